import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, apiRequest, HttpError } from './api';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A browser with `auth_token` (or none) in its storage, whose fetch answers `answer` and records what was sent. */
function stubBrowser(authToken: string | null, answer: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'auth_token' ? authToken : null) } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  });
  return sent;
}

const headersOf = (sent: Sent) => sent.init.headers as Record<string, string>;

describe('apiFetch / apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored account token as a Bearer header, with credentials', async () => {
    const sent = stubBrowser('account-token', () => Response.json({ ok: true }));
    await apiRequest('GET', '/api/analyses');
    await apiFetch('GET', '/api/analyses/x/report.pdf?view=standard');
    for (const request of sent) {
      expect(headersOf(request).Authorization).toBe('Bearer account-token');
      expect(request.init.credentials).toBe('include');
    }
  });

  it('sends no Authorization header without a stored token, and no content type without a body', async () => {
    const sent = stubBrowser(null, () => Response.json({ ok: true }));
    await apiRequest('POST', '/api/auth/signout');
    expect(headersOf(sent[0]!)).toEqual({ Accept: 'application/json' });
    expect(sent[0]!.init.credentials).toBe('include');
  });

  it('sends a body as JSON with a JSON content type', async () => {
    const sent = stubBrowser(null, () => Response.json({ ok: true }));
    await apiRequest('POST', '/api/domain-validation/validate', { body: { domain: 'example.com' } });
    expect(headersOf(sent[0]!)['Content-Type']).toBe('application/json');
    expect(sent[0]!.init.body).toBe('{"domain":"example.com"}');
  });

  it('returns parsed JSON, or the raw text of a non-JSON answer', async () => {
    stubBrowser(null, () => Response.json({ a: 1 }));
    expect(await apiRequest('GET', '/api/x')).toEqual({ a: 1 });
    stubBrowser(null, () => new Response('plain'));
    expect(await apiRequest('GET', '/api/x')).toBe('plain');
  });

  it('throws HttpError with the status and the error text of the spec’s error catalogue', async () => {
    const body = { success: false, error: 'Report not found', code: 'NOT_FOUND' };
    stubBrowser(null, () => Response.json(body, { status: 404 }));
    await expect(apiRequest('GET', '/api/x')).rejects.toEqual(new HttpError('Report not found', 404, body));
    stubBrowser(null, () => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiFetch('GET', '/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: '502: Bad Gateway', status: 502 });
  });
});
