import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { markReportReady } from '../../reports/report-ready';
import { biasReportsQuery, rerunSiteCheck, siteCheckWaitlistPath, type SiteReportDetail } from '../api';
import { SiteFindingsReport } from './site-report';

const checkedOn = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** A site check: once completed, its deceptive-design findings; before, where it stands. */
export function SiteReport({ report, owner, actions }: { report: SiteReportDetail; owner: boolean; actions: ReactNode }) {
  const { analysis } = report;
  if (analysis.status !== 'completed' || !report.report || !report.assetToken) return <SiteCheckPending report={report} owner={owner} />;
  const score = analysis.scores?.deceptiveDesign ?? null;
  return (
    <>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance break-words">Deceptive design check: {report.title}</h1>
      <p className="mt-3 text-muted-foreground [overflow-wrap:anywhere]">
        {analysis.startUrl}, checked on {checkedOn(analysis.finishedAt ?? report.createdAt)} on a phone and a desktop screen.
        {score !== null && (
          <>
            {' '}
            Deceptive design score <span className="font-semibold text-foreground">{score} / 100</span>.
          </>
        )}
      </p>
      {actions}
      <article ref={markReportReady}>
        <SiteFindingsReport report={report.report} syntheticId={analysis.syntheticId} assetToken={report.assetToken} />
        <section className="mt-10 rounded-md border border-border bg-muted/40 p-4 text-sm" aria-labelledby="site-limits-heading">
          <h2 id="site-limits-heading" className="font-semibold">
            What this does not show
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
            <li>Text is read in English only. Patterns that need a purchase, an account or several visits over days are not seen.</li>
            <li>A finding says what a visitor is shown, not whether a claim is false: a real stock count reads like a fake one.</li>
            <li>The rules cited are for reference; whether a design breaks them is for a lawyer or a regulator to say.</li>
          </ul>
        </section>
      </article>
    </>
  );
}

/** A site check that is still running (follow it on the waitlist) or failed (its reason, and for its owner: check again). */
function SiteCheckPending({ report, owner }: { report: SiteReportDetail; owner: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { analysis } = report;
  const again = useMutation({
    mutationFn: () => rerunSiteCheck(report.id),
    onSuccess: (started) => {
      void queryClient.invalidateQueries({ queryKey: biasReportsQuery().queryKey });
      void navigate(siteCheckWaitlistPath(started));
    },
  });
  const failed = analysis.status === 'failed';
  return (
    <>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance break-words">Deceptive design check: {report.title}</h1>
      <Card className="mt-8 p-5" data-testid="site-check-status">
        <h2 className="text-base font-semibold">{failed ? 'This check failed' : 'This check is still running'}</h2>
        <p className="mt-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{failed ? (analysis.error ?? 'The page could not be checked.') : `${analysis.startUrl} is being checked for deceptive design.`}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {failed ? (
            owner && (
              <Button onClick={() => again.mutate()} disabled={again.isPending}>
                {again.isPending ? 'Starting…' : 'Check again'}
              </Button>
            )
          ) : (
            owner && (
              <Link to={siteCheckWaitlistPath({ id: report.id, syntheticId: analysis.syntheticId, domain: analysis.domain })} className={buttonVariants()}>
                Follow its progress
              </Link>
            )
          )}
        </div>
        {again.isError && (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {again.error.message}
          </p>
        )}
      </Card>
    </>
  );
}
