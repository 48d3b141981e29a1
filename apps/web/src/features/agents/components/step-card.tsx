import type { AgentStep } from '@sightline/shared/agents/schema';
import { stepScreenshotUrl } from '../api';
import { ACTION_LABELS, formatMs } from '../strings';

/** "Clicked “Pricing” (link, in navigation)", or what a step without a target did. */
export function describeStep(step: AgentStep): string {
  const verb = ACTION_LABELS[step.action];
  if (step.action === 'type') return `${verb} “${step.value ?? ''}”${step.target ? ` into ${step.target.name ? `“${step.target.name}”` : `the ${step.target.role}`}` : ''}`;
  if (step.action === 'press' && step.value) return `${verb} ${step.value}${step.target ? ` on “${step.target.name}”` : ''}`;
  if (step.target) return `${verb} “${step.target.name || step.target.role}” (${step.target.role}${step.target.landmark ? `, in ${step.target.landmark}` : ''})`;
  return `${verb} ${step.title || step.url}`;
}

/** One step: its screenshot (the engine boxes the target in red), what it did, why, where and when. */
export function StepCard({ runId, step, assetToken, durationMs }: { runId: string; step: AgentStep; assetToken: string; durationMs: number }) {
  const description = describeStep(step);
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm md:grid-cols-[minmax(0,20rem)_1fr]" data-testid="agent-step">
      {step.screenshot ? (
        <a href={stepScreenshotUrl(runId, step.screenshot, assetToken)} target="_blank" rel="noreferrer" className="block self-start overflow-hidden rounded-md border border-border">
          <img src={stepScreenshotUrl(runId, step.screenshot, assetToken)} alt={`Step ${step.index}: ${description}${step.target?.box ? ', the target boxed in red' : ''}`} className="block h-auto w-full" loading="lazy" />
        </a>
      ) : (
        <p className="text-xs text-muted-foreground">No screenshot for this step.</p>
      )}
      <div className="min-w-0 text-sm">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{`Step ${step.index} · ${formatMs(step.elapsedMs)} in (this step ${formatMs(durationMs)})`}</p>
        <p className="mt-1 font-semibold text-foreground">{description}</p>
        <p className="mt-1 text-muted-foreground">{step.reason}</p>
        <p className="mt-2 truncate text-xs text-muted-foreground" title={step.url}>
          {step.url}
        </p>
        {step.score && step.score.terms.length > 0 && (
          <details className="mt-2 text-xs">
            <summary className="cursor-pointer text-primary">{`Why this one: score ${step.score.total} among ${step.score.candidates} controls`}</summary>
            <ul className="mt-1 list-disc pl-5 text-muted-foreground">
              {step.score.terms.map((term, index) => (
                <li key={index}>{`${term.points > 0 ? '+' : ''}${term.points} ${term.note}`}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </li>
  );
}
