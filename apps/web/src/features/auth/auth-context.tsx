import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HttpError } from '../../lib/api';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { toast } from '../toast/toast-store';
import { authApi, type SignedIn, type User } from './auth-api';
import { loadReportAccess } from './report-access';
import { AUTH_STRINGS as S } from './strings';

export const AUTH_TOKEN_KEY = 'auth_token';

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
  signUp: (name: string, email: string, password: string) => Promise<boolean>;
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [isSubscribed, setSubscribed] = useState(false);
  const [reportAccess, setReportAccess] = useState<string[]>([]);
  const [signInMode, setSignInMode] = useState<SignInMode | null>(null);
  const [resetToken, setResetToken] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  const clearSession = useCallback(() => {
    setUser(null);
    setSubscribed(false);
  }, []);

  const applySession = useCallback((session: SignedIn) => {
    writeStorage(AUTH_TOKEN_KEY, session.token);
    setUser(session.user);
    setSubscribed(session.subscription?.isActive === true);
    toast({ title: S.toasts.signedIn, description: S.toasts.welcome(session.user.name || session.user.email) });
  }, []);

  const refreshUser = useCallback(async () => {
    const token = readStorage(AUTH_TOKEN_KEY);
    if (!token) {
      clearSession();
      return;
    }
    try {
      const session = await authApi.me(token);
      setUser(session.user);
      setSubscribed(session.subscription?.isActive === true);
    } catch (error) {
      clearSession();
      // Only a rejected token is thrown away; a network blip must not sign the visitor out for good.
      if (error instanceof HttpError && error.status === 401) removeStorage(AUTH_TOKEN_KEY);
    }
  }, [clearSession]);

  useEffect(() => {
    // Runs once per page load; StrictMode's second run would spend the single-use magic token twice.
    if (started.current) return;
    started.current = true;
    setReportAccess(safeLoadReportAccess());

    const params = new URLSearchParams(location.search);
    const magicToken = params.get('magic_token');
    const reset = params.get('reset_token');
    if (magicToken !== null || reset !== null) {
      params.delete('magic_token');
      params.delete('reset_token');
      const search = params.toString();
      // Tokens must not linger in the address bar, history or a shared screenshot.
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    }
    if (reset) setResetToken(reset);
    if (magicToken) {
      authApi.exchangeMagicLink(magicToken).then(applySession, () => {
        toast({ title: S.toasts.magicFailed, description: S.toasts.magicFailedText, variant: 'destructive' });
        void refreshUser();
      });
      return;
    }
    void refreshUser();
  }, [location, navigate, applySession, refreshUser]);

  useEffect(() => {
    if (!user) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUser();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [user, refreshUser]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isSubscribed,
      reportAccess,
      signInMode,
      resetToken,
      openSignIn: (mode = 'signin') => setSignInMode(mode),
      closeSignIn: () => setSignInMode(null),
      closeReset: () => setResetToken(null),
      signIn: async (email, password) => {
        try {
          applySession(await authApi.signIn(email, password));
          return true;
        } catch {
          toast({ title: S.toasts.signInFailed, description: S.toasts.signInFailedText, variant: 'destructive' });
          return false;
        }
      },
      signUp: async (name, email, password) => {
        try {
          applySession(await authApi.signUp(name, email, password));
          return true;
        } catch (error) {
          toast({ title: S.toasts.signUpFailed, description: errorText(error), variant: 'destructive' });
          return false;
        }
      },
      resetPassword: async (password) => {
        if (!resetToken) return false;
        try {
          applySession(await authApi.resetPassword(resetToken, password));
          setResetToken(null);
          return true;
        } catch {
          toast({ title: S.toasts.resetFailed, description: S.toasts.resetFailedText, variant: 'destructive' });
          return false;
        }
      },
      signOut: async () => {
        const token = readStorage(AUTH_TOKEN_KEY);
        try {
          await authApi.signOut(token);
          toast({ title: S.toasts.signedOut, description: S.toasts.signedOutText });
        } catch (error) {
          toast({ title: S.toasts.signOutError, description: errorText(error), variant: 'destructive' });
        } finally {
          // Spec §4: signed out locally even when the server call failed.
          clearSession();
          removeStorage(AUTH_TOKEN_KEY);
        }
      },
    }),
    [user, isSubscribed, reportAccess, signInMode, resetToken, applySession, clearSession],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
