// The signed-in session lives in the query cache, under one key: sign-in and sign-out write that
// entry, and every reader (header, branding panel) sees the same answer.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, AUTH_TOKEN_KEY, HttpError } from '../../lib/api';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import type { Session, SignedIn } from './auth-api';

/**
 * `GET /api/auth/me` with the stored token, or null when signed out. It never fails: a refresh that
 * fails clears the user (the spec's states and transitions), and without a token there is nothing to ask.
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: ['/api/auth/me'],
    queryFn: async ({ signal }): Promise<Session | null> => {
      const token = readStorage(AUTH_TOKEN_KEY);
      if (token === null) return null;
      try {
        return (await apiRequest<{ data: Session }>('GET', '/api/auth/me', { signal })).data;
      } catch (error) {
        // Only a rejected token is thrown away (a network blip must not sign the visitor out for
        // good), and only if a sign-in has not stored a new one meanwhile.
        if (error instanceof HttpError && error.status === 401 && readStorage(AUTH_TOKEN_KEY) === token) removeStorage(AUTH_TOKEN_KEY);
        return null;
      }
    },
    // The one exception to "no refetch on focus": while signed in, the user is refreshed whenever the
    // tab becomes visible again (the spec's states and transitions), so a session revoked elsewhere ends here too. TanStack's
    // focus manager listens to exactly that event (visibilitychange).
    refetchOnWindowFocus: (query) => (query.state.data ? 'always' : false),
  });

/** Sign-in, sign-up, a magic link or a password reset answered with a session: keep its token and show its user. */
export async function startSession(queryClient: QueryClient, session: SignedIn): Promise<void> {
  writeStorage(AUTH_TOKEN_KEY, session.token);
  // A refresh still running with the previous token must not land on top of the new session.
  await queryClient.cancelQueries({ queryKey: sessionQuery().queryKey });
  const signedIn: Session = { user: session.user, subscription: session.subscription };
  queryClient.setQueryData(sessionQuery().queryKey, signedIn);
}

/** Signed out locally: user, subscription and token go, whatever the server said. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  removeStorage(AUTH_TOKEN_KEY);
  await queryClient.cancelQueries({ queryKey: sessionQuery().queryKey });
  queryClient.setQueryData(sessionQuery().queryKey, null);
}
