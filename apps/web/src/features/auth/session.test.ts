import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { endSession, sessionQuery, startSession } from './session';

const ADA = { user: { id: 'u1', name: 'Ada', email: 'ada@example.test' }, subscription: { isActive: false } };
const GRACE = { user: { id: 'u2', name: 'Grace', email: 'grace@example.test' }, subscription: { isActive: true } };

/** localStorage with these entries, and a fetch for /api/auth/me answered by `answer`; returns the storage and the tokens sent. */
function stubBrowser(entries: Record<string, string>, answer: () => Promise<Response>) {
  const storage = new Map(Object.entries(entries));
  const sentTokens: Array<string | undefined> = [];
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value), removeItem: (key: string) => storage.delete(key) },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/auth/me');
    sentTokens.push((init.headers as Record<string, string>).Authorization);
    return answer();
  });
  return { storage, sentTokens };
}

const me = (body: unknown, status = 200) => () => Promise.resolve(Response.json(body, { status }));

describe('the session query', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    focusManager.setFocused(undefined);
  });

  it('is signed out without asking the server when no token is stored', async () => {
    const { sentTokens } = stubBrowser({}, me({ data: ADA }));
    expect(await createQueryClient().fetchQuery(sessionQuery())).toBeNull();
    expect(sentTokens).toEqual([]);
  });

  it('refreshes the user from /api/auth/me with the stored token', async () => {
    const { sentTokens } = stubBrowser({ auth_token: 't1' }, me({ data: ADA }));
    expect(await createQueryClient().fetchQuery(sessionQuery())).toEqual(ADA);
    expect(sentTokens).toEqual(['Bearer t1']);
  });

  it('clears the user and forgets a token the server rejects', async () => {
    const { storage } = stubBrowser({ auth_token: 'revoked' }, me({ success: false, error: 'Not signed in' }, 401));
    expect(await createQueryClient().fetchQuery(sessionQuery())).toBeNull();
    expect(storage.has('auth_token')).toBe(false);
  });

  it('clears the user but keeps the token when the refresh fails for another reason', async () => {
    const { storage } = stubBrowser({ auth_token: 't1' }, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await createQueryClient().fetchQuery(sessionQuery())).toBeNull();
    expect(storage.get('auth_token')).toBe('t1');
  });

  it('refreshes when the tab becomes visible while signed in, and not while signed out', async () => {
    let answer = me({ data: ADA });
    const { storage, sentTokens } = stubBrowser({ auth_token: 't1' }, () => answer());
    const client = createQueryClient();
    client.mount();
    const observer = new QueryObserver(client, sessionQuery());
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(ADA));

    // The token was revoked elsewhere; coming back to the tab finds out.
    answer = me({ success: false, error: 'Not signed in' }, 401);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeNull());
    expect(sentTokens).toHaveLength(2);
    expect(storage.has('auth_token')).toBe(false);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentTokens).toHaveLength(2);
    unsubscribe();
    client.unmount();
  });

  it('keeps a new sign-in when a refresh with the previous token answers after it', async () => {
    let release: (response: Response) => void = () => undefined;
    const { storage } = stubBrowser({ auth_token: 'old' }, () => new Promise<Response>((resolve) => (release = resolve)));
    const client = createQueryClient();
    const refresh = client.fetchQuery(sessionQuery()).catch(() => undefined);
    await vi.waitFor(() => expect(client.isFetching()).toBe(1));

    await startSession(client, { ...GRACE, token: 'new' });
    release(Response.json({ success: false, error: 'Not signed in' }, { status: 401 }));
    await refresh;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(sessionQuery().queryKey)).toEqual(GRACE);
    expect(storage.get('auth_token')).toBe('new');
  });

  it('ends with user, subscription and token gone', async () => {
    const { storage } = stubBrowser({ auth_token: 't1' }, me({ data: GRACE }));
    const client = createQueryClient();
    await client.fetchQuery(sessionQuery());
    await endSession(client);
    expect(client.getQueryData(sessionQuery().queryKey)).toBeNull();
    expect(storage.has('auth_token')).toBe(false);
  });
});
