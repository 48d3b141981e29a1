import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { useAuth } from '../../features/auth/auth-context';
import { plansQuery } from '../../features/billing/api';
import { BillingOff } from '../../features/billing/components/billing-off';
import { CheckoutButton } from '../../features/billing/components/checkout-button';
import { PlanCard } from '../../features/billing/components/plan-card';
import { SignInNeeded } from '../../features/billing/components/sign-in-needed';
import { BILLING_STRINGS as S } from '../../features/billing/strings';
import { myAnalysesQuery } from '../../features/reports/api';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /checkout?analysis=…&plan=…: buy one report's paid views on Stripe, or pick the report first. */
export function CheckoutPage() {
  useDocumentTitle(S.checkout.title);
  const { enabled, plans } = useSuspenseQuery(plansQuery()).data;
  const [params] = useSearchParams();
  const { user } = useAuth();
  const reports = useQuery({ ...myAnalysesQuery(), enabled: enabled && user !== null });
  if (!enabled) return <BillingOff heading={S.checkout.offHeading} />;
  const reportPlans = plans.filter((plan) => plan.kind === 'report');
  const plan = reportPlans.find((entry) => entry.id === params.get('plan')) ?? reportPlans[0];
  const analysisId = params.get('analysis');
  const finished = (reports.data?.analyses ?? []).filter((analysis) => analysis.status === 'completed');
  const analysis = finished.find((entry) => entry.syntheticId === analysisId) ?? null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{S.checkout.heading}</h1>
      <p className="mt-3 text-muted-foreground">{S.checkout.lead}</p>
      <div className="mt-8 grid gap-6">
        {!plan && (
          <p>
            {S.checkout.noPlan}{' '}
            <Link to="/pricing" className="font-medium text-primary underline underline-offset-4">
              {S.failure.pricing}
            </Link>
          </p>
        )}
        {plan && !user && (
          <PlanCard plan={plan}>
            <SignInNeeded />
          </PlanCard>
        )}
        {plan && user && analysis && (
          <>
            <p className="text-lg font-medium">{S.checkout.forReport(analysis.domain)}</p>
            <PlanCard plan={plan} highlighted>
              <CheckoutButton planId={plan.id} analysisId={analysis.syntheticId} label={S.pay(plan.price)} />
            </PlanCard>
          </>
        )}
        {plan && user && !analysis && reports.isSuccess && (
          <section aria-labelledby="pick-report">
            <h2 id="pick-report" className="text-xl font-semibold">
              {S.checkout.pickReport}
            </h2>
            <p className="mt-2 text-muted-foreground">{S.checkout.planLine(plan.name, plan.price)}</p>
            {finished.length === 0 ? (
              <>
                <p className="mt-3 text-muted-foreground">{S.checkout.noReports}</p>
                <Link to="/" className={`${buttonVariants()} mt-4`}>
                  {S.off.home}
                </Link>
              </>
            ) : (
              <ul className="mt-4 divide-y divide-border rounded-xl border border-border">
                {finished.map((entry) => (
                  <li key={entry.syntheticId} className="flex flex-wrap items-center justify-between gap-3 p-4">
                    <span>
                      <span className="font-medium">{entry.domain}</span>
                      {entry.finishedAt && <span className="block text-sm text-muted-foreground">{new Date(entry.finishedAt).toLocaleString()}</span>}
                    </span>
                    <Link
                      to={`/checkout?${new URLSearchParams({ analysis: entry.syntheticId, plan: plan.id })}`}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                      aria-label={`${S.chooseReport}: ${entry.domain}`}
                    >
                      {S.chooseReport}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
