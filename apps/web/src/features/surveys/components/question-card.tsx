import type { Question } from '@sightline/shared/research/survey';
import { ArrowDown, ArrowUp, ChevronDown, GitBranch, GripVertical, Trash2 } from 'lucide-react';
import { useContext, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { BiasHints } from '../../bias/components/bias-hints';
import { problemsAt } from '../definition-edit';
import { QUESTION_TYPE_INFO } from '../question-types';
import { CheckboxField, fieldId, ProblemsContext, ProblemText, TextField } from './fields';
import { LogicEditor } from './logic-editor';
import { QuestionSettings } from './question-settings';

interface QuestionCardProps {
  question: Question;
  index: number;
  count: number;
  earlier: Question[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onChange: (question: Question) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  announce: (message: string) => void;
  /** Drag and drop: the question being dragged, and a drop of one on this card (it takes this card's place). */
  dragging: number | null;
  onDragStateChange: (from: number | null) => void;
  onDropQuestion: (from: number) => void;
}

const DRAG_TYPE = 'application/x-sightline-question';

export function QuestionCard({ question: q, index, count, earlier, expanded, onExpandedChange, onChange, onMove, onRemove, announce, dragging, onDragStateChange, onDropQuestion }: QuestionCardProps) {
  const [logicOpen, setLogicOpen] = useState(Boolean(q.showIf || q.endIf));
  const [dropTarget, setDropTarget] = useState(false);
  const at = `/questions/${index}`;
  const problems = problemsAt(useContext(ProblemsContext), at);
  const logicProblems = problems.filter((p) => p.path.startsWith(`${at}/showIf`) || p.path.startsWith(`${at}/endIf`));
  const cardId = `${fieldId(at)}-card`;
  const info = QUESTION_TYPE_INFO[q.type];
  const title = q.title.trim() || 'No question written yet';
  const rules = (q.showIf?.length ?? 0) + (q.endIf?.length ?? 0);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(false);
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(from) && from !== index) onDropQuestion(from);
    onDragStateChange(null);
  };

  return (
    <li
      id={cardId}
      aria-labelledby={`${cardId}-heading`}
      onDragOver={(event) => {
        if (dragging === null || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={onDrop}
      className={cn(
        'rounded-xl border border-border bg-card shadow-sm transition-shadow',
        problems.length > 0 && 'border-destructive/60',
        dropTarget && 'ring-2 ring-primary',
        dragging === index && 'opacity-50',
      )}
    >
      <div className="flex items-start gap-1 p-2 sm:p-3">
        {/* Dragging is for the mouse; the Move buttons do the same from the keyboard. */}
        <span
          draggable
          aria-hidden="true"
          title="Drag to reorder"
          onDragStart={(event) => {
            event.dataTransfer.setData(DRAG_TYPE, String(index));
            event.dataTransfer.effectAllowed = 'move';
            const card = document.getElementById(cardId);
            if (card) event.dataTransfer.setDragImage(card, 16, 16);
            onDragStateChange(index);
          }}
          onDragEnd={() => onDragStateChange(null)}
          className="mt-2 hidden cursor-grab rounded p-0.5 text-muted-foreground hover:bg-muted active:cursor-grabbing sm:block"
        >
          <GripVertical className="size-5" />
        </span>
        <h3 id={`${cardId}-heading`} className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${cardId}-body`}
            onClick={() => onExpandedChange(!expanded)}
            className="w-full rounded-md p-1.5 text-left hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="flex items-start gap-2">
              <ChevronDown aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0 transition-transform', !expanded && '-rotate-90')} />
              <span className="min-w-0">
                <span className="block text-xs font-medium text-muted-foreground">
                  Question {index + 1} · {info.label}
                  {q.required ? ' · Required' : ''}
                </span>
                <span className={cn('block break-words font-medium', !q.title.trim() && 'italic text-muted-foreground')}>{title}</span>
              </span>
            </span>
            {(rules > 0 || problems.length > 0) && (
              <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 pl-6 text-xs">
                {rules > 0 && (
                  <span className="inline-flex items-center gap-1 text-primary">
                    <GitBranch aria-hidden="true" className="size-3.5" />
                    {rules === 1 ? '1 logic rule' : `${rules} logic rules`}
                  </span>
                )}
                {problems.length > 0 && <span className="text-destructive">{problems.length === 1 ? '1 problem' : `${problems.length} problems`}</span>}
              </span>
            )}
          </button>
        </h3>
        <div className="flex shrink-0 items-center">
          <Button id={`${cardId}-up`} variant="ghost" size="icon" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move question ${index + 1} up`}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button id={`${cardId}-down`} variant="ghost" size="icon" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move question ${index + 1} down`}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Delete question ${index + 1}`} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {expanded && (
        <div id={`${cardId}-body`} className="space-y-5 border-t border-border p-4 sm:p-5">
          <TextField path={`${at}/title`} label="Question" maxLength={500} value={q.title} onValueChange={(title) => onChange({ ...q, title })} />
          <BiasHints question={q} earlier={earlier} onUseRewrite={(title) => onChange({ ...q, title })} />
          <TextField
            path={`${at}/description`}
            label="Description (optional)"
            multiline
            maxLength={2000}
            value={q.description ?? ''}
            onValueChange={(description) => {
              const { description: _old, ...rest } = q;
              onChange((description ? { ...rest, description } : rest) as Question);
            }}
            hint="Extra help shown under the question."
          />
          <ProblemText id={`${fieldId(at)}-id-problem`} problems={problems.filter((p) => p.path === `${at}/id`)} />
          <QuestionSettings question={q} index={index} onChange={onChange} announce={announce} />
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">Answering</legend>
            <CheckboxField id={`${fieldId(at)}-required`} label="Required" hint="Respondents cannot go on without answering." checked={q.required} onCheckedChange={(required) => onChange({ ...q, required })} />
            <CheckboxField
              id={`${fieldId(at)}-dont-know`}
              label={`Offer "Don't know"`}
              checked={Boolean(q.allowDontKnow)}
              onCheckedChange={(checked) => {
                const { allowDontKnow: _old, ...rest } = q;
                onChange((checked ? { ...rest, allowDontKnow: true } : rest) as Question);
              }}
            />
            <CheckboxField
              id={`${fieldId(at)}-prefer-not`}
              label={`Offer "Prefer not to say"`}
              checked={Boolean(q.allowPreferNot)}
              onCheckedChange={(checked) => {
                const { allowPreferNot: _old, ...rest } = q;
                onChange((checked ? { ...rest, allowPreferNot: true } : rest) as Question);
              }}
            />
          </fieldset>
          <div className="rounded-lg border border-border">
            <button
              type="button"
              aria-expanded={logicOpen}
              aria-controls={`${cardId}-logic`}
              onClick={() => setLogicOpen(!logicOpen)}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-medium hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <GitBranch aria-hidden="true" className="size-4 text-primary" />
              Logic
              <span className="font-normal text-muted-foreground">{rules === 0 ? '· always shown' : `· ${rules === 1 ? '1 rule' : `${rules} rules`}`}</span>
              {logicProblems.length > 0 && <span className="font-normal text-destructive">· {logicProblems.length === 1 ? '1 problem' : `${logicProblems.length} problems`}</span>}
              <ChevronDown aria-hidden="true" className={cn('ml-auto size-4 transition-transform', !logicOpen && '-rotate-90')} />
            </button>
            {logicOpen && (
              <div id={`${cardId}-logic`} className="border-t border-border p-3 sm:p-4">
                <LogicEditor question={q} index={index} earlier={earlier} onChange={onChange} />
              </div>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
