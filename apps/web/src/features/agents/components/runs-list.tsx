import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { agentRunsQuery } from '../api';
import { formatMs, PERSONA_LABELS, TASK_LABELS } from '../strings';
import { RunBadge } from './run-badge';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The visitor's agent runs, newest first, each with its outcome and where to watch it or read its journey. */
export function RunsList() {
  const runs = useQuery(agentRunsQuery());
  return (
    <section aria-labelledby="agent-runs-title" className="mt-10">
      <h2 id="agent-runs-title" className="text-lg font-semibold">
        Your runs
      </h2>
      {runs.isPending && <p className="mt-3 text-sm text-muted-foreground">Loading your runs…</p>}
      {runs.error && <p className="mt-3 text-sm text-destructive">{`Your runs could not be read: ${runs.error.message}`}</p>}
      {runs.data?.length === 0 && <p className="mt-3 text-sm text-muted-foreground">No runs yet: the runs you start in this browser, or signed in, are listed here.</p>}
      {runs.data && runs.data.length > 0 && (
        <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-card" data-testid="agent-runs">
          {runs.data.map((run) => (
            <li key={run.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="block font-medium [overflow-wrap:anywhere]">{`${TASK_LABELS[run.task].title} on ${run.domain}`}</span>
                <span className="block text-xs text-muted-foreground">
                  {[PERSONA_LABELS[run.persona].title, when(run.createdAt), run.durationMs === null ? null : formatMs(run.durationMs), run.findings ? `${run.findings.actions} actions` : null].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="flex shrink-0 flex-wrap items-center gap-3 text-sm">
                <RunBadge run={run} />
                <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/agent-mode-demo?run=${run.id}`} aria-label={`Watch: ${TASK_LABELS[run.task].title} on ${run.domain}, ${PERSONA_LABELS[run.persona].title}`}>
                  Watch
                </Link>
                {run.status === 'completed' && (
                  <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/customer-journey-demo?runs=${run.id}`} aria-label={`Journey map: ${TASK_LABELS[run.task].title} on ${run.domain}, ${PERSONA_LABELS[run.persona].title}`}>
                    Journey map
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
