import type { AgentRunResponse } from '@sightline/shared/agents/schema';
import { rankFriction } from '../journey';
import { runLabel } from './journey-map';

/** Every friction point the runs met, worst first, with where each was seen and its guide. */
export function FrictionRanking({ runs }: { runs: AgentRunResponse[] }) {
  const ranked = rankFriction(runs.map((entry) => entry.run));
  const labels = new Map(runs.map((entry) => [entry.run.id, runLabel(entry.run)]));
  return (
    <section aria-labelledby="friction-ranked" className="mt-10">
      <h2 id="friction-ranked" className="text-xl font-semibold">
        Friction points, ranked
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">By severity, then by how often these runs met it, then by how early. Dead ends and errors count as medium: each costs the visitor a step.</p>
      {ranked.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">None of these runs met friction the agent can name.</p>
      ) : (
        <ol className="mt-3 grid gap-2" data-testid="friction-ranked">
          {ranked.map((entry, index) => (
            <li key={entry.key} className="rounded-xl border border-border bg-card p-4 text-sm">
              <p className="font-medium">{`${index + 1}. ${entry.title}`}<span className="ml-2 text-xs font-normal text-muted-foreground">{`${entry.severity} · met ${entry.seenIn.length === 1 ? 'once' : `${entry.seenIn.length} times`}, in ${new Set(entry.seenIn.map((seen) => seen.runId)).size} of ${runs.length} ${runs.length === 1 ? 'run' : 'runs'}`}</span></p>
              <p className="mt-1 text-muted-foreground">{entry.detail}</p>
              <p className="mt-1 text-xs text-muted-foreground">{entry.seenIn.map((seen) => `${labels.get(seen.runId) ?? ''}${seen.stepIndex === null ? '' : `, step ${seen.stepIndex}`}`).join(' · ')}</p>
              {entry.guide && (
                <a className="mt-1 inline-block font-medium text-primary underline underline-offset-4" href={entry.guide}>
                  Guide: why it matters and how to fix it
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
