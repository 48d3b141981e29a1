import type { AgentRunResponse } from '@sightline/shared/agents/schema';
import { formatMs, PERSONA_LABELS, TASK_LABELS } from '../strings';

/** Runs side by side (before and after a change, two sites, two personas): one column each, one row per measure. */
export function RunComparison({ runs }: { runs: AgentRunResponse[] }) {
  const rows: Array<[string, (entry: AgentRunResponse) => string]> = [
    ['Site', (entry) => entry.run.domain],
    ['Task', (entry) => TASK_LABELS[entry.run.task].title],
    ['Persona', (entry) => PERSONA_LABELS[entry.run.persona].title],
    ['Run on', (entry) => new Date(entry.run.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })],
    ['Outcome', (entry) => (entry.run.outcome === 'success' ? 'Task done' : 'Task not done')],
    ['Actions', (entry) => (entry.run.findings ? `${entry.run.findings.actions}${entry.run.findings.shortestPath === null ? '' : ` (shortest ${entry.run.findings.shortestPath})`}` : '—')],
    ['Time', (entry) => (entry.run.durationMs === null ? '—' : formatMs(entry.run.durationMs))],
    ['Dead ends', (entry) => String(entry.run.findings?.deadEnds.length ?? 0)],
    ['Errors', (entry) => String(entry.run.findings?.errors.length ?? 0)],
    ['Friction findings', (entry) => String(entry.run.findings?.frictionFindings.length ?? 0)],
  ];
  return (
    <section aria-labelledby="compare-title" className="mt-10">
      <h2 id="compare-title" className="text-xl font-semibold">
        Side by side
      </h2>
      <div className="mt-3 overflow-x-auto rounded-xl border border-border bg-card" tabIndex={0} role="region" aria-label="Runs side by side, scrolls sideways">
        <table className="w-full border-collapse text-left text-sm" data-testid="run-comparison">
          <thead>
            <tr className="border-b border-border bg-muted/60">
              <td className="px-3 py-2" />
              {runs.map((entry, index) => (
                <th key={entry.run.id} scope="col" className="px-3 py-2 font-semibold">
                  {`Run ${String.fromCharCode(65 + index)}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-b border-border last:border-b-0">
                <th scope="row" className="px-3 py-2 font-medium text-muted-foreground">
                  {label}
                </th>
                {runs.map((entry) => (
                  <td key={entry.run.id} className="px-3 py-2">
                    {value(entry)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
