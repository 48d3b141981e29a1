import { cn } from '../../../lib/utils';
import { wcagBreakdown, type WcagResult, type WcagRow } from '../comprehensive';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import type { Report } from '../types';
import type { WcagLevel } from '../wcag-criteria';

// Fixed like severity: white-label accents never recolour a result.
const RESULT_CLASS: Record<WcagResult, string> = {
  failed: 'bg-red-100 text-red-900',
  review: 'bg-amber-100 text-amber-900',
  passed: 'bg-emerald-100 text-emerald-900',
};

const LEVELS: WcagLevel[] = ['A', 'AA', 'AAA'];

function LevelSummary({ rows }: { rows: WcagRow[] }) {
  const items = LEVELS.map((level) => {
    const tested = rows.filter((row) => row.level === level);
    return { level, tested: tested.length, failing: tested.filter((row) => row.result === 'failed').length };
  }).filter((item) => item.tested > 0);
  return (
    <ul className="mt-4 flex flex-wrap gap-2 text-sm">
      {items.map((item) => (
        <li key={item.level} className="rounded-lg border border-border bg-card px-3 py-1.5">
          {S.wcagSummary(item.level, item.failing, item.tested)}
        </li>
      ))}
    </ul>
  );
}

/** Findings per WCAG success criterion, with its level and the worst result across the site. */
export function WcagBreakdown({ report }: { report: Report }) {
  const rows = wcagBreakdown(report);
  return (
    <section aria-labelledby="wcag-heading" className="break-before-page">
      <h2 id="wcag-heading" className="text-xl font-semibold text-primary">
        {S.wcagHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.wcagLead}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm">{S.wcagNone}</p>
      ) : (
        <>
          <LevelSummary rows={rows} />
          {/* Scrolls sideways on a phone: focusable so it can be scrolled with the keyboard too. */}
          <div tabIndex={0} aria-labelledby="wcag-heading" className="mt-4 overflow-x-auto rounded-xl border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring print:overflow-visible">
            <table className="w-full min-w-[36rem] text-left text-sm print:min-w-0">
              <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {S.wcagCriterion}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {S.wcagLevel}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {S.wcagStatus}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {S.wcagFindings}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((row) => (
                  <tr key={row.criterion} className="break-inside-avoid align-top" data-testid="wcag-row">
                    <th scope="row" className="px-3 py-2 font-medium">
                      <span className="tabular-nums">{row.criterion}</span>
                      {row.name && <span className="block font-normal text-muted-foreground">{row.name}</span>}
                    </th>
                    <td className="px-3 py-2">{row.level ?? S.wcagUnknownLevel}</td>
                    <td className="px-3 py-2">
                      <span className={cn('inline-flex rounded px-2 py-0.5 text-xs font-semibold', RESULT_CLASS[row.result])}>{S.wcagStatusText[row.result]}</span>
                    </td>
                    <td className="px-3 py-2">
                      <ul className="space-y-0.5">
                        {row.checks.map((check) => (
                          <li key={check.id} className="[overflow-wrap:anywhere]">
                            {check.title}
                            {check.result === 'failed' && check.pages > 0 && <span className="text-muted-foreground"> · {S.issuePages(check.pages)}</span>}
                            {/* A criterion shows its worst result; its other checks say theirs. */}
                            {check.result !== row.result && <span className="text-muted-foreground"> · {S.wcagStatusText[check.result].toLowerCase()}</span>}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
