import type { SubscriptionDetail } from '../api';
import { BILLING_STRINGS as S } from '../strings';
import { PortalButton } from './portal-button';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** The account's active subscription in one line, with the portal to change or cancel it. */
export function SubscriptionStatus({ subscription }: { subscription: SubscriptionDetail }) {
  const { plan, currentPeriodEnd, cancelAtPeriodEnd } = subscription;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-primary/40 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between" data-testid="subscription-status">
      <p className="text-sm">
        <span className="font-medium">{S.subscribedAs(plan?.name ?? subscription.status)}</span>{' '}
        {currentPeriodEnd && <span className="text-muted-foreground">{cancelAtPeriodEnd ? S.ends(day(currentPeriodEnd)) : S.renews(day(currentPeriodEnd))}</span>}
      </p>
      <PortalButton />
    </div>
  );
}
