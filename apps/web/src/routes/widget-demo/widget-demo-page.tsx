import { useQuery } from '@tanstack/react-query';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { SurveyResults } from '@sightline/shared/research/survey-results';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { saveSurveySettings } from '../../features/surveys/api';
import { EmbedCode, PlacementFields } from '../../features/surveys/components/widget-embed';
import { embedSnippet, WIDGET_PATH, widgetAttributes, type WidgetPlacement } from '../../features/surveys/embed';
import { apiRequest } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { WIDGET_DEMO_STRINGS as S } from './strings';

interface LivePoll extends WidgetPlacement {
  id: string;
  question: string;
}

/** A one-question poll, created, published and opened to this page's origin through the owner API. */
async function createPoll(question: string, options: string[]): Promise<string> {
  const definition: SurveyDefinition = {
    schemaVersion: 1,
    title: question,
    layout: 'one-per-screen',
    thankYou: { title: S.thanksTitle, body: S.thanksBody },
    questions: [{ id: 'answer', type: 'single_choice', title: question, required: true, options: options.map((label, i) => ({ id: `option-${i + 1}`, label })) }],
  };
  const { survey } = await apiRequest<{ survey: { id: string } }>('POST', '/api/surveys', { body: { title: question, definition } });
  const path = `/api/surveys/${encodeURIComponent(survey.id)}`;
  await apiRequest('POST', `${path}/publish`);
  await saveSurveySettings(survey.id, [window.location.origin]);
  return survey.id;
}

/** Puts the real script tag on this page (and takes away a previous one and what it drew). */
function injectWidget(poll: LivePoll): () => void {
  const remove = () => {
    document.querySelectorAll(`script[src$="${WIDGET_PATH}"]`).forEach((script) => script.remove());
    document.querySelectorAll('sightline-widget').forEach((widget) => widget.remove());
  };
  remove();
  const script = document.createElement('script');
  script.src = WIDGET_PATH;
  script.async = true;
  for (const [name, value] of widgetAttributes(poll.id, poll)) script.setAttribute(name, value);
  document.body.append(script);
  return remove;
}

/** The widget's size as this server sends it, gzipped here in the browser. */
async function measureWidget(): Promise<{ raw: number; gzipped: number }> {
  const response = await fetch(WIDGET_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${WIDGET_PATH} answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const gzipped = await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
  return { raw: bytes.byteLength, gzipped: gzipped.byteLength };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function WidgetDemoPage() {
  useDocumentTitle(S.title);
  const [poll, setPoll] = useState<LivePoll | null>(null);

  useEffect(() => (poll ? injectWidget(poll) : undefined), [poll]);

  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{S.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{S.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground text-pretty">{S.lead}</p>
      <div className="mt-10 grid gap-8">
        {poll ? <LivePanel poll={poll} onReset={() => setPoll(null)} /> : <PollForm onCreated={setPoll} />}
        <Explanations />
      </div>
    </article>
  );
}

function PollForm({ onCreated }: { onCreated: (poll: LivePoll) => void }) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [placement, setPlacement] = useState<WidgetPlacement>({ mode: 'poll', delay: 2, exitIntent: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function create(text: string, labels: string[]) {
    setBusy(true);
    setError(null);
    try {
      onCreated({ id: await createPoll(text, labels), question: text, ...placement });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const labels = options.map((option) => option.trim()).filter(Boolean);
    if (!question.trim()) return setError(S.needQuestion);
    if (labels.length < 2) return setError(S.needOptions);
    void create(question.trim(), labels);
  }

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-border bg-card p-6">
      <h2 id={`${id}-h`} className="text-xl font-semibold tracking-tight">
        {S.formHeading}
      </h2>
      <p className="mt-2 text-muted-foreground">{S.formLead}</p>
      <form className="mt-6 grid gap-5" onSubmit={submit} noValidate>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-q`}>{S.question}</Label>
          <Input id={`${id}-q`} value={question} maxLength={200} onChange={(event) => setQuestion(event.target.value)} />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{S.options}</legend>
          {options.map((option, index) => (
            <div key={index} className="flex gap-2">
              <Input
                aria-label={S.optionLabel(index + 1)}
                value={option}
                maxLength={100}
                onChange={(event) => setOptions(options.map((value, i) => (i === index ? event.target.value : value)))}
              />
              {options.length > 2 && (
                <Button variant="outline" size="icon" aria-label={S.removeOption(index + 1)} onClick={() => setOptions(options.filter((_, i) => i !== index))}>
                  <Minus aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
          {options.length < 5 && (
            <Button variant="ghost" className="justify-self-start" onClick={() => setOptions([...options, ''])}>
              <Plus aria-hidden="true" />
              {S.addOption}
            </Button>
          )}
        </fieldset>
        <PlacementFields value={placement} onChange={setPlacement} />
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {S.create}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void create(S.example.question, [...S.example.options])}>
            {S.useExample}
          </Button>
        </div>
      </form>
    </section>
  );
}

function LivePanel({ poll, onReset }: { poll: LivePoll; onReset: () => void }) {
  const id = useId();
  // A live demo: the count follows the answers while the page is open.
  const results = useQuery({
    queryKey: ['/api/surveys', poll.id, 'results'],
    queryFn: ({ signal }) => apiRequest<{ results: SurveyResults }>('GET', `/api/surveys/${encodeURIComponent(poll.id)}/results`, { signal }).then((body) => body.results),
    refetchInterval: 2000,
  });
  const question = results.data?.questions[0];
  const options = question?.type === 'single_choice' ? question.options : [];
  const snippet = embedSnippet(window.location.origin, poll.id, poll);

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-primary/40 bg-card p-6">
      <h2 id={`${id}-h`} className="text-xl font-semibold tracking-tight">
        {S.liveHeading}
      </h2>
      <p className="mt-2 text-muted-foreground">{poll.mode === 'tab' ? S.liveTab : poll.exitIntent && poll.delay === null ? S.liveExit : S.livePoll(poll.delay ?? 0)}</p>
      <div className="mt-6">
        <h3 className="font-semibold">{S.countHeading(poll.question)}</h3>
        <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
          {results.data ? S.count(results.data.responses.complete) : results.isError ? S.countFailed : S.countLoading}
        </p>
        {options.length > 0 && (
          <ul className="mt-3 grid gap-2">
            {options.map((option) => (
              <li key={option.id} className="flex items-center justify-between gap-4 rounded-md border border-border px-3 py-2 text-sm">
                <span>{option.label}</span>
                <span className="font-semibold tabular-nums">{option.count}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-6">
        <EmbedCode snippet={snippet}>
          <p className="text-sm text-muted-foreground">{S.snippetNote}</p>
        </EmbedCode>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-border pt-6">
        <a className="text-sm font-medium text-primary underline-offset-4 hover:underline" href={`/survey/${encodeURIComponent(poll.id)}`}>
          {S.answerPage}
        </a>
        <Button variant="ghost" onClick={onReset}>
          {S.another}
        </Button>
      </div>
    </section>
  );
}

function Explanations() {
  const size = useQuery({ queryKey: [WIDGET_PATH, 'size'], queryFn: measureWidget });
  return (
    <section className="grid gap-6">
      {S.explanations.map((item) => (
        <div key={item.heading}>
          <h2 className="text-xl font-semibold tracking-tight">{item.heading}</h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">{item.text}</p>
        </div>
      ))}
      <div>
        <h2 className="text-xl font-semibold tracking-tight">{S.sizeHeading}</h2>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          {size.data ? S.size(kb(size.data.gzipped), kb(size.data.raw)) : size.isError ? S.sizeFailed : S.sizeMeasuring}
        </p>
      </div>
    </section>
  );
}
