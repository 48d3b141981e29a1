import type { DefinitionProblem } from '@sightline/shared/research/survey';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

/** Every problem of the draft being edited (local checks, checkDefinition, the server's), by JSON pointer. */
export const ProblemsContext = createContext<DefinitionProblem[]>([]);

/** The element id of the field a JSON pointer names: `/questions/2/title` → `field-questions-2-title`. */
export const fieldId = (path: string) => `field${path.replaceAll('/', '-')}`;

/** The problems that point exactly at this path. */
export function useProblems(path: string): DefinitionProblem[] {
  return useContext(ProblemsContext).filter((p) => p.path === path);
}

export function ProblemText({ id, problems }: { id: string; problems: DefinitionProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <p id={id} className="mt-1 text-sm text-destructive">
      {problems.map((p) => p.message).join(' ')}
    </p>
  );
}

export const selectClass =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive sm:text-sm';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'onChange' | 'value'> {
  /** JSON pointer of the value: names the field (its id) and picks its problems. */
  path: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  /** Label shown only to screen readers (e.g. option rows, where the list says what they are). */
  hideLabel?: boolean;
  className?: string;
  multiline?: boolean;
}

/** A labelled text or number input whose problems are shown under it and named by aria-describedby. */
export function TextField({ path, label, value, onValueChange, hint, hideLabel, className, multiline, ...props }: TextFieldProps) {
  const problems = useProblems(path);
  const id = fieldId(path);
  const described = [hint ? `${id}-hint` : '', problems.length ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  const shared = { id, 'aria-invalid': problems.length > 0 || undefined, 'aria-describedby': described };
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('mb-1.5 block text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          value={value}
          maxLength={props.maxLength}
          rows={3}
          onChange={(event) => onValueChange(event.target.value)}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive sm:text-sm"
        />
      ) : (
        <Input {...props} {...shared} value={value} onChange={(event) => onValueChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <ProblemText id={`${id}-problem`} problems={problems} />
    </div>
  );
}

/** A number input that keeps an empty field as "not set". */
export function NumberField({ value, onNumberChange, ...props }: Omit<TextFieldProps, 'value' | 'onValueChange'> & { value: number | undefined; onNumberChange: (value: number | undefined) => void }) {
  return (
    <TextField
      {...props}
      type="number"
      inputMode="decimal"
      value={value === undefined ? '' : String(value)}
      onValueChange={(text) => {
        const number = text.trim() === '' ? undefined : Number(text);
        if (number === undefined || Number.isFinite(number)) onNumberChange(number);
      }}
    />
  );
}

export function CheckboxField({ label, checked, onCheckedChange, hint, id }: { id: string; label: ReactNode; checked: boolean; onCheckedChange: (checked: boolean) => void; hint?: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="text-sm">
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
