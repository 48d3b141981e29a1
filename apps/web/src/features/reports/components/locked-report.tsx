import { CircleAlert, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { HttpError } from '../../../lib/api';
import { REPORT_STRINGS as R } from '../strings';
import { LOCKED_STRINGS as S } from '../strings-comprehensive';
import type { ReportView } from '../types';

function Notice({ icon, title, text, detail, children }: { icon: ReactNode; title: string; text: string; detail?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6" data-testid="report-notice">
      {icon}
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      {detail && <p className="mt-2 text-sm text-muted-foreground">{detail}</p>}
      <div className="mt-8 flex flex-wrap gap-3">
        {children}
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          {R.home}
        </Link>
      </div>
    </div>
  );
}

const featureOf = (view: ReportView) => (view === 'comprehensive' || view === 'detailed' ? view : 'whitelabel');

const standardPath = (syntheticId: string, token?: string) => (token ? `/standard-report/${syntheticId}/${token}` : `/standard-report/${syntheticId}`);

/**
 * Why a report view did not open, from the API's status: 402 where to buy it (this report, or a plan), 403 a share
 * link made for another view, 404 (or a malformed id) "not valid" for links and "not available"
 * otherwise, 409 still running. The free standard report is offered wherever it would open.
 */
export function ReportError({ error, syntheticId, token, view }: { error: Error; syntheticId: string; token?: string; view: ReportView }) {
  const status = error instanceof HttpError ? error.status : 0;
  const alert = <CircleAlert className="size-10 text-amber-600" aria-hidden="true" />;
  if (status === 402) {
    const feature = featureOf(view);
    return (
      <Notice icon={<Lock className="size-10 text-primary" aria-hidden="true" />} title={S.lockedTitle[feature]!} text={S.lockedPlan[feature]!} detail={error.message}>
        {!token && (
          <Link to={`/checkout?${new URLSearchParams({ analysis: syntheticId })}`} className={buttonVariants()}>
            {S.buyReport}
          </Link>
        )}
        <Link to="/pricing" className={buttonVariants({ variant: token ? 'default' : 'outline' })}>
          {S.pricing}
        </Link>
        <Link to={standardPath(syntheticId, token)} className={buttonVariants({ variant: 'secondary' })}>
          {S.freeReport}
        </Link>
      </Notice>
    );
  }
  if (status === 403) {
    return (
      <Notice icon={alert} title={S.notSharedTitle} text={S.notSharedText}>
        <Link to={standardPath(syntheticId, token)} className={buttonVariants()}>
          {S.sharedView}
        </Link>
      </Notice>
    );
  }
  // A malformed id (400) and an unknown or revoked one (404) look the same to the visitor.
  if (status === 404 || status === 400) return token ? <Notice icon={alert} title={R.linkInvalidTitle} text={R.linkInvalidText} /> : <Notice icon={alert} title={R.notFoundTitle} text={R.notFoundText} />;
  if (status === 409) {
    return (
      <Notice icon={alert} title={R.stillRunning} text={error.message}>
        <Link to={`/waitlist?${new URLSearchParams({ domain: '', syntheticId, analysisStarted: 'true' }).toString()}`} className={buttonVariants()}>
          {R.followProgress}
        </Link>
      </Notice>
    );
  }
  return <Notice icon={alert} title={R.loadError} text={error.message} />;
}
