import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../toast/toast-store';
import { authApi, type SignedIn, type User } from './auth-api';
import { loadReportAccess } from './report-access';
import { endSession, sessionQuery, startSession } from './session';
import { SIGN_IN_PARAM } from './sign-in-param';
import { AUTH_STRINGS as S } from './strings';

export type SignInMode = 'signin' | 'signup' | 'magic' | 'forgot';

interface AuthContextValue {
  user: User | null;
  isSubscribed: boolean;
  reportAccess: string[];
  signInMode: SignInMode | null;
  resetToken: string | null;
  openSignIn: (mode?: SignInMode) => void;
  closeSignIn: () => void;
  closeReset: () => void;
  signIn: (email: string, password: string) => Promise<boolean>;
  resetPassword: (password: string) => Promise<boolean>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function safeLoadReportAccess(): string[] {
  try {
    return loadReportAccess(window.localStorage);
  } catch {
    return [];
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The session itself is a query (`sessionQuery`); this provider only adds what is not server data:
 * the sign-in dialogs' state, the report-access list read at start, and the one-time links in the URL.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery()).data ?? null;
  const [reportAccess] = useState(safeLoadReportAccess);
  const [signInMode, setSignInMode] = useState<SignInMode | null>(null);
  const [resetToken, setResetToken] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  const applySession = useCallback(
    async (signedIn: SignedIn) => {
      await startSession(queryClient, signedIn);
      toast({ title: S.toasts.signedIn, description: S.toasts.welcome(signedIn.user.name || signedIn.user.email) });
    },
    [queryClient],
  );

  useEffect(() => {
    // Runs once per page load; StrictMode's second run would spend the single-use magic token twice.
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    const magicToken = params.get('magic_token');
    const reset = params.get('reset_token');
    const signIn = params.has(SIGN_IN_PARAM);
    if (magicToken === null && reset === null && !signIn) return;
    params.delete('magic_token');
    params.delete('reset_token');
    params.delete(SIGN_IN_PARAM);
    if (signIn) setSignInMode('signin');
    const search = params.toString();
    // Tokens must not linger in the address bar, history or a shared screenshot.
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    if (reset) setResetToken(reset);
    if (magicToken) {
      // A failed link leaves the session as the start-up refresh found it.
      authApi.exchangeMagicLink(magicToken).then(applySession, () => {
        toast({ title: S.toasts.magicFailed, description: S.toasts.magicFailedText, variant: 'destructive' });
      });
    }
  }, [location, navigate, applySession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      isSubscribed: session?.subscription.isActive === true,
      reportAccess,
      signInMode,
      resetToken,
      openSignIn: (mode = 'signin') => setSignInMode(mode),
      closeSignIn: () => setSignInMode(null),
      closeReset: () => setResetToken(null),
      signIn: async (email, password) => {
        try {
          await applySession(await authApi.signIn(email, password));
          return true;
        } catch {
          toast({ title: S.toasts.signInFailed, description: S.toasts.signInFailedText, variant: 'destructive' });
          return false;
        }
      },
      resetPassword: async (password) => {
        if (!resetToken) return false;
        try {
          await applySession(await authApi.resetPassword(resetToken, password));
          setResetToken(null);
          return true;
        } catch {
          toast({ title: S.toasts.resetFailed, description: S.toasts.resetFailedText, variant: 'destructive' });
          return false;
        }
      },
      signOut: async () => {
        try {
          await authApi.signOut();
          toast({ title: S.toasts.signedOut, description: S.toasts.signedOutText });
        } catch (error) {
          toast({ title: S.toasts.signOutError, description: errorText(error), variant: 'destructive' });
        } finally {
          // The spec's states and transitions: signed out locally even when the server call failed.
          await endSession(queryClient);
        }
      },
    }),
    [session, reportAccess, signInMode, resetToken, applySession, queryClient],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
