import { Button } from '../../components/ui/button';
import { useAuth } from '../../features/auth/auth-context';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { DASHBOARD_STRINGS as S } from '../../features/dashboard/strings';

/** /dashboard: the signed-in account's home; a signed-out visitor is asked to sign in. */
export function DashboardPage() {
  const { user, openSignIn } = useAuth();
  if (user) return <Dashboard user={user} />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{S.signedOutTitle}</h1>
      <p className="mt-3 text-muted-foreground">{S.signedOutLead}</p>
      <Button className="mt-6" onClick={() => openSignIn('signin')}>
        {S.signIn}
      </Button>
    </div>
  );
}
