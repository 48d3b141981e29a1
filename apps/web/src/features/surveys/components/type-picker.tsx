import { QUESTION_TYPES, type QuestionType } from '@sightline/shared/research/survey';
import { Dialog } from '../../../components/ui/dialog';
import { QUESTION_TYPE_INFO } from '../question-types';

/** The twelve question types, each with a line on what it is for. */
export function TypePicker({ open, onOpenChange, onPick }: { open: boolean; onOpenChange: (open: boolean) => void; onPick: (type: QuestionType) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add a question" description="Pick the kind of answer you want." className="max-w-2xl">
      <ul className="grid gap-2 sm:grid-cols-2">
        {QUESTION_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              onClick={() => onPick(type)}
              className="h-full w-full rounded-lg border border-border p-3 text-left hover:border-primary hover:bg-secondary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="block text-sm font-semibold">{QUESTION_TYPE_INFO[type].label}</span>
              <span className="mt-0.5 block text-xs text-muted-foreground">{QUESTION_TYPE_INFO[type].explain}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
