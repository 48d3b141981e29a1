import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../toast/toast-store';
import { authApi } from './auth-api';
import { useAuth, type SignInMode } from './auth-context';
import { AUTH_STRINGS as S } from './strings';

const PASSWORD_MIN_LENGTH = 8;

/** Sign in, sign up, magic link and forgot-password in one dialog, switched by links under the form. */
export function SignInDialog() {
  const { signInMode, closeSignIn } = useAuth();
  return (
    <Dialog
      open={signInMode !== null}
      onOpenChange={(open) => !open && closeSignIn()}
      title={signInMode ? S.dialogTitle[signInMode] : ''}
      description={signInMode ? S.dialogDescription[signInMode] : undefined}
    >
      {signInMode && <SignInForm key={signInMode} mode={signInMode} />}
    </Dialog>
  );
}

function SignInForm({ mode }: { mode: SignInMode }) {
  const { signIn, openSignIn, closeSignIn } = useAuth();
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setPending(true);
    try {
      if (mode === 'signin') {
        if (await signIn(email, password)) closeSignIn();
      } else {
        if (mode === 'signup') await authApi.signUp(String(form.get('name') ?? '').trim(), email, password);
        else await (mode === 'magic' ? authApi.requestMagicLink(email) : authApi.requestPasswordReset(email));
        setSentTo(email);
      }
    } catch (error) {
      const title = mode === 'signup' ? S.toasts.signUpFailed : S.toasts.requestFailed;
      toast({ title, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-emerald-600/20 bg-emerald-50 p-4 text-sm text-emerald-900">
        <MailCheck className="size-5 shrink-0" aria-hidden="true" />
        <p>{mode === 'signup' ? S.signUpSent(sentTo) : S.linkSent(sentTo)}</p>
      </div>
    );
  }

  const others: SignInMode[] = (['signin', 'magic', 'forgot', 'signup'] as const).filter((m) => m !== mode);
  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      {mode === 'signup' && (
        <div className="grid gap-2">
          <Label htmlFor="auth-name">{S.name}</Label>
          <Input id="auth-name" name="name" autoComplete="name" required maxLength={120} />
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor="auth-email">{S.email}</Label>
        <Input id="auth-email" name="email" type="email" autoComplete="email" required maxLength={254} />
      </div>
      {(mode === 'signin' || mode === 'signup') && (
        <div className="grid gap-2">
          <Label htmlFor="auth-password">{S.password}</Label>
          <Input
            id="auth-password"
            name="password"
            type="password"
            required
            minLength={mode === 'signup' ? PASSWORD_MIN_LENGTH : undefined}
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            aria-describedby={mode === 'signup' ? 'auth-password-hint' : undefined}
          />
          {mode === 'signup' && (
            <p id="auth-password-hint" className="text-xs text-muted-foreground">
              {S.passwordHint}
            </p>
          )}
        </div>
      )}
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? S.pending : S.submit[mode]}
      </Button>
      <div className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        {others.map((other) => (
          <button key={other} type="button" onClick={() => openSignIn(other)} className="rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {S.switchTo[other]}
          </button>
        ))}
      </div>
    </form>
  );
}

export function ResetPasswordDialog() {
  const { resetToken, closeReset, resetPassword } = useAuth();
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    await resetPassword(String(new FormData(event.currentTarget).get('password') ?? ''));
    setPending(false);
  };
  return (
    <Dialog open={resetToken !== null} onOpenChange={(open) => !open && closeReset()} title={S.resetTitle} description={S.resetDescription}>
      <form onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="reset-password">{S.newPassword}</Label>
          <Input id="reset-password" name="password" type="password" required minLength={PASSWORD_MIN_LENGTH} autoComplete="new-password" aria-describedby="reset-password-hint" />
          <p id="reset-password-hint" className="text-xs text-muted-foreground">
            {S.passwordHint}
          </p>
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? S.pending : S.resetSubmit}
        </Button>
      </form>
    </Dialog>
  );
}
