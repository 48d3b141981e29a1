import { cn } from '../../../lib/utils';
import { wcagBreakdown, type WcagRow } from '../comprehensive';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import type { Report } from '../types';
import { verdictAt, WCAG_LEVELS, wcagTargetOf, type WcagLevel, type WcagVerdict } from '../wcag-criteria';

// Fixed like severity: white-label accents never recolour a result.
const RESULT_CLASS: Record<WcagVerdict, string> = {
  failed: 'bg-red-100 text-red-900',
  review: 'bg-amber-100 text-amber-900',
  passed: 'bg-emerald-100 text-emerald-900',
  beyond: 'bg-slate-100 text-slate-800',
};

function LevelSummary({ rows, target }: { rows: WcagRow[]; target: WcagLevel }) {
  const items = WCAG_LEVELS.map((level) => {
    const tested = rows.filter((row) => row.level === level);
    const notMet = tested.filter((row) => row.result === 'failed').length;
    const beyond = WCAG_LEVELS.indexOf(level) > WCAG_LEVELS.indexOf(target);
    return { level, tested: tested.length, text: beyond ? S.wcagSummaryBeyond(level, target, notMet, tested.length) : S.wcagSummary(level, notMet, tested.length) };
  }).filter((item) => item.tested > 0);
  return (
    <ul className="mt-4 flex flex-wrap gap-2 text-sm">
      {items.map((item) => (
        <li key={item.level} className="rounded-lg border border-border bg-card px-3 py-1.5">
          {item.text}
        </li>
      ))}
    </ul>
  );
}

/** Findings per WCAG success criterion, with its level and the worst result across the site, judged against the report's target. */
export function WcagBreakdown({ report }: { report: Report }) {
  const rows = wcagBreakdown(report);
  const target = wcagTargetOf(report);
  return (
    <section aria-labelledby="wcag-heading" className="break-before-page">
      <h2 id="wcag-heading" className="text-xl font-semibold text-primary">
        {S.wcagHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.wcagLead}</p>
      <p className="mt-1 text-sm text-muted-foreground">{S.wcagTarget(target)}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm">{S.wcagNone}</p>
      ) : (
        <>
          <LevelSummary rows={rows} target={target} />
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
                {rows.map((row) => {
                  const verdict = verdictAt(row.result, row.criterion, target);
                  return (
                    <tr key={row.criterion} className="break-inside-avoid align-top" data-testid="wcag-row">
                      <th scope="row" className="px-3 py-2 font-medium">
                        <span className="tabular-nums">{row.criterion}</span>
                        {row.name && <span className="block font-normal text-muted-foreground">{row.name}</span>}
                      </th>
                      <td className="px-3 py-2">{row.level ?? S.wcagUnknownLevel}</td>
                      <td className="px-3 py-2">
                        <span className={cn('inline-flex rounded px-2 py-0.5 text-xs font-semibold', RESULT_CLASS[verdict])}>{S.wcagStatusText[verdict]}</span>
                      </td>
                      <td className="px-3 py-2">
                        <ul className="space-y-0.5">
                          {row.checks.map((check) => {
                            const checkVerdict = verdictAt(check.result, row.criterion, target);
                            return (
                              <li key={check.id} className="[overflow-wrap:anywhere]">
                                {check.title}
                                {check.result === 'failed' && check.pages > 0 && <span className="text-muted-foreground"> · {S.issuePages(check.pages)}</span>}
                                {/* A criterion shows its worst result; its other checks say theirs. */}
                                {checkVerdict !== verdict && <span className="text-muted-foreground"> · {S.wcagStatusText[checkVerdict].toLowerCase()}</span>}
                              </li>
                            );
                          })}
                        </ul>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
