import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import type { User } from '../../auth/auth-api';
import { useAuth } from '../../auth/auth-context';
import { biasReportsQuery } from '../../bias/api';
import { biasReportEntry } from '../../bias/report-links';
import { sessionsQuery } from '../../sessions/api';
import { SessionListItem } from '../../sessions/components/session-list-item';
import { browserAnalysesQuery, claimBrowserAnalyses, myAnalysesQuery } from '../api';
import { REPORT_STRINGS as S, workWords } from '../strings';

function ListFrame({ children }: { children: ReactNode }) {
  const { user, openSignIn } = useAuth();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{S.listTitle}</h1>
      <p className="mt-3 text-muted-foreground">{S.listLead(user !== null)}</p>
      {user ? (
        <ClaimPrompt user={user} />
      ) : (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => openSignIn('signin')}>
          {S.listSignIn}
        </Button>
      )}
      {children}
    </div>
  );
}

/**
 * Offers to add this browser's reports to the signed-in account. Signing in by an emailed link does
 * not add them by itself (anyone can send their own link to someone else); naming the account here
 * lets a person who was signed in to someone else's account notice before anything moves.
 */
function ClaimPrompt({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const { data } = useQuery(browserAnalysesQuery(user.id));
  const claim = useMutation({
    mutationFn: claimBrowserAnalyses,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: browserAnalysesQuery(user.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: myAnalysesQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: biasReportsQuery().queryKey });
    },
  });
  if (claim.isSuccess) {
    return (
      <p role="status" className="mt-4 rounded-lg border border-border bg-muted/60 px-4 py-3 text-sm">
        {S.claimed(workWords(claim.data.work))}
      </p>
    );
  }
  if (!data || data.count === 0) return null;
  return (
    <section aria-label={S.claimButton} className="mt-4 rounded-lg border border-border bg-muted/60 px-4 py-3">
      <p className="font-medium">{S.claimPrompt(workWords(data.work), data.count, user.email)}</p>
      <p className="mt-1 text-sm text-muted-foreground">{S.claimHint}</p>
      <Button size="sm" className="mt-3" disabled={claim.isPending} onClick={() => claim.mutate()}>
        {S.claimButton}
      </Button>
      {claim.isError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {S.claimFailed}
        </p>
      )}
    </section>
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

/** The reports this visitor may open, as the server sees it (this browser's and the signed-in account's): analyses, bias reports and collaborative sessions, newest first. */
export function ReportList({ reportPath }: { reportPath: string }) {
  const { analyses } = useSuspenseQuery(myAnalysesQuery()).data;
  const bias = useQuery(biasReportsQuery()).data ?? [];
  const sessions = useQuery(sessionsQuery()).data ?? [];
  // A site check is a DECEPTIVE_DESIGN analysis: listed once, as the bias report that shows it.
  const shownAsBias = new Set(bias.flatMap((report) => (report.kind === 'site' ? [report.syntheticId] : [])));
  const entries = [
    ...analyses.filter((analysis) => !shownAsBias.has(analysis.syntheticId)).map((analysis) => ({ createdAt: analysis.createdAt, analysis, bias: null })),
    ...bias.map((report) => ({ createdAt: report.createdAt, analysis: null, bias: report })),
    ...sessions.map((session) => ({ createdAt: session.createdAt, analysis: null, bias: null, session })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <ListFrame>
      {entries.length === 0 ? (
        <div className="mt-8">
          <p>{S.listEmpty}</p>
          <Link to="/" className={`${buttonVariants()} mt-4`}>
            {S.runAnalysis}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-border rounded-xl border border-border bg-card">
          {entries.map((entry) => {
            if ('session' in entry) return <SessionListItem key={entry.session.id} session={entry.session} />;
            const { analysis, bias: report } = entry;
            if (report) {
              const shown = biasReportEntry(report);
              return (
                <li key={report.id} data-testid="report-list-bias">
                  <Link to={shown.to} className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-muted/60">
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{shown.label}</span>
                      <span className="block text-xs text-muted-foreground">
                        {shown.kind} · {started(report.createdAt)}
                      </span>
                    </span>
                    <span className="shrink-0 text-right text-sm text-muted-foreground">{shown.outcome}</span>
                  </Link>
                </li>
              );
            }
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
