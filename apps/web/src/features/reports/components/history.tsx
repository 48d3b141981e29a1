import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { domainHistoryQuery } from '../api';
import { HISTORY_STRINGS as S } from '../strings-detailed';

/** The owner's analyses of this domain, newest first, each but this one linking to its report. */
export function DomainHistory({ domain, syntheticId, reportPath }: { domain: string; syntheticId: string; reportPath: string }) {
  const query = useQuery(domainHistoryQuery(domain));
  const analyses = query.data?.analyses ?? [];
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
      ) : analyses.every((analysis) => analysis.syntheticId === syntheticId) ? (
        <p className="mt-4 text-sm">{S.empty}</p>
      ) : (
        <ol aria-labelledby="history-heading" className="mt-4 divide-y divide-border rounded-xl border border-border bg-card">
          {analyses.map((analysis) => {
            const current = analysis.syntheticId === syntheticId;
            const date = new Date(analysis.finishedAt ?? analysis.createdAt);
            const content = (
              <>
                <span className="min-w-0">
                  <time dateTime={date.toISOString()} className="block text-sm">
                    {date.toLocaleString()}
                  </time>
                  {current && <span className="block text-xs font-medium text-primary">{S.current}</span>}
                </span>
                <span className="shrink-0 text-sm">
                  {analysis.status === 'completed' && analysis.scores?.overall != null ? (
                    <span className="font-semibold tabular-nums">{S.overall(analysis.scores.overall)}</span>
                  ) : (
                    <span className="text-muted-foreground">{S.status[analysis.status]}</span>
                  )}
                </span>
              </>
            );
            const to =
              analysis.status === 'completed'
                ? `${reportPath}/${analysis.syntheticId}`
                : `/waitlist?${new URLSearchParams({ domain: analysis.domain, syntheticId: analysis.syntheticId, analysisStarted: 'true' }).toString()}`;
            return (
              <li key={analysis.syntheticId}>
                {current ? (
                  <div aria-current="page" className="flex items-center justify-between gap-4 bg-muted/40 px-4 py-3">
                    {content}
                  </div>
                ) : (
                  <Link to={to} className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-muted/60">
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
