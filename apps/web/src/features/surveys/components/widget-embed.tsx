import { Check, Copy } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { WidgetPlacement } from '../embed';

const MODES = { poll: 'Poll: appears by itself', tab: 'Tab: a Feedback button that opens it' } as const;

/** Tab or poll, and for a poll its delay and exit intent: what the script tag's data attributes say. */
export function PlacementFields({ value, onChange }: { value: WidgetPlacement; onChange: (next: WidgetPlacement) => void }) {
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">How it appears</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['poll', 'tab'] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2">
            <input type="radio" name={`${id}-mode`} className="size-4 accent-primary" checked={value.mode === mode} onChange={() => onChange({ ...value, mode })} />
            {MODES[mode]}
          </label>
        ))}
      </div>
      {value.mode === 'poll' && (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <div className="flex items-center gap-2">
            <Label htmlFor={`${id}-delay`}>After (seconds)</Label>
            <Input
              id={`${id}-delay`}
              type="number"
              min={0}
              max={120}
              className="w-20"
              value={value.delay ?? ''}
              onChange={(event) => onChange({ ...value, delay: event.target.value === '' ? null : Math.max(0, Number(event.target.value)) })}
            />
          </div>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-primary" checked={value.exitIntent} onChange={(event) => onChange({ ...value, exitIntent: event.target.checked })} />
            When the mouse leaves through the top of the window
          </label>
        </div>
      )}
    </fieldset>
  );
}

/** The script tag to paste, with a Copy button that says whether it worked. */
export function EmbedCode({ snippet, children }: { snippet: string; children?: ReactNode }) {
  const id = useId();
  const [copied, setCopied] = useState<{ snippet: string; ok: boolean } | null>(null);
  // A change of placement makes a new snippet: "Copied" was about the previous one.
  const result = copied?.snippet === snippet ? copied : null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-snippet`}>Embed code</Label>
      <textarea
        id={`${id}-snippet`}
        readOnly
        rows={4}
        value={snippet}
        onFocus={(event) => event.target.select()}
        // As tall as the code (where the browser can; four rows where not), so none of it is hidden on a phone.
        className="field-sizing-content w-full resize-none rounded-md border border-input bg-muted/40 p-3 font-mono text-sm break-all"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(snippet).then(
              () => setCopied({ snippet, ok: true }),
              () => setCopied({ snippet, ok: false }),
            )
          }
        >
          {result?.ok ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy the embed code
        </Button>
        <span role="status" className={result && !result.ok ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          {result ? (result.ok ? 'Copied.' : 'Could not copy: select the code and copy it yourself.') : ''}
        </span>
      </div>
      {children}
    </div>
  );
}
