import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { useAuth } from '../../features/auth/auth-context';
import { billingAccountQuery, plansQuery } from '../../features/billing/api';
import { BillingOff } from '../../features/billing/components/billing-off';
import { CheckoutButton } from '../../features/billing/components/checkout-button';
import { PlanCard } from '../../features/billing/components/plan-card';
import { SignInNeeded } from '../../features/billing/components/sign-in-needed';
import { SubscriptionStatus } from '../../features/billing/components/subscription-status';
import { BILLING_STRINGS as S } from '../../features/billing/strings';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /subscribe?plan=…: one subscription plan and its Stripe Checkout, or the plans to pick from. */
export function SubscribePage() {
  useDocumentTitle(S.subscribePage.title);
  const { enabled, plans } = useSuspenseQuery(plansQuery()).data;
  const [params] = useSearchParams();
  const { user } = useAuth();
  const account = useQuery({ ...billingAccountQuery(), enabled: enabled && user !== null });
  if (!enabled) return <BillingOff heading={S.subscribePage.heading} />;
  const subscriptions = plans.filter((plan) => plan.kind === 'subscription');
  const chosen = subscriptions.find((plan) => plan.id === params.get('plan')) ?? null;
  const active = account.data?.subscription?.isActive ? account.data.subscription : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{S.subscribePage.heading}</h1>
      <p className="mt-3 text-muted-foreground">{S.subscribePage.lead}</p>
      <div className="mt-8 grid gap-6">
        {active && (
          <>
            <p>{S.subscribePage.already}</p>
            <SubscriptionStatus subscription={active} />
          </>
        )}
        {subscriptions.length === 0 && <p>{S.subscribePage.noSubscriptions}</p>}
        {chosen && !active && (
          <PlanCard plan={chosen} highlighted>
            {user ? <CheckoutButton planId={chosen.id} label={S.pay(chosen.price)} /> : <SignInNeeded />}
          </PlanCard>
        )}
        {!chosen && subscriptions.length > 0 && (
          <>
            {params.has('plan') && <p>{S.subscribePage.noPlan}</p>}
            <ul className="grid gap-6 sm:grid-cols-2">
              {subscriptions.map((plan) => (
                <li key={plan.id}>
                  <PlanCard plan={plan}>
                    <Link to={`/subscribe?${new URLSearchParams({ plan: plan.id })}`} className={buttonVariants()} aria-label={`${S.subscribe}: ${plan.name}`}>
                      {S.subscribe}
                    </Link>
                  </PlanCard>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
