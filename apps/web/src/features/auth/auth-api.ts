import { apiRequest } from '../../lib/api';

export interface User {
  id: string;
  name: string;
  email: string;
}

export interface Subscription {
  isActive: boolean;
}

export interface Session {
  user: User;
  subscription: Subscription;
}

export interface SignedIn extends Session {
  token: string;
}

interface SigninResponse {
  success: boolean;
  error?: string;
  data?: Session & { token: string };
}

function signedIn(response: SigninResponse): SignedIn {
  if (!response.success || !response.data) throw new Error(response.error ?? 'Sign in failed');
  return response.data;
}

export const authApi = {
  signIn: async (email: string, password: string) => signedIn(await apiRequest<SigninResponse>('POST', '/api/auth/signin', { body: { email, password } })),
  // Answers 202 alike for new and existing addresses; the emailed link (a magic_token) signs in.
  signUp: (name: string, email: string, password: string) => apiRequest<unknown>('POST', '/api/auth/signup', { body: { name, email, password } }),
  resetPassword: async (token: string, password: string) =>
    signedIn(await apiRequest<SigninResponse>('POST', '/api/auth/password-reset', { body: { token, password } })),
  exchangeMagicLink: async (token: string): Promise<SignedIn> => {
    const { data } = await apiRequest<{ data: Session & { authToken: string } }>('POST', '/api/auth/magic-link', { body: { token } });
    return { user: data.user, subscription: data.subscription, token: data.authToken };
  },
  requestMagicLink: (email: string) => apiRequest<unknown>('POST', '/api/auth/magic-link/request', { body: { email } }),
  requestPasswordReset: (email: string) => apiRequest<unknown>('POST', '/api/auth/password-reset/request', { body: { email } }),
  signOut: () => apiRequest<unknown>('POST', '/api/auth/signout'),
};
