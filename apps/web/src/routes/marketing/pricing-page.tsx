import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { useAuth } from '../../features/auth/auth-context';
import { billingAccountQuery, plansQuery, type Plan } from '../../features/billing/api';
import { PlanCard } from '../../features/billing/components/plan-card';
import { SubscriptionStatus } from '../../features/billing/components/subscription-status';
import { BILLING_STRINGS as B } from '../../features/billing/strings';
import { StageToggle } from '../../features/startup-stage/stage-toggle';
import { useStartupStage } from '../../features/startup-stage/startup-stage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/utils';
import { PRICING_STRINGS as S } from './strings';

/** With billing configured: the operator's plans (STRIPE_PLANS), each leading to its Stripe Checkout. */
function Plans({ plans }: { plans: Plan[] }) {
  const { user } = useAuth();
  const account = useQuery({ ...billingAccountQuery(), enabled: user !== null });
  const subscription = account.data?.subscription?.isActive ? account.data.subscription : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{B.pricing.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{B.pricing.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{B.pricing.lead}</p>
      </div>
      {subscription && (
        <div className="mt-8">
          <SubscriptionStatus subscription={subscription} />
        </div>
      )}
      <ul className={cn('mt-10 grid gap-6', plans.length > 2 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} highlighted={subscription?.plan?.id === plan.id}>
              {plan.kind === 'subscription' ? (
                <Link to={`/subscribe?${new URLSearchParams({ plan: plan.id })}`} className={buttonVariants()} aria-label={`${B.subscribe}: ${plan.name}`}>
                  {B.subscribe}
                </Link>
              ) : (
                <Link to={`/checkout?${new URLSearchParams({ plan: plan.id })}`} className={buttonVariants({ variant: 'outline' })} aria-label={`${B.chooseReport}: ${plan.name}`}>
                  {B.chooseReport}
                </Link>
              )}
            </PlanCard>
          </li>
        ))}
      </ul>
      <section className="mt-10 rounded-xl border border-border bg-muted/40 p-6">
        <h2 className="font-semibold">{B.pricing.freeHeading}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{B.pricing.freeText}</p>
        <Link to="/" className={`${buttonVariants()} mt-4`}>
          {S.startCta}
        </Link>
      </section>
    </div>
  );
}

export function PricingPage() {
  useDocumentTitle(S.title);
  const { enabled, plans } = useSuspenseQuery(plansQuery()).data;
  if (enabled) return <Plans plans={plans} />;
  return <FreeSoftware />;
}

/** Without billing (the self-hosted default): what running Sightline costs, which is nothing. */
function FreeSoftware() {
  const stage = useStartupStage();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{S.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{S.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{S.lead}</p>
      </div>
      <StageToggle className="mt-8" />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {S.options.map((option) => {
          const highlighted = option.stage === stage;
          return (
            <li
              key={option.name}
              data-highlighted={highlighted || undefined}
              className={cn('flex flex-col rounded-xl border bg-card p-6', highlighted ? 'border-primary shadow-lg ring-1 ring-primary/30' : 'border-border')}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-xl font-semibold">{option.name}</h2>
                {highlighted && <Badge>{S.recommended}</Badge>}
              </div>
              <p className="mt-1 text-sm font-medium text-primary">{S.price}</p>
              <p className="mt-3 text-sm text-muted-foreground">{option.summary}</p>
              <ul className="mt-5 grid gap-2 text-sm">
                {option.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <section className="mt-10 rounded-xl border border-border bg-muted/40 p-6">
        <h2 className="font-semibold">{S.hostedHeading}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{S.hostedText}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/" className={buttonVariants()}>
            {S.startCta}
          </Link>
          <Link to="/checkout" className={buttonVariants({ variant: 'outline' })}>
            {S.hostedCta}
          </Link>
        </div>
      </section>
    </div>
  );
}
