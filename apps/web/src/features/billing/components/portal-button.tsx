import { useMutation } from '@tanstack/react-query';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { openBillingPortal } from '../api';
import { BILLING_STRINGS as S } from '../strings';

/** Stripe's customer portal (plan, card, cancel, invoices): a short-lived link made on the server. */
export function PortalButton({ variant = 'outline' }: { variant?: ButtonProps['variant'] }) {
  const portal = useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => window.location.assign(url) });
  const busy = portal.isPending || portal.isSuccess;
  return (
    <div className="grid gap-2">
      <Button variant={variant} onClick={() => portal.mutate()} disabled={busy}>
        {busy && <Spinner />}
        {busy ? S.manageOpening : S.manage}
      </Button>
      {portal.isError && (
        <p role="alert" className="text-sm text-destructive">
          <span className="font-medium">{S.portalFailed}: </span>
          {portal.error.message}
        </p>
      )}
    </div>
  );
}
