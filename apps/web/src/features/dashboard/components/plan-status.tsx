import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { publicConfigQuery } from '../../../lib/public-config';
import { useAuth } from '../../auth/auth-context';
import { DASHBOARD_STRINGS as S } from '../strings';

/** The account's plan as the server sees it: without a payment provider everything is open; with one, the subscription's state. */
export function PlanStatus() {
  const config = useQuery(publicConfigQuery());
  const { isSubscribed } = useAuth();
  if (config.isPending) return <p className="text-sm text-muted-foreground">…</p>;
  if (config.isError) return <p className="text-sm text-destructive">{S.loadFailed}</p>;
  if (!config.data.billing.enabled) return <p className="text-sm" data-testid="plan-status">{S.plan.open}</p>;
  return (
    <div className="space-y-3 text-sm" data-testid="plan-status">
      <p>{isSubscribed ? S.plan.active : S.plan.inactive}</p>
      <Link to="/pricing" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {S.plan.pricing}
      </Link>
    </div>
  );
}
