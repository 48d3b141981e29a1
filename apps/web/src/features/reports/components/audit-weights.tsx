import { listedCategories } from '../report-format';
import { REPORT_STRINGS as S } from '../strings';
import type { Report } from '../types';

/**
 * The audit weights the score explanation refers to, at the end of the report: per category, the
 * checks of each weight, heaviest first, as running text so that a hundred axe rules take a few lines.
 */
export function AuditWeights({ report }: { report: Report }) {
  const categories = listedCategories(report.scores).map((category) => {
    const byWeight = new Map<number, string[]>();
    for (const [id, weight] of Object.entries(report.scoring.weights[category] ?? {})) {
      if (weight > 0) byWeight.set(weight, [...(byWeight.get(weight) ?? []), id]);
    }
    return { category, groups: [...byWeight].sort(([a], [b]) => b - a).map(([weight, ids]) => ({ weight, ids: ids.sort() })) };
  }).filter(({ groups }) => groups.length > 0);
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="audit-weights-heading" className="text-xs" data-testid="audit-weights">
      <h2 id="audit-weights-heading" className="text-base font-semibold">
        {S.auditWeights}
      </h2>
      <p className="mt-1 text-muted-foreground">{S.auditWeightsLead}</p>
      <dl className="mt-2 space-y-1.5">
        {categories.map(({ category, groups }) => (
          <div key={category}>
            <dt className="inline font-semibold">{S.categories[category] ?? category}: </dt>
            <dd className="inline text-muted-foreground [overflow-wrap:anywhere]">
              {groups.map(({ weight, ids }) => `${S.weightGroup(weight)} ${ids.join(', ')}`).join('; ')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
