import { useSuspenseQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { biasReportQuery } from '../../features/bias/api';
import { QuestionsReport } from '../../features/bias/components/questions-report';
import { BiasReportToolbar } from '../../features/bias/components/report-toolbar';
import { BiasSharePanel } from '../../features/bias/components/share-panel';
import { SiteReport } from '../../features/bias/components/site-check';
import { DataRouteError } from '../../features/layout/data-route-error';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /bias-detection/:id (its owner) and /bias-detection/:id/:token (a share link, read-only): a saved bias report (its loader fetched it). */
export function BiasReportPage() {
  const { id, token } = useParams();
  const { report, owner } = useSuspenseQuery(biasReportQuery(id!, token)).data;
  useDocumentTitle(report.kind === 'site' ? `Deceptive design check: ${report.title}` : `Bias report: ${report.title}`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:py-0">
      <p className="text-sm text-muted-foreground print:hidden">
        {owner ? (
          <>
            <Link to="/bias-detection" className="underline underline-offset-4">
              Bias detection
            </Link>{' '}
            / Report
          </>
        ) : (
          'Shared bias report · read-only'
        )}
      </p>
      {report.kind === 'questions' ? <QuestionsReport report={report} owner={owner} actions={<Actions id={report.id} owner={owner} token={token} />} /> : <SiteReport report={report} owner={owner} actions={<Actions id={report.id} owner={owner} token={token} />} />}
    </div>
  );
}

/** The report could not be loaded: not this browser's or account's, a link that is not valid (one 404 for all), or another failure. */
export function BiasReportError() {
  return (
    <DataRouteError
      missing={{
        title: 'Bias report not found',
        text: 'Reports made without an account open only in the browser that made them; sign in to reach your account’s reports. A shared link may have expired or been revoked.',
      }}
      failedTitle="This bias report could not be loaded"
      back={{ to: '/bias-detection', label: 'Check questions' }}
    />
  );
}

/** Exports for whoever may read it; starting a session and the share panel for its owner only. */
function Actions({ id, owner, token }: { id: string; owner: boolean; token: string | undefined }) {
  return (
    <div className="mt-6 space-y-4">
      <BiasReportToolbar id={id} {...(token ? { token } : {})} />
      {owner && (
        <Link to={`/collaborative-session?bias=${encodeURIComponent(id)}`} className={`${buttonVariants({ variant: 'outline', size: 'sm' })} print:hidden`}>
          <Users aria-hidden="true" />
          Start a session from this report
        </Link>
      )}
      {owner && <BiasSharePanel id={id} />}
    </div>
  );
}
