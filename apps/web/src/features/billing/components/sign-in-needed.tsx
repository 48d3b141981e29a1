import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/auth-context';
import { BILLING_STRINGS as S } from '../strings';

/** Payments belong to an account: the sign-in dialog, then this page again. */
export function SignInNeeded({ label = S.signInToBuy, text = S.signInLead }: { label?: string; text?: string }) {
  const { openSignIn } = useAuth();
  return (
    <div className="rounded-xl border border-border bg-muted/40 p-6">
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button className="mt-4" onClick={() => openSignIn('signin')}>
        <LogIn aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
