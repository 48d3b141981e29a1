import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { checkoutRecordQuery, plansQuery, type CheckoutRecord } from '../../features/billing/api';
import { BillingOff } from '../../features/billing/components/billing-off';
import { SignInNeeded } from '../../features/billing/components/sign-in-needed';
import { SubscriptionStatus } from '../../features/billing/components/subscription-status';
import { featurePath, retryPath } from '../../features/billing/feature-paths';
import { BILLING_STRINGS as S } from '../../features/billing/strings';
import { HttpError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16" data-testid="payment-result">
      {icon}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-4 grid gap-6">{children}</div>
    </div>
  );
}

const alert = <CircleAlert className="size-10 text-amber-600" aria-hidden="true" />;

function Complete({ record }: { record: CheckoutRecord }) {
  const { analysis, plan, subscription, unlocked } = record;
  return (
    <Frame icon={<CircleCheck className="size-10 text-emerald-700" aria-hidden="true" />} title={S.success.complete}>
      <p className="text-lg">{analysis ? S.success.completeReport(analysis.domain) : S.success.completeSubscription(plan?.name ?? '')}</p>
      {unlocked.length > 0 && (
        <section aria-labelledby="unlocked">
          <h2 id="unlocked" className="font-semibold">
            {S.success.unlocked}
          </h2>
          <ul className="mt-3 grid gap-3">
            {unlocked.map((feature) => (
              <li key={feature} className="rounded-lg border border-border p-4">
                <p className="font-medium">{S.features[feature].name}</p>
                <p className="text-sm text-muted-foreground">{S.features[feature].text}</p>
                {analysis && (
                  <Link to={featurePath(feature, analysis.id)} className={`${buttonVariants({ size: 'sm' })} mt-3`}>
                    {S.success.openReport(S.features[feature].name.toLowerCase())}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {subscription?.isActive && <SubscriptionStatus subscription={subscription} />}
      <div>
        <Link to="/standard-report" className={buttonVariants({ variant: analysis ? 'outline' : 'default' })}>
          {S.success.myReports}
        </Link>
      </div>
    </Frame>
  );
}

function Record({ sessionId }: { sessionId: string }) {
  const record = useQuery(checkoutRecordQuery(sessionId));
  if (record.isPending) {
    return (
      <Frame icon={<Spinner className="size-10" />} title={S.success.title}>
        <p className="text-muted-foreground">{S.success.pending}…</p>
      </Frame>
    );
  }
  if (record.isError) {
    const missing = record.error instanceof HttpError && (record.error.status === 404 || record.error.status === 400);
    return (
      <Frame icon={alert} title={missing ? S.success.notFound : S.success.loadError}>
        <p className="text-muted-foreground">{missing ? S.success.notFoundText : record.error.message}</p>
        {!missing && (
          <div>
            <Button onClick={() => void record.refetch()}>{S.success.check}</Button>
          </div>
        )}
      </Frame>
    );
  }
  const data = record.data;
  if (data.status === 'complete') return <Complete record={data} />;
  if (data.status === 'expired') {
    return (
      <Frame icon={alert} title={S.success.expired}>
        <p className="text-muted-foreground">{S.success.expiredText}</p>
        <div>
          <Link to={retryPath(data.plan?.kind ?? null, data.plan?.id ?? null, data.analysis?.id ?? null)} className={buttonVariants()}>
            {S.failure.retry}
          </Link>
        </div>
      </Frame>
    );
  }
  return (
    <Frame icon={<Clock className="size-10 text-primary" aria-hidden="true" />} title={S.success.pending}>
      <p className="text-muted-foreground">{S.success.pendingText}</p>
      <div>
        <Button onClick={() => void record.refetch()} disabled={record.isFetching}>
          {record.isFetching && <Spinner />}
          {S.success.check}
        </Button>
      </div>
    </Frame>
  );
}

/** /payment-success?session_id=…: what the server's record says of the payment, never the address alone. */
export function PaymentSuccessPage() {
  useDocumentTitle(S.success.title);
  const { enabled } = useSuspenseQuery(plansQuery()).data;
  const [params] = useSearchParams();
  const { user } = useAuth();
  if (!enabled) return <BillingOff heading={S.success.title} detail={S.off.success} />;
  const sessionId = params.get('session_id');
  if (!sessionId || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) {
    return (
      <Frame icon={alert} title={S.success.missing}>
        <p className="text-muted-foreground">{S.success.missingText}</p>
        <div>
          <Link to="/standard-report" className={buttonVariants()}>
            {S.success.myReports}
          </Link>
        </div>
      </Frame>
    );
  }
  if (!user) {
    return (
      <Frame icon={alert} title={S.success.title}>
        <SignInNeeded label={S.success.signIn} text={S.success.notFoundText} />
      </Frame>
    );
  }
  return <Record sessionId={sessionId} />;
}
