import { useSuspenseQuery } from '@tanstack/react-query';
import { CircleX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { plansQuery } from '../../features/billing/api';
import { BillingOff } from '../../features/billing/components/billing-off';
import { retryPath } from '../../features/billing/feature-paths';
import { BILLING_STRINGS as S } from '../../features/billing/strings';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /payment-failure?plan=…&analysis=…: Stripe's cancel address. Nothing was charged; try again. */
export function PaymentFailurePage() {
  useDocumentTitle(S.failure.title);
  const { enabled, plans } = useSuspenseQuery(plansQuery()).data;
  const [params] = useSearchParams();
  if (!enabled) return <BillingOff heading={S.failure.title} detail={S.off.success} />;
  const plan = plans.find((entry) => entry.id === params.get('plan')) ?? null;
  const analysis = params.get('analysis');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16" data-testid="payment-result">
      <CircleX className="size-10 text-amber-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{S.failure.heading}</h1>
      <p className="mt-4 text-lg">{S.failure.text}</p>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-muted-foreground">
        {S.failure.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={retryPath(plan?.kind ?? null, plan?.id ?? null, analysis !== null && /^[0-9a-f-]{36}$/i.test(analysis) ? analysis : null)} className={buttonVariants()}>
          {plan ? `${S.failure.retry}: ${plan.name}` : S.failure.retry}
        </Link>
        <Link to="/pricing" className={buttonVariants({ variant: 'outline' })}>
          {S.failure.pricing}
        </Link>
      </div>
    </div>
  );
}
