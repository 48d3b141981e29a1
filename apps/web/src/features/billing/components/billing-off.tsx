import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { BILLING_STRINGS as S } from '../strings';

/** The payment pages on an installation without a payment provider (STRIPE_SECRET_KEY unset). */
export function BillingOff({ heading, detail }: { heading: string; detail?: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16" data-testid="billing-off">
      <Info className="size-10 text-primary" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{heading}</h1>
      <h2 className="mt-6 text-lg font-semibold">{S.off.title}</h2>
      <p className="mt-2 text-muted-foreground">{S.off.text}</p>
      {detail && <p className="mt-3 text-muted-foreground">{detail}</p>}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={buttonVariants()}>
          {S.off.home}
        </Link>
        <Link to="/contact-us" className={buttonVariants({ variant: 'outline' })}>
          {S.off.contact}
        </Link>
      </div>
    </div>
  );
}
