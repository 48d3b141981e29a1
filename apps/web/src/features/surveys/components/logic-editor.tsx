import type { Condition, Question } from '@sightline/shared/research/survey';
import { LIKERT_LABELS } from '@sightline/shared/research/survey-logic';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { defaultCondition, operatorsFor, valueChoices, type ConditionOperator } from '../question-types';
import { fieldId, ProblemText, selectClass, useProblems } from './fields';

type Rule = 'showIf' | 'endIf';

interface LogicEditorProps {
  question: Question;
  index: number;
  /** The questions a condition may use: earlier ones (and, to end the survey, this one). */
  earlier: Question[];
  onChange: (question: Question) => void;
}

const RULES: Record<Rule, { title: string; explain: string; add: string }> = {
  showIf: { title: 'Show only if', explain: 'Ask this question only when every condition holds; otherwise it is skipped.', add: 'Add a condition' },
  endIf: { title: 'End the survey after this question if', explain: 'After this question the survey ends (thank-you screen) when every condition holds.', add: 'Add an end rule' },
};

/** "Show only if …" and "End the survey after this question if …" for one question. */
export function LogicEditor({ question, index, earlier, onChange }: LogicEditorProps) {
  const candidates = (rule: Rule) => (rule === 'endIf' ? [...earlier, question] : earlier);
  const setRule = (rule: Rule, conditions: Condition[]) => {
    const { [rule]: _dropped, ...rest } = question;
    onChange((conditions.length ? { ...rest, [rule]: conditions } : rest) as Question);
  };
  return (
    <div className="space-y-5">
      {(['showIf', 'endIf'] as const).map((rule) => {
        const conditions = question[rule] ?? [];
        const targets = candidates(rule);
        return (
          <fieldset key={rule} className="space-y-2">
            <legend className="text-sm font-medium">{RULES[rule].title}</legend>
            <p className="text-xs text-muted-foreground">{RULES[rule].explain}</p>
            {targets.length === 0 ? (
              <p className="text-sm text-muted-foreground">Only questions before this one can be used. Add a question above it first.</p>
            ) : (
              <>
                {conditions.length > 0 && (
                  <ul className="space-y-2">
                    {conditions.map((condition, i) => (
                      <ConditionRow
                        key={i}
                        path={`/questions/${index}/${rule}/${i}`}
                        position={i}
                        condition={condition}
                        targets={targets}
                        self={question.id}
                        onChange={(next) => setRule(rule, conditions.map((c, j) => (j === i ? next : c)))}
                        onRemove={() => setRule(rule, conditions.filter((_, j) => j !== i))}
                      />
                    ))}
                  </ul>
                )}
                <Button
                  variant="outline"
                  size="sm"
                  disabled={conditions.length >= 10}
                  onClick={() => setRule(rule, [...conditions, defaultCondition(targets[targets.length - 1]!, LIKERT_LABELS)])}
                >
                  <Plus aria-hidden="true" />
                  {RULES[rule].add}
                </Button>
              </>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}

interface ConditionRowProps {
  path: string;
  position: number;
  condition: Condition;
  targets: Question[];
  self: string;
  onChange: (condition: Condition) => void;
  onRemove: () => void;
}

const shortTitle = (q: Question, self: string, n: number) => `${n}. ${q.title.trim() || '(no question written yet)'}${q.id === self ? ' (this question)' : ''}`;

function ConditionRow({ path, position, condition, targets, self, onChange, onRemove }: ConditionRowProps) {
  const problems = [...useProblems(path), ...useProblems(`${path}/questionId`), ...useProblems(`${path}/value`), ...useProblems(`${path}/operator`)];
  const target = targets.find((q) => q.id === condition.questionId);
  const operators = target ? operatorsFor(target) : [];
  const choices = target ? valueChoices(target, LIKERT_LABELS) : null;
  const needsValue = condition.operator !== 'answered' && condition.operator !== 'notAnswered';
  const id = fieldId(path);
  const problemId = `${id}-problem`;
  const invalid = problems.length > 0 || undefined;
  const described = problems.length ? problemId : undefined;

  const setOperator = (operator: ConditionOperator) => {
    if (operator === 'answered' || operator === 'notAnswered') onChange({ questionId: condition.questionId, operator });
    else if (condition.value !== undefined) onChange({ ...condition, operator });
    else onChange({ ...defaultCondition(target!, LIKERT_LABELS), operator });
  };

  return (
    <li className="rounded-lg border border-border bg-muted/40 p-3 pt-1.5">
      <div className="mb-1 flex items-center justify-between">
        <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
          {position === 0 ? 'When' : 'And'}
        </span>
        <Button variant="ghost" size="sm" className="h-8 px-2 text-muted-foreground" onClick={onRemove} aria-label={`Remove condition ${position + 1}`}>
          <X aria-hidden="true" />
          Remove
        </Button>
      </div>
      <div role="group" aria-label={`Condition ${position + 1}`} className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)] sm:items-center">
        <select
          id={id}
          aria-label="Question"
          aria-invalid={invalid}
          aria-describedby={described}
          className={selectClass}
          value={target ? condition.questionId : ''}
          onChange={(event) => onChange(defaultCondition(targets.find((q) => q.id === event.target.value)!, LIKERT_LABELS))}
        >
          {!target && <option value="">{`Question "${condition.questionId}" is not before this one`}</option>}
          {targets.map((q) => (
            <option key={q.id} value={q.id}>
              {shortTitle(q, self, targets.indexOf(q) + 1)}
            </option>
          ))}
        </select>
        <select aria-label="Comparison" className={selectClass} value={condition.operator} disabled={!target} onChange={(event) => setOperator(event.target.value as ConditionOperator)}>
          {operators.map(({ operator, label }) => (
            <option key={operator} value={operator}>
              {label}
            </option>
          ))}
          {!operators.some((o) => o.operator === condition.operator) && <option value={condition.operator}>{condition.operator}</option>}
        </select>
        {needsValue ? (
          choices ? (
            <select
              aria-label="Answer"
              aria-invalid={invalid}
              aria-describedby={described}
              className={selectClass}
              value={JSON.stringify(condition.value)}
              onChange={(event) => onChange({ ...condition, value: JSON.parse(event.target.value) as string | number | boolean })}
            >
              {!choices.some((c) => c.value === condition.value) && <option value={JSON.stringify(condition.value)}>{`"${String(condition.value)}" (no longer an answer)`}</option>}
              {choices.map((choice) => (
                <option key={String(choice.value)} value={JSON.stringify(choice.value)}>
                  {choice.label}
                </option>
              ))}
            </select>
          ) : (
            <Input
              aria-label="Answer"
              aria-invalid={invalid}
              aria-describedby={described}
              type={target?.type === 'number' ? 'number' : 'text'}
              maxLength={300}
              value={String(condition.value ?? '')}
              onChange={(event) => {
                if (target?.type !== 'number') onChange({ ...condition, value: event.target.value });
                else if (event.target.value !== '' && Number.isFinite(Number(event.target.value))) onChange({ ...condition, value: Number(event.target.value) });
              }}
            />
          )
        ) : null}
      </div>
      <ProblemText id={problemId} problems={problems} />
    </li>
  );
}
