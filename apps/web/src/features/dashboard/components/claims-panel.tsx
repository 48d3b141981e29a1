import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import type { User } from '../../auth/auth-api';
import { biasReportsQuery } from '../../bias/api';
import { ideasQuery } from '../../ideas/api';
import { browserAnalysesQuery, claimBrowserAnalyses, myAnalysesQuery } from '../../reports/api';
import { REPORT_STRINGS as R, workWords } from '../../reports/strings';
import { sessionsQuery } from '../../sessions/api';
import { surveysQuery } from '../../surveys/api';
import { accountClaimsQuery } from '../api';
import { DASHBOARD_STRINGS as S } from '../strings';

/**
 * What this browser made before signing in and has not given the account (offered, naming the
 * account, since a sign-in link may have been someone else's), and what browsers gave it so far.
 */
export function ClaimsPanel({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const offered = useQuery(browserAnalysesQuery(user.id));
  const claims = useQuery(accountClaimsQuery(user.id));
  const claim = useMutation({
    mutationFn: claimBrowserAnalyses,
    onSuccess: async () => {
      await Promise.all(
        [browserAnalysesQuery(user.id), accountClaimsQuery(user.id), myAnalysesQuery(), biasReportsQuery(), surveysQuery(), ideasQuery(), sessionsQuery()].map((query) =>
          queryClient.invalidateQueries({ queryKey: query.queryKey }),
        ),
      );
    },
  });

  return (
    <section aria-labelledby="claims-title" className="rounded-xl border border-border bg-card p-4" data-testid="dashboard-claims">
      <h3 id="claims-title" className="font-semibold">
        {S.claimsTitle}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{S.claimsLead}</p>
      {offered.data && offered.data.count > 0 && !claim.isSuccess && (
        <div className="mt-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3" role="region" aria-label={R.claimButton}>
          <p className="text-sm font-medium">{R.claimPrompt(workWords(offered.data.work), offered.data.count, user.email)}</p>
          <p className="mt-1 text-xs text-muted-foreground">{R.claimHint}</p>
          <Button size="sm" className="mt-3" disabled={claim.isPending} onClick={() => claim.mutate()}>
            {R.claimButton}
          </Button>
          {claim.isError && (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {R.claimFailed}
            </p>
          )}
        </div>
      )}
      {claim.isSuccess && (
        <p role="status" className="mt-3 text-sm font-medium">
          {R.claimed(workWords(claim.data.work))}
        </p>
      )}
      {claims.data && claims.data.length === 0 && <p className="mt-3 text-sm text-muted-foreground">{S.noClaims}</p>}
      {claims.data && claims.data.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" data-testid="claims-list">
          {claims.data.map((entry) => (
            <li key={entry.id}>{S.claimed(entry.createdAt, workWords(entry.work))}</li>
          ))}
        </ul>
      )}
      {claims.isError && <p className="mt-3 text-sm text-destructive">{S.loadFailed}</p>}
    </section>
  );
}
