import type { Question } from '@sightline/shared/research/survey';
import { LIKERT_LABELS } from '@sightline/shared/research/survey-logic';
import { CheckboxField, fieldId, NumberField, selectClass, TextField } from './fields';
import { OptionListEditor } from './option-list-editor';

interface QuestionSettingsProps {
  question: Question;
  index: number;
  onChange: (question: Question) => void;
  announce: (message: string) => void;
}

/** Drops a key whose value is unset, so the saved definition carries no empty settings. */
function withSetting<Q extends Question, K extends keyof Q>(question: Q, key: K, value: Q[K] | undefined): Q {
  const copy = { ...question };
  if (value === undefined || value === false || value === '') delete copy[key];
  else copy[key] = value;
  return copy;
}

function PointsSelect({ id, value, onChange }: { id: string; value: 5 | 7; onChange: (points: 5 | 7) => void }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Points on the scale
      </label>
      <select id={id} className={selectClass} value={value} onChange={(event) => onChange(Number(event.target.value) as 5 | 7)}>
        <option value={5}>5 points</option>
        <option value={7}>7 points</option>
      </select>
    </div>
  );
}

/** What a question of each type can be set to: its answers, scale, limits, and so on. */
export function QuestionSettings({ question: q, index, onChange, announce }: QuestionSettingsProps) {
  const at = `/questions/${index}`;
  const checkbox = (key: 'randomize' | 'allowOther', label: string, hint?: string) => (
    <CheckboxField
      id={`${fieldId(at)}-${key}`}
      label={label}
      hint={hint}
      checked={Boolean((q as { [k in typeof key]?: boolean })[key])}
      onCheckedChange={(checked) => onChange(withSetting(q as Question & { [k in typeof key]?: boolean }, key, checked))}
    />
  );
  switch (q.type) {
    case 'single_choice':
    case 'multiple_choice':
    case 'ranking':
      return (
        <div className="space-y-4">
          <OptionListEditor
            path={`${at}/options`}
            listKey="options"
            legend="Answers"
            noun="Option"
            items={q.options}
            min={2}
            max={q.type === 'ranking' ? 20 : 50}
            onChange={(options) => onChange({ ...q, options })}
            announce={announce}
          />
          <div className="space-y-2">
            {checkbox('randomize', 'Shuffle the options for each respondent', 'Avoids favouring the first options (order bias).')}
            {q.type !== 'ranking' && checkbox('allowOther', 'Add "Other, please specify"', 'Respondents can type their own answer.')}
          </div>
          {q.type === 'multiple_choice' && (
            <NumberField
              path={`${at}/maxSelected`}
              label="Most answers a respondent may pick (optional)"
              min={1}
              max={50}
              step={1}
              className="max-w-xs"
              value={q.maxSelected}
              onNumberChange={(value) => onChange(withSetting(q, 'maxSelected', value === undefined ? undefined : Math.max(1, Math.min(50, Math.round(value)))))}
            />
          )}
        </div>
      );
    case 'rating':
      return (
        <div className="grid gap-4 sm:grid-cols-3">
          <PointsSelect id={`${fieldId(at)}-points`} value={q.points} onChange={(points) => onChange({ ...q, points })} />
          <TextField path={`${at}/lowLabel`} label="Label of the lowest point" maxLength={60} value={q.lowLabel ?? ''} onValueChange={(v) => onChange(withSetting(q, 'lowLabel', v))} hint="e.g. Very poor" />
          <TextField path={`${at}/highLabel`} label="Label of the highest point" maxLength={60} value={q.highLabel ?? ''} onValueChange={(v) => onChange(withSetting(q, 'highLabel', v))} hint="e.g. Excellent" />
        </div>
      );
    case 'likert':
      return (
        <div className="space-y-2">
          <div className="max-w-xs">
            <PointsSelect id={`${fieldId(at)}-points`} value={q.points} onChange={(points) => onChange({ ...q, points })} />
          </div>
          <p className="text-xs text-muted-foreground">Answers: {LIKERT_LABELS[q.points].join(' · ')}</p>
        </div>
      );
    case 'nps':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField path={`${at}/lowLabel`} label="Label of 0" maxLength={60} value={q.lowLabel ?? ''} onValueChange={(v) => onChange(withSetting(q, 'lowLabel', v))} hint="e.g. Not at all likely" />
          <TextField path={`${at}/highLabel`} label="Label of 10" maxLength={60} value={q.highLabel ?? ''} onValueChange={(v) => onChange(withSetting(q, 'highLabel', v))} hint="e.g. Extremely likely" />
        </div>
      );
    case 'number':
      return (
        <div className="space-y-3">
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField path={`${at}/min`} label="Smallest allowed (optional)" value={q.min} onNumberChange={(v) => onChange(withSetting(q, 'min', v))} />
            <NumberField path={`${at}/max`} label="Largest allowed (optional)" value={q.max} onNumberChange={(v) => onChange(withSetting(q, 'max', v))} />
            <TextField path={`${at}/unit`} label="Unit (optional)" maxLength={20} value={q.unit ?? ''} onValueChange={(v) => onChange(withSetting(q, 'unit', v))} hint="e.g. hours, €, people" />
          </div>
          <CheckboxField id={`${fieldId(at)}-integer`} label="Whole numbers only" checked={Boolean(q.integer)} onCheckedChange={(checked) => onChange(withSetting(q, 'integer', checked))} />
        </div>
      );
    case 'short_text':
    case 'long_text': {
      const limit = q.type === 'short_text' ? 500 : 5000;
      return (
        <NumberField
          path={`${at}/maxLength`}
          label="Longest answer, in characters (optional)"
          hint={`Up to ${limit}; without a limit, ${limit}.`}
          className="max-w-xs"
          min={1}
          max={limit}
          step={1}
          value={q.maxLength}
          onNumberChange={(value) => onChange(withSetting(q, 'maxLength', value === undefined ? undefined : Math.max(1, Math.min(limit, Math.round(value)))))}
        />
      );
    }
    case 'matrix':
      return (
        <div className="space-y-4">
          <div className="grid gap-6 lg:grid-cols-2">
            <OptionListEditor path={`${at}/rows`} listKey="rows" legend="Rows (what is rated)" noun="Row" items={q.rows} min={1} max={20} onChange={(rows) => onChange({ ...q, rows })} announce={announce} />
            <OptionListEditor path={`${at}/columns`} listKey="columns" legend="Columns (the answer scale)" noun="Column" items={q.columns} min={2} max={11} onChange={(columns) => onChange({ ...q, columns })} announce={announce} />
          </div>
          {checkbox('randomize', 'Shuffle the rows for each respondent')}
        </div>
      );
    case 'van_westendorp':
      return (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TextField path={`${at}/product`} label="What is priced" maxLength={200} value={q.product} onValueChange={(product) => onChange({ ...q, product })} hint='Read in the four questions: "At what price would … be a bargain?"' />
          <TextField
            path={`${at}/currency`}
            label="Currency"
            maxLength={3}
            autoCapitalize="characters"
            value={q.currency}
            onValueChange={(currency) => onChange({ ...q, currency: currency.toUpperCase() })}
            hint="Three-letter code: EUR, USD, GBP…"
          />
        </div>
      );
    case 'yes_no':
      return null;
  }
}
