import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { rankReason, topFixes } from '../findings';
import { REPORT_STRINGS as S } from '../strings';
import type { Report } from '../types';
import { FixEvidence } from './fix-evidence';
import { SeverityBadge } from './severity-badge';

interface TopFixesProps {
  report: Report;
  syntheticId: string;
  assetToken: string;
  /** Where every finding is listed (the comprehensive view this visitor may open), if anywhere. */
  comprehensivePath?: string | null;
}

export function TopFixes({ report, syntheticId, assetToken, comprehensivePath }: TopFixesProps) {
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
          {fixes.map((fix, index) => {
            const { finding, pages, elements, alsoReportedAs, question } = fix;
            return (
              <li key={finding.id} className="break-inside-avoid rounded-xl border border-border bg-card p-4" data-testid="top-fix" data-finding-id={finding.id}>
                <div className="flex items-start gap-3">
                  <span className="mt-0.5 w-5 shrink-0 text-sm font-semibold tabular-nums text-muted-foreground">{index + 1}.</span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      {question ? (
                        <span className="inline-flex shrink-0 rounded border border-border px-2 py-0.5 text-xs font-semibold text-muted-foreground">{S.contextualBadge}</span>
                      ) : (
                        <SeverityBadge severity={finding.severity} />
                      )}
                      <h3 className="font-medium [overflow-wrap:anywhere]">{question ?? finding.title}</h3>
                    </div>
                    <p className="mt-1 text-xs text-muted-foreground">
                      {S.categories[finding.category] ?? finding.category} · {pages === 0 ? S.rankSite : S.affectedPages(pages)}
                      {/* Audits that count elements say so in their display value already. */}
                      {elements > 0 && !finding.displayValue && ` · ${S.affectedElements(elements)}`}
                      {finding.displayValue && ` · ${finding.displayValue}`}
                    </p>
                    <p className="mt-1 text-xs text-muted-foreground [overflow-wrap:anywhere]" data-testid="rank-reason">
                      <span className="font-medium text-foreground">{S.whyRank}: </span>
                      {rankReason(fix, report.pages.length)}
                    </p>
                    {question && <p className="mt-2 text-sm [overflow-wrap:anywhere]">{S.contextualNote(finding.title)}</p>}
                    <p className="mt-2 text-sm [overflow-wrap:anywhere]">{finding.recommendation}</p>
                    <FixEvidence fix={fix} report={report} syntheticId={syntheticId} assetToken={assetToken} />
                    {alsoReportedAs.length > 0 && <p className="mt-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">{S.alsoReportedAs(alsoReportedAs)}</p>}
                    {finding.guide && (
                      <Link to={finding.guide} className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline print:hidden" aria-label={`${S.guide}: ${question ?? finding.title}`}>
                        <BookOpen className="size-3.5" aria-hidden="true" />
                        {S.guide}
                      </Link>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {comprehensivePath && fixes.length > 0 && (
        <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm print:hidden">
          <span className="text-muted-foreground">{S.allFindings}</span>
          <Link to={comprehensivePath} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            {S.openComprehensive}
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        </p>
      )}
    </section>
  );
}
