import type { AgentRunSummary } from '@sightline/shared/agents/schema';
import { formatMs, STOP_REASONS } from '../strings';

const SEVERITY_CLASSES = { high: 'border-red-700/30 bg-red-50 text-red-900', medium: 'border-amber-700/30 bg-amber-50 text-amber-900', low: 'border-border bg-muted text-foreground' } as const;

/** A finished run's result: outcome, path against the shortest, time, dead ends, errors and friction findings with their guides. */
export function RunOutcome({ run }: { run: AgentRunSummary }) {
  const findings = run.findings;
  if (run.status === 'failed') {
    return (
      <section aria-labelledby="outcome-title" className="rounded-xl border border-red-700/30 bg-red-50 p-5 text-red-950">
        <h2 id="outcome-title" className="text-lg font-semibold">
          The run could not finish
        </h2>
        <p className="mt-1 text-sm">{run.error ?? 'It stopped without saying why.'}</p>
      </section>
    );
  }
  if (run.status !== 'completed' || !findings) return null;
  const success = run.outcome === 'success';
  return (
    <section aria-labelledby="outcome-title" className="rounded-xl border border-border bg-card p-5 shadow-sm" data-testid="agent-outcome">
      <h2 id="outcome-title" className="text-lg font-semibold">
        {success ? 'Task done' : 'Task not done'}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{`The agent ${STOP_REASONS[findings.stopReason] ?? findings.stopReason}${findings.evidence ? `: ${findings.evidence}` : '.'}`}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Actions</dt>
          <dd className="font-semibold">{findings.shortestPath === null ? findings.actions : `${findings.actions} (shortest ${findings.shortestPath})`}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Time</dt>
          <dd className="font-semibold">{run.durationMs === null ? '—' : formatMs(run.durationMs)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Dead ends</dt>
          <dd className="font-semibold">{findings.deadEnds.length}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Errors</dt>
          <dd className="font-semibold">{findings.errors.length}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">{`Actions chosen by ${run.decisionMaker === 'heuristic' ? 'the agent’s own scoring (no language model)' : (run.decisionMaker ?? 'the agent')}. Limits: ${findings.limits.maxSteps} steps, ${formatMs(findings.limits.timeLimitMs)}.`}</p>
      {(findings.deadEnds.length > 0 || findings.errors.length > 0) && (
        <ul className="mt-3 list-disc pl-5 text-sm">
          {findings.deadEnds.map((deadEnd) => (
            <li key={`d${deadEnd.stepIndex}`}>{`Dead end at step ${deadEnd.stepIndex}: ${deadEnd.reason}`}</li>
          ))}
          {findings.errors.map((error, index) => (
            <li key={`e${index}`}>{`Error${error.stepIndex === null ? '' : ` at step ${error.stepIndex}`}: ${error.message}`}</li>
          ))}
        </ul>
      )}
      <h3 className="mt-5 font-semibold">Friction</h3>
      {findings.frictionFindings.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">The agent met no friction it can name on this path.</p>
      ) : (
        <ul className="mt-2 grid gap-2" data-testid="friction-findings">
          {findings.frictionFindings.map((friction) => (
            <li key={`${friction.id}-${friction.stepIndex}`} className="rounded-lg border border-border p-3 text-sm">
              <span className={`mr-2 rounded-full border px-2 py-0.5 text-xs font-medium ${SEVERITY_CLASSES[friction.severity]}`}>{friction.severity}</span>
              <span className="font-medium">{friction.title}</span>
              <p className="mt-1 text-muted-foreground">{friction.detail}</p>
              <a className="mt-1 inline-block font-medium text-primary underline underline-offset-4" href={friction.guide}>
                {`Guide: why it matters and how to fix it`}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
