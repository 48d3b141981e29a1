import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Code, Plus, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { saveSurveySettings, storeSurvey, type SurveyDetail } from '../api';
import { embedSnippet, MAX_ALLOWED_ORIGINS, parseOrigin, type WidgetPlacement } from '../embed';
import { EmbedCode, PlacementFields } from './widget-embed';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The sites that may show the survey: added and removed one at a time, each change saved at once. */
function AllowedOrigins({ survey }: { survey: SurveyDetail }) {
  const id = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const origins = survey.allowedOrigins;
  const save = useMutation({
    mutationFn: (next: string[]) => saveSurveySettings(survey.id, next),
    onSuccess: (next) => storeSurvey(queryClient, next),
  });

  const add = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const parsed = parseOrigin(text);
    if ('error' in parsed) return setError(parsed.error);
    if (origins.includes(parsed.origin)) return setError(`${parsed.origin} is already allowed.`);
    if (origins.length >= MAX_ALLOWED_ORIGINS) return setError(`A survey allows at most ${MAX_ALLOWED_ORIGINS} sites: remove one first.`);
    setError(null);
    save.mutate([...origins, parsed.origin], {
      onSuccess: () => {
        setText('');
        setDone(`${parsed.origin} may now show the survey.`);
      },
      onError: (caught) => setError(`Not saved: ${errorText(caught)}`),
    });
  };

  const remove = (origin: string) => {
    setDone('');
    setError(null);
    save.mutate(
      origins.filter((o) => o !== origin),
      {
        onSuccess: () => {
          setDone(`${origin} removed: the widget no longer shows there.`);
          input.current?.focus();
        },
        onError: (caught) => setError(`${origin} was not removed: ${errorText(caught)}`),
      },
    );
  };

  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-3">
      <h3 id={`${id}-h`} className="font-semibold">
        Allowed origins
      </h3>
      <p className="text-sm text-muted-foreground">
        Allowed origins are the websites that may show this survey, written as the address of the site alone, such as https://shop.example. The widget works only on pages of these sites: anywhere else
        it shows nothing and no answers are accepted.
      </p>
      {origins.length === 0 ? (
        <p className="text-sm font-medium">No site is allowed yet, so the widget shows nothing anywhere. Add the site where you paste the code.</p>
      ) : (
        <ul aria-labelledby={`${id}-h`} className="divide-y divide-border rounded-lg border border-border">
          {origins.map((origin) => (
            <li key={origin} className="flex items-center justify-between gap-2 py-1 pl-3 pr-1">
              <span className="min-w-0 break-all font-mono text-sm">{origin}</span>
              <Button variant="ghost" size="sm" disabled={save.isPending} onClick={() => remove(origin)} aria-label={`Remove ${origin}`}>
                <X aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="grid gap-1.5">
        <label htmlFor={`${id}-origin`} className="text-sm font-medium">
          Add a site
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            ref={input}
            id={`${id}-origin`}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            placeholder="https://shop.example"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            aria-invalid={error !== null || undefined}
            aria-describedby={described}
            className="min-w-0 flex-1 basis-56 font-mono"
          />
          <Button type="submit" variant="outline" disabled={save.isPending}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          https://www.shop.example and https://shop.example are different origins: add both if your site answers at both.
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </form>
      <p role="status" className="text-sm text-muted-foreground">
        {done}
      </p>
    </div>
  );
}

/**
 * "Embed on your site", for a published survey: the widget's script tag for the chosen placement,
 * to copy, and the sites allowed to show it. Folded until opened: the builder's editor comes first.
 */
export function EmbedPanel({ survey }: { survey: SurveyDetail }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<WidgetPlacement>({ mode: 'tab', delay: 10, exitIntent: false });
  const snippet = embedSnippet(window.location.origin, survey.id, placement);
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-border bg-card shadow-sm">
      <h2 id={`${id}-h`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-3 rounded-xl p-4 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
        >
          <Code aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">Embed on your site</span>
            <span className="block text-sm font-normal text-muted-foreground">One script tag shows the survey on your own pages, as a Feedback tab or a poll.</span>
          </span>
          <ChevronDown aria-hidden="true" className={`size-5 shrink-0 text-muted-foreground transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open} className="grid gap-6 border-t border-border p-4 sm:p-5">
        {survey.status === 'closed' && <p className="text-sm font-medium">This survey is closed: the widget shows nothing until you reopen it.</p>}
        <PlacementFields value={placement} onChange={setPlacement} />
        <EmbedCode snippet={snippet}>
          <p className="text-sm text-muted-foreground">Paste it into the pages where the survey should appear, just before &lt;/body&gt;. It loads with async, so it never slows the page down.</p>
        </EmbedCode>
        <AllowedOrigins survey={survey} />
      </div>
    </section>
  );
}
