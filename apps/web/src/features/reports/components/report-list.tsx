import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useAuth } from '../../auth/auth-context';
import { myAnalysesQuery } from '../api';
import { REPORT_STRINGS as S } from '../strings';

function ListFrame({ children }: { children: ReactNode }) {
  const { user, openSignIn } = useAuth();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{S.listTitle}</h1>
      <p className="mt-3 text-muted-foreground">{S.listLead(user !== null)}</p>
      {!user && (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => openSignIn('signin')}>
          {S.listSignIn}
        </Button>
      )}
      {children}
    </div>
  );
}

export function ReportListError() {
  return (
    <ListFrame>
      <p className="mt-8 text-destructive">{S.listError}</p>
    </ListFrame>
  );
}

const started = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The reports this visitor may open, as the server sees it (this browser's analyses, and the signed-in account's). */
export function ReportList({ reportPath }: { reportPath: string }) {
  const { analyses } = useSuspenseQuery(myAnalysesQuery()).data;
  return (
    <ListFrame>
      {analyses.length === 0 ? (
        <div className="mt-8">
          <p>{S.listEmpty}</p>
          <Link to="/" className={`${buttonVariants()} mt-4`}>
            {S.runAnalysis}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-border rounded-xl border border-border bg-card">
          {analyses.map((analysis) => {
            const to =
              analysis.status === 'completed'
                ? `${reportPath}/${analysis.syntheticId}`
                : `/waitlist?${new URLSearchParams({ domain: analysis.domain, syntheticId: analysis.syntheticId, analysisStarted: 'true' }).toString()}`;
            return (
              <li key={analysis.syntheticId}>
                <Link to={to} className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-muted/60">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{analysis.domain}</span>
                    <span className="block text-xs text-muted-foreground">{S.listStarted(started(analysis.createdAt))}</span>
                  </span>
                  <span className="shrink-0 text-sm">
                    {analysis.status === 'completed' && analysis.scores?.overall != null ? (
                      <span className="font-semibold tabular-nums">{S.listScore(analysis.scores.overall)}</span>
                    ) : (
                      <span className="text-muted-foreground">{S.statusLabel[analysis.status]}</span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </ListFrame>
  );
}
