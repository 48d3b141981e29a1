import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { agentRunQuery } from '../../features/agents/api';
import { RunBadge } from '../../features/agents/components/run-badge';
import { RunOutcome } from '../../features/agents/components/run-outcome';
import { StartRunForm } from '../../features/agents/components/start-run-form';
import { StepCard } from '../../features/agents/components/step-card';
import { PERSONA_LABELS, TASK_LABELS } from '../../features/agents/strings';
import { useAgentRunEvents } from '../../features/agents/use-agent-run-events';
import { DataRouteError } from '../../features/layout/data-route-error';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /agent-mode-demo: start a run and watch it (?run={id}): steps stream in over SSE with their screenshots, then the outcome. */
export function AgentModeDemoPage() {
  useDocumentTitle('Agent mode');
  const runId = useSearchParams()[0].get('run');
  const navigate = useNavigate();
  if (runId) return <LiveRun id={runId} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance">Watch an agent try your site</h1>
      <p className="mt-3 text-muted-foreground">
        Give it a site, a task and a persona. Each step appears here as it happens: the screenshot with what it acted on boxed in red, what it did, why, and how long it took.
      </p>
      <div className="mt-8">
        <StartRunForm submitLabel="Start and watch" onStarted={(run) => void navigate(`/agent-mode-demo?run=${run.id}`)} />
      </div>
      <p className="mt-6 text-sm text-muted-foreground">
        Earlier runs are listed on <Link to="/agents" className="font-medium text-primary underline underline-offset-4">Task agents</Link>.
      </p>
    </div>
  );
}

function LiveRun({ id }: { id: string }) {
  const query = useQuery(agentRunQuery(id));
  const live = query.data !== undefined && (query.data.run.status === 'queued' || query.data.run.status === 'running');
  useAgentRunEvents(id, live);
  // The loader read the run; a failed read is the route's error state (AgentRunError).
  if (query.error) throw query.error;
  if (query.isPending) return <p className="mx-auto max-w-5xl px-4 py-10 text-muted-foreground">Loading the run…</p>;
  const { run, steps, assetToken } = query.data;
  const task = TASK_LABELS[run.task];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-medium text-muted-foreground">{`${PERSONA_LABELS[run.persona].title} · ${run.domain}`}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance">{task.title}</h1>
      <p className="mt-2 text-muted-foreground">{task.goal}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm" aria-live="polite" data-testid="run-status">
        <RunBadge run={run} />
        <span>{live ? `${steps.length} ${steps.length === 1 ? 'step' : 'steps'} so far${run.attempts > 1 ? ` (attempt ${run.attempts}: the last one was interrupted)` : ''}` : `${steps.length} ${steps.length === 1 ? 'step' : 'steps'}`}</span>
        {run.status === 'completed' && (
          <Link className="font-medium text-primary underline underline-offset-4" to={`/customer-journey-demo?runs=${run.id}`}>
            Journey map
          </Link>
        )}
      </div>
      <div className="mt-6">
        <RunOutcome run={run} />
      </div>
      <h2 className="mt-8 text-lg font-semibold">Steps</h2>
      {steps.length === 0 && <p className="mt-2 text-sm text-muted-foreground">{run.status === 'queued' ? 'Waiting for a worker to start the run…' : 'Opening the site…'}</p>}
      <ol className="mt-3 grid gap-3" aria-label="Steps of the run">
        {steps.map((step, position) => (
          <StepCard key={step.index} runId={run.id} step={step} assetToken={assetToken} durationMs={Math.max(0, step.elapsedMs - (position === 0 ? 0 : steps[position - 1]!.elapsedMs))} />
        ))}
      </ol>
    </div>
  );
}

/** The page's error state: a run that is missing or not this visitor's, or one that could not be read. */
export function AgentRunError() {
  return (
    <DataRouteError
      missing={{ title: 'No such agent run', text: 'This run does not exist, or it was started in another browser or account: runs are seen only by whoever started them.' }}
      failedTitle="The run could not be loaded"
      back={{ to: '/agents', label: 'Task agents' }}
    />
  );
}
