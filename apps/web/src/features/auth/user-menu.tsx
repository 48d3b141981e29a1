import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button';
import { useAuth } from './auth-context';
import { AUTH_STRINGS as S } from './strings';

// Only a signed-in browser shows the account's menu: visitors (most of a shared report's readers) never load it.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/** Sign-in button for visitors; for signed-in users a disclosure menu with their identity and sign-out. */
export function UserMenu() {
  const { user, openSignIn } = useAuth();
  if (!user) {
    return (
      // data-sign-in: on a prerendered guide, which runs without the app, the button takes the visitor to sign in on the home page.
      <Button size="sm" variant="outline" data-sign-in onClick={() => openSignIn('signin')}>
        {S.signIn}
      </Button>
    );
  }
  return (
    // Until its code is in, the menu's button in its place, so the header does not move.
    <Suspense
      fallback={
        <Button size="sm" variant="outline" disabled className="max-w-44">
          <span className="truncate">{user.name || user.email}</span>
        </Button>
      }
    >
      <AccountMenu user={user} />
    </Suspense>
  );
}
