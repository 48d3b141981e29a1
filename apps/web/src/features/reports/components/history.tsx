import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { domainHistoryQuery } from '../api';
import { HISTORY_STRINGS as S } from '../strings-detailed';

/** The owner's other analyses of this domain, newest first, each linking to its report. */
export function DomainHistory({ domain, syntheticId, reportPath }: { domain: string; syntheticId: string; reportPath: string }) {
  const query = useQuery(domainHistoryQuery(domain));
  const others = query.data?.analyses.filter((analysis) => analysis.syntheticId !== syntheticId) ?? [];
  return (
    <section aria-labelledby="history-heading" className="print:hidden">
      <h2 id="history-heading" className="text-xl font-semibold">
        {S.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.lead}</p>
      {query.isPending ? (
        <Spinner className="mt-4" />
      ) : query.isError ? (
        <p className="mt-4 text-sm text-destructive">{S.error}</p>
      ) : others.length === 0 ? (
        <p className="mt-4 text-sm">{S.empty}</p>
      ) : (
        <ol className="mt-4 divide-y divide-border rounded-xl border border-border bg-card">
          {others.map((analysis) => {
            const to =
              analysis.status === 'completed'
                ? `${reportPath}/${analysis.syntheticId}`
                : `/waitlist?${new URLSearchParams({ domain: analysis.domain, syntheticId: analysis.syntheticId, analysisStarted: 'true' }).toString()}`;
            const date = new Date(analysis.finishedAt ?? analysis.createdAt);
            return (
              <li key={analysis.syntheticId}>
                <Link to={to} className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-muted/60">
                  <time dateTime={date.toISOString()} className="text-sm">
                    {date.toLocaleString()}
                  </time>
                  <span className="shrink-0 text-sm">
                    {analysis.status === 'completed' && analysis.scores?.overall != null ? (
                      <span className="font-semibold tabular-nums">{S.overall(analysis.scores.overall)}</span>
                    ) : (
                      <span className="text-muted-foreground">{S.status[analysis.status]}</span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
