import type { SurveyOption } from '@sightline/shared/research/survey';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { addListItem, moveItem } from '../definition-edit';
import { TextField } from './fields';

interface OptionListEditorProps {
  /** JSON pointer of the list, e.g. /questions/0/options. */
  path: string;
  listKey: 'options' | 'rows' | 'columns';
  legend: string;
  /** What one entry is called: "Option", "Row", "Column". */
  noun: string;
  items: SurveyOption[];
  min: number;
  max: number;
  onChange: (items: SurveyOption[]) => void;
  announce: (message: string) => void;
}

/** Add, rename, reorder and remove the answers of a question (or a matrix's rows or columns). */
export function OptionListEditor({ path, listKey, legend, noun, items, min, max, onChange, announce }: OptionListEditorProps) {
  const move = (from: number, to: number) => {
    onChange(moveItem(items, from, to));
    announce(`${noun} "${items[from]!.label}" moved to position ${to + 1} of ${items.length}.`);
    // Keep the keyboard on the same button of the moved entry.
    requestAnimationFrame(() => document.getElementById(`${path}-${items[from]!.id}-${to < from ? 'up' : 'down'}`)?.focus());
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <ol className="space-y-2">
        {items.map((item, index) => (
          <li key={item.id} className="flex items-start gap-1.5">
            <span aria-hidden="true" className="mt-2.5 w-5 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
              {index + 1}.
            </span>
            <TextField
              className="min-w-0 flex-1"
              path={`${path}/${index}/label`}
              label={`${noun} ${index + 1}`}
              hideLabel
              value={item.label}
              maxLength={300}
              onValueChange={(label) => onChange(items.map((o, i) => (i === index ? { ...o, label } : o)))}
            />
            <Button
              id={`${path}-${item.id}-up`}
              variant="ghost"
              size="icon"
              className="size-10 shrink-0"
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
              aria-label={`Move ${noun.toLowerCase()} ${index + 1} up`}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              id={`${path}-${item.id}-down`}
              variant="ghost"
              size="icon"
              className="size-10 shrink-0"
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
              aria-label={`Move ${noun.toLowerCase()} ${index + 1} down`}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-10 shrink-0"
              disabled={items.length <= min}
              title={items.length <= min ? `At least ${min} needed` : undefined}
              onClick={() => {
                onChange(items.filter((_, i) => i !== index));
                announce(`${noun} "${item.label}" removed.`);
              }}
              aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        disabled={items.length >= max}
        onClick={() => {
          onChange(addListItem(items, listKey, noun));
          requestAnimationFrame(() => document.getElementById(`field${path.replaceAll('/', '-')}-${items.length}-label`)?.focus());
        }}
      >
        <Plus aria-hidden="true" />
        Add {noun.toLowerCase()}
      </Button>
    </fieldset>
  );
}
