import { afterEach, describe, expect, it, vi } from 'vitest';
import { crawlRequestBody, startAnalysis } from './start-analysis';

describe('crawlRequestBody', () => {
  it('asks for one page, depth 2, the five analysis types and screenshots (the spec’s business constants)', () => {
    expect(crawlRequestBody('example.com')).toEqual({
      startUrls: ['example.com'],
      maxPages: 1,
      maxDepth: 2,
      analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'],
      saveScreenshots: true,
    });
  });

  it('asks for the analysis types a form names instead (deceptive design alone on /bias-detection)', () => {
    expect(crawlRequestBody('example.com/deals', ['DECEPTIVE_DESIGN'])).toMatchObject({ startUrls: ['example.com/deals'], analysisTypes: ['DECEPTIVE_DESIGN'] });
  });
});

describe('startAnalysis', () => {
  const calls: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];

  function stubBrowser(authToken: string | null) {
    calls.length = 0;
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'auth_token' ? authToken : null) } });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      return url === '/api/proxy/v1/crawl' ? Response.json({ status: 'queued', syntheticId: 'abc' }) : Response.json({ success: true });
    });
  }

  afterEach(() => vi.unstubAllGlobals());

  it('sends the account token with the crawl and the submission when signed in', async () => {
    stubBrowser('account-token');
    expect(await startAnalysis('example.com', 'homepage')).toBe('/waitlist?domain=example.com&syntheticId=abc&analysisStarted=true');
    expect(calls.map((call) => call.url)).toEqual(['/api/proxy/v1/crawl', '/api/user-data/domain-submission']);
    for (const call of calls) expect(call.headers.Authorization).toBe('Bearer account-token');
  });

  it('sends no Authorization header for an anonymous visitor', async () => {
    stubBrowser(null);
    await startAnalysis('example.com', 'exit-intent-modal');
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.headers).not.toHaveProperty('Authorization');
  });

  it('fails with the spec\'s "Analysis failed: {status}" when the crawl is refused, and records nothing', async () => {
    stubBrowser(null);
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push({ url, headers: {}, body: null });
      return Response.json({ success: false, error: 'Too many analyses from this address', code: 'RATE_LIMITED' }, { status: 429 });
    });
    await expect(startAnalysis('example.com', 'homepage')).rejects.toThrow(new Error('Analysis failed: 429'));
    expect(calls.map((call) => call.url)).toEqual(['/api/proxy/v1/crawl']);
  });

  it('starts on the page whose path was typed, and records and follows the domain', async () => {
    stubBrowser(null);
    expect(await startAnalysis('https://www.Example.com/Docs/page?lang=en#intro', 'homepage')).toBe('/waitlist?domain=example.com&syntheticId=abc&analysisStarted=true');
    expect(calls[0]!.body).toMatchObject({ startUrls: ['example.com/Docs/page?lang=en'], maxPages: 1 });
    expect(calls[1]!.body).toMatchObject({ domain: 'example.com' });
  });

  it('records the submission with the spec\'s submission type, "exit-intent", and the form it came from as its source', async () => {
    stubBrowser(null);
    await startAnalysis('example.com', 'homepage');
    expect(calls[1]!.body).toEqual({ domain: 'example.com', submissionType: 'exit-intent', source: 'homepage', analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'], syntheticId: 'abc' });
  });

  it('starts and records the analysis types it is given, with its form as the source', async () => {
    stubBrowser(null);
    await startAnalysis('example.com/deals', 'bias-detection', ['DECEPTIVE_DESIGN']);
    expect(calls[0]!.body).toMatchObject({ startUrls: ['example.com/deals'], analysisTypes: ['DECEPTIVE_DESIGN'] });
    expect(calls[1]!.body).toMatchObject({ source: 'bias-detection', analysisTypes: ['DECEPTIVE_DESIGN'] });
  });
});
