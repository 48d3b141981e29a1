import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { topFixes } from '../findings';
import { REPORT_STRINGS as S } from '../strings';
import type { Report } from '../types';
import { SeverityBadge } from './severity-badge';

export function TopFixes({ report }: { report: Report }) {
  const fixes = topFixes(report);
  return (
    <section aria-labelledby="fixes-heading">
      <h2 id="fixes-heading" className="text-xl font-semibold">
        {S.fixesHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.fixesLead}</p>
      {fixes.length === 0 ? (
        <p className="mt-4 text-sm">{S.fixesNone}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {fixes.map(({ finding, pages, elements, alsoReportedAs }, index) => (
            <li key={finding.id} className="break-inside-avoid rounded-xl border border-border bg-card p-4">
              <div className="flex items-start gap-3">
                <span className="mt-0.5 w-5 shrink-0 text-sm font-semibold tabular-nums text-muted-foreground">{index + 1}.</span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <SeverityBadge severity={finding.severity} />
                    <h3 className="font-medium [overflow-wrap:anywhere]">{finding.title}</h3>
                  </div>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {S.categories[finding.category] ?? finding.category} · {S.affectedPages(pages)}
                    {/* Audits that count elements say so in their display value already. */}
                    {elements > 0 && !finding.displayValue && ` · ${S.affectedElements(elements)}`}
                    {finding.displayValue && ` · ${finding.displayValue}`}
                  </p>
                  <p className="mt-2 text-sm [overflow-wrap:anywhere]">{finding.recommendation}</p>
                  {alsoReportedAs.length > 0 && <p className="mt-1 text-xs text-muted-foreground [overflow-wrap:anywhere]">{S.alsoReportedAs(alsoReportedAs)}</p>}
                  {finding.guide && (
                    <Link to={finding.guide} className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline print:hidden">
                      <BookOpen className="size-3.5" aria-hidden="true" />
                      {S.guide}
                    </Link>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
