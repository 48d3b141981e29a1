import { listedCategories } from '../report-format';
import type { Report } from '../types';
import { REPORT_STRINGS as S } from '../strings';
import { ScoreRing } from './score-ring';

export function CategoryScores({ report }: { report: Report }) {
  const order = listedCategories(report.scores);
  return (
    <section aria-labelledby="scores-heading" className="rounded-xl border border-border bg-card p-5 sm:p-6">
      <h2 id="scores-heading" className="sr-only">
        Scores
      </h2>
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
        <div className="flex flex-col items-center gap-2">
          <ScoreRing score={report.scores.overall ?? null} size="lg" label={S.overall} />
          <span className="text-sm font-medium">{S.overall}</span>
        </div>
        {/* A label beside its ring needs ring, gap and "Accessibility" in one column: two columns
            below lg (A4 paper included), three above; a phone puts the label under the ring. */}
        <ul className="grid w-full grid-cols-3 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {order.map((category) => {
            const score = report.scores[category] ?? null;
            return (
              <li key={category} className="flex flex-col items-center gap-2 text-center sm:flex-row sm:gap-3 sm:text-left" title={score === null ? S.notMeasuredHelp : undefined}>
                <ScoreRing score={score} label={S.categories[category] ?? category} />
                <span className="min-w-0 text-sm">
                  <span className="block font-medium">{S.categories[category] ?? category}</span>
                  {score === null && <span className="text-xs text-muted-foreground">{S.notMeasured}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      {/* Opened for print by markReportReady. */}
      <details className="mt-5 rounded-lg bg-muted/60 p-4 text-sm">
        <summary className="cursor-pointer font-medium text-primary">{S.scoringToggle}</summary>
        <p className="mt-3 whitespace-pre-line text-muted-foreground">{report.scoring.formula}</p>
        {report.scoring.categoryWeights && (
          <>
            <h3 className="mt-3 font-medium">{S.categoryWeights}</h3>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
              {order.filter((category) => report.scoring.categoryWeights?.[category] !== undefined).map((category) => (
                <li key={category}>
                  {S.categories[category] ?? category}: {report.scoring.categoryWeights?.[category]}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-3 text-muted-foreground">{S.auditWeightsWhere}</p>
      </details>
    </section>
  );
}
