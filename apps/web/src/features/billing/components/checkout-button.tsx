import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { startCheckout } from '../api';
import { BILLING_STRINGS as S } from '../strings';

/** Creates the Checkout Session on the server, then sends the browser to Stripe's page. */
export function CheckoutButton({ planId, analysisId, label }: { planId: string; analysisId?: string; label: string }) {
  const checkout = useMutation({
    mutationFn: () => startCheckout({ planId, ...(analysisId ? { analysisId } : {}) }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <div className="grid w-full gap-2">
      <Button size="lg" onClick={() => checkout.mutate()} disabled={busy} aria-describedby={checkout.isError ? `checkout-error-${planId}` : undefined}>
        {busy && <Spinner />}
        {busy ? S.redirecting : label}
      </Button>
      {checkout.isError && (
        <p id={`checkout-error-${planId}`} role="alert" className="text-sm text-destructive">
          <span className="font-medium">{S.checkoutFailed}: </span>
          {checkout.error.message}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{S.stripeNote}</p>
    </div>
  );
}
