import { ChevronDown, KeyRound, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { User } from './auth-api';
import { useAuth } from './auth-context';
import { AUTH_STRINGS as S } from './strings';

const ApiKeysDialog = lazy(() => import('../api-keys/api-keys-dialog').then((module) => ({ default: module.ApiKeysDialog })));

const ITEM = 'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** A signed-in user's disclosure menu: their identity, the dashboard, API keys and sign-out. */
export function AccountMenu({ user }: { user: User }) {
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [keysOpen, setKeysOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <Button size="sm" variant="outline" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)} className="max-w-44">
        <UserRound aria-hidden="true" />
        <span className="truncate">{user.name || user.email}</span>
        <ChevronDown aria-hidden="true" />
        <span className="sr-only">{S.accountMenu}</span>
      </Button>
      {open && (
        <div id={menuId} className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-border bg-background p-1 shadow-lg">
          <div className="px-3 py-2">
            <p className="truncate text-sm font-medium">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground" data-testid="user-email">
              {user.email}
            </p>
          </div>
          <div className="my-1 h-px bg-border" />
          <Link to="/dashboard" onClick={() => setOpen(false)} className={ITEM}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            {S.dashboard}
          </Link>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setKeysOpen(true);
            }}
            className={ITEM}
          >
            <KeyRound className="size-4" aria-hidden="true" />
            {S.apiKeys}
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
            className={ITEM}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {S.signOut}
          </button>
        </div>
      )}
      {keysOpen && (
        <Suspense fallback={null}>
          <ApiKeysDialog open={keysOpen} onOpenChange={setKeysOpen} />
        </Suspense>
      )}
    </div>
  );
}
