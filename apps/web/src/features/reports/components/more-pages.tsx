import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { publicConfigQuery } from '../../../lib/public-config';
import { useAuth } from '../../auth/auth-context';
import { toast } from '../../toast/toast-store';
import { myAnalysesQuery, rerunAnalysis } from '../api';
import { MORE_PAGES_STRINGS as S } from '../strings-more-pages';
import type { AnalysisSummary } from '../types';

/**
 * For the owner of a finished report: the site crawled from the same start page, as many pages as
 * this visitor may have analysed (more when signed in), in a new analysis. Not shown once the report
 * already covers that many pages.
 */
export function MorePages({ analysis, pages }: { analysis: AnalysisSummary; pages: number }) {
  const { user, openSignIn } = useAuth();
  const config = useQuery(publicConfigQuery()).data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const more = useMutation({
    mutationFn: (maxPages: number) => rerunAnalysis(analysis.syntheticId, maxPages),
    onSuccess: ({ syntheticId }) => {
      void queryClient.invalidateQueries({ queryKey: myAnalysesQuery().queryKey });
      void import('../../waitlist/waitlist-params').then(({ waitlistPath }) => navigate(waitlistPath(analysis.domain, syntheticId)));
    },
    // The server's own words: the hourly limit, a site that stopped answering.
    onError: (error) => toast({ title: S.failed, description: error instanceof Error ? error.message : String(error), variant: 'destructive' }),
  });
  if (!config) return null;
  const limit = user ? config.maxPages.signedIn : config.maxPages.anonymous;
  const canCrawlMore = limit > analysis.maxPages;
  const signInForMore = !user && config.maxPages.signedIn > Math.max(limit, analysis.maxPages);
  if (!canCrawlMore && !signInForMore) return null;
  return (
    <section aria-labelledby="more-pages-heading" className="rounded-xl border border-border bg-card p-5 print:hidden">
      <h2 id="more-pages-heading" className="text-lg font-semibold tracking-tight">
        {S.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {canCrawlMore ? S.lead(pages, analysis.startUrl, limit) : null}
        {canCrawlMore && signInForMore ? ' ' : null}
        {signInForMore ? S.signInLead(config.maxPages.signedIn) : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {canCrawlMore && (
          <Button onClick={() => more.mutate(limit)} disabled={more.isPending}>
            {more.isPending ? S.starting : S.button}
          </Button>
        )}
        {signInForMore && (
          <Button variant="outline" onClick={() => openSignIn('signin')}>
            {S.signIn}
          </Button>
        )}
      </div>
    </section>
  );
}
