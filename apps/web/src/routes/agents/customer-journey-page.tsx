import { useState, type FormEvent } from 'react';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AgentRunResponse } from '@sightline/shared/agents/schema';
import { Button } from '../../components/ui/button';
import { agentRunQuery, agentRunsQuery, fetchJourneyPdf } from '../../features/agents/api';
import { FrictionRanking } from '../../features/agents/components/friction-ranking';
import { JourneyMap, runLabel } from '../../features/agents/components/journey-map';
import { RunComparison } from '../../features/agents/components/run-comparison';
import { ATTENTION_LIMIT_MS } from '../../features/agents/journey';
import { TASK_LABELS } from '../../features/agents/strings';
import { markReportReady } from '../../features/reports/report-ready';
import { saveBlob } from '../../lib/download';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AgentRunError } from './agent-mode-demo-page';

/** The most runs one journey map compares (the server's PDF route takes as many). */
export const MAX_JOURNEY_RUNS = 4;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The run ids of `?runs=a,b`: valid ids only, each once, at most MAX_JOURNEY_RUNS. */
export function journeyRunIds(search: URLSearchParams): string[] {
  return [...new Set((search.get('runs') ?? '').split(',').filter((id) => UUID.test(id)))].slice(0, MAX_JOURNEY_RUNS);
}

/** /customer-journey-demo: pick finished runs, or (?runs=a,b) read their journey map, compared side by side, and export it as PDF. */
export function CustomerJourneyPage() {
  useDocumentTitle('Customer journeys');
  const ids = journeyRunIds(useSearchParams()[0]);
  return ids.length === 0 ? <PickRuns /> : <Journey ids={ids} />;
}

function Explanation() {
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      {`Feelings are inferred from what each run recorded at each step, never guessed: an error, a dead end or going back reads as frustrated, a high-severity friction finding too, a medium or low one as hesitant, a step longer than ${ATTENTION_LIMIT_MS / 1000} s (the wait after which attention goes elsewhere, Nielsen 1993) as waiting; the last step is satisfied when the task was done and “gave up” when not; everything else is neutral. The moments that matter are the first impression, the worst moment and the end, the moments the peak–end rule says a visit is remembered by (Kahneman et al. 1993).`}
    </p>
  );
}

function PickRuns() {
  const runs = useQuery(agentRunsQuery());
  const [chosen, setChosen] = useState<string[]>([]);
  const navigate = useNavigate();
  const finished = runs.data?.filter((run) => run.status === 'completed') ?? [];
  const toggle = (id: string) => setChosen((list) => (list.includes(id) ? list.filter((known) => known !== id) : [...list, id].slice(-MAX_JOURNEY_RUNS)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/customer-journey-demo?runs=${chosen.join(',')}`);
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance">Customer journeys</h1>
      <p className="mt-3 text-muted-foreground">
        A journey map built from task-agent runs: the stages of the task across the top, each run’s path through them with its steps and times, the feelings its friction suggests,
        the friction ranked and the moments that matter. Choose one run, or up to four to compare: the same task before and after a change, on two sites, or with different personas.
      </p>
      <Explanation />
      <form className="mt-8 rounded-xl border border-border bg-card p-5 shadow-sm" onSubmit={submit}>
        <fieldset>
          <legend className="font-semibold">Your finished runs</legend>
          {runs.isPending && <p className="mt-2 text-sm text-muted-foreground">Loading your runs…</p>}
          {runs.error && <p className="mt-2 text-sm text-destructive">{`Your runs could not be read: ${runs.error.message}`}</p>}
          {runs.data && finished.length === 0 && (
            <p className="mt-2 text-sm text-muted-foreground">
              No finished runs yet. <Link className="font-medium text-primary underline underline-offset-4" to="/agents">Start a task agent</Link> first.
            </p>
          )}
          <ul className="mt-3 grid gap-2">
            {finished.map((run) => (
              <li key={run.id}>
                <label className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-1" checked={chosen.includes(run.id)} onChange={() => toggle(run.id)} />
                  <span>
                    <span className="font-medium">{`${TASK_LABELS[run.task].title} · ${runLabel(run)}`}</span>
                    <span className="block text-muted-foreground">{`${run.outcome === 'success' ? 'Task done' : 'Task not done'} · ${new Date(run.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button type="submit" className="mt-4" disabled={chosen.length === 0}>
          {chosen.length > 1 ? `Compare ${chosen.length} runs` : 'Show the journey map'}
        </Button>
      </form>
    </div>
  );
}

function Journey({ ids }: { ids: string[] }) {
  const results = useQueries({ queries: ids.map((id) => agentRunQuery(id)) });
  const failed = results.find((result) => result.error);
  if (failed?.error) throw failed.error;
  const runs = results.map((result) => result.data).filter((data): data is AgentRunResponse => data !== undefined);
  const pdf = useMutation({ mutationFn: () => fetchJourneyPdf(ids), onSuccess: ({ blob, filename }) => saveBlob(blob, filename) });
  if (runs.length < ids.length) return <p className="mx-auto max-w-6xl px-4 py-10 text-muted-foreground">Loading the runs…</p>;
  const tasks = [...new Set(runs.map((entry) => entry.run.task))];
  const unfinished = runs.filter((entry) => entry.run.status !== 'completed');
  const mapped = runs.filter((entry) => entry.run.status === 'completed');
  return (
    <article ref={markReportReady} className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-balance">{tasks.length === 1 ? `Journey: ${TASK_LABELS[tasks[0]!].title}` : 'Journeys'}</h1>
          <p className="mt-2 text-muted-foreground">{runs.map((entry) => runLabel(entry.run)).join(' · ')}</p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
            {pdf.isPending ? 'Printing the PDF…' : 'Export PDF'}
          </Button>
          <Link to="/customer-journey-demo" className="inline-flex h-10 items-center px-3 text-sm font-medium text-primary underline underline-offset-4">
            Choose other runs
          </Link>
        </div>
      </div>
      {pdf.error && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {pdf.error.message}
        </p>
      )}
      <Explanation />
      {unfinished.length > 0 && (
        <p className="mt-4 rounded-lg border border-amber-700/30 bg-amber-50 p-3 text-sm text-amber-950">
          {`Not on the map until they finish: ${unfinished.map((entry) => runLabel(entry.run)).join(', ')}. `}
          <Link className="font-medium underline underline-offset-4" to={`/agent-mode-demo?run=${unfinished[0]!.run.id}`}>
            Watch it
          </Link>
        </p>
      )}
      {tasks.map((task) => {
        const ofTask = mapped.filter((entry) => entry.run.task === task);
        return ofTask.length === 0 ? null : <JourneyMap key={task} runs={ofTask} />;
      })}
      <FrictionRanking runs={mapped} />
      {mapped.length > 1 && <RunComparison runs={mapped} />}
    </article>
  );
}

export { AgentRunError as CustomerJourneyError };
