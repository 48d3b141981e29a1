import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHostRules } from '@sightline/shared/net';
import type { App } from '../../src/app';
import { checkDomainReachability, resolveReachableStartUrl } from '../../src/domain-check/check-domain';
import { DOMAIN_CHECK_MESSAGES } from '../../src/domain-check/messages';
import { createTestApp } from '../helpers/test-app';

// A plain-http site on 127.0.0.1 under public-looking names: hops.test redirects `n` times before
// answering, so the redirect policy can be counted exactly.
let site: Server;
let port: number;
beforeAll(async () => {
  site = createServer((request, response) => {
    const host = request.headers.host?.split(':')[0];
    const left = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('left') ?? (host === 'five.test' ? 5 : host === 'six.test' ? 6 : 0));
    if (left > 0) response.writeHead(302, { location: `/?left=${left - 1}` }).end();
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Shop</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const options = () => ({ allowPrivate: true, hostRules: parseHostRules(['shop.test', 'five.test', 'six.test'].map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', ')) });

describe('resolveReachableStartUrl', () => {
  it('starts on the scheme that answered: http when https is not served', async () => {
    expect(await resolveReachableStartUrl('shop.test', options())).toEqual({ ok: true, domain: 'shop.test', url: 'http://shop.test/' });
  });

  it('keeps a path typed after the domain as the start page, with its query and letter case, without the fragment', async () => {
    expect(await resolveReachableStartUrl('https://www.Shop.test/Docs/page?lang=en#intro', options())).toEqual({ ok: true, domain: 'shop.test', url: 'http://shop.test/Docs/page?lang=en' });
    // Whatever follows the domain stays a path of that domain.
    expect(await resolveReachableStartUrl('shop.test//five.test/x', options())).toEqual({ ok: true, domain: 'shop.test', url: 'http://shop.test//five.test/x' });
  });

  it('follows up to 5 redirects, and gives up on the 6th', async () => {
    expect(await resolveReachableStartUrl('five.test', options())).toMatchObject({ ok: true, url: 'http://five.test/' });
    expect(await resolveReachableStartUrl('six.test', options())).toEqual({ ok: false, message: DOMAIN_CHECK_MESSAGES.unreachable });
  });

  it('is what the domain check endpoint answers with', async () => {
    expect(await checkDomainReachability('five.test', options())).toEqual({ valid: true, message: DOMAIN_CHECK_MESSAGES.valid, url: 'http://five.test/' });
    expect(await checkDomainReachability('six.test', options())).toEqual({ valid: false, message: DOMAIN_CHECK_MESSAGES.unreachable });
  });
});

describe('the domain check and starting an analysis', () => {

  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ ...options(), allowPrivateTargets: true, secret: 'test-secret-0123456789' }, { work: false });
  });
  afterAll(() => app.close());

  it('say which page will be analysed, and the analysis starts on the path that was typed', async () => {
    const check = await app.inject({ method: 'POST', url: '/api/domain-validation/validate', payload: { domain: 'shop.test/docs/page' } });
    expect(check.json()).toEqual({ success: true, valid: true, message: DOMAIN_CHECK_MESSAGES.valid, url: 'http://shop.test/docs/page' });
    const start = await app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: { startUrls: ['shop.test/docs/page'], maxPages: 1, maxDepth: 2, analysisTypes: ['GENERAL'], saveScreenshots: false }, remoteAddress: '203.0.113.78' });
    expect(start.statusCode).toBe(200);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const { analysis } = (await app.inject({ method: 'GET', url: `/api/analyses/${start.json().syntheticId}`, headers: { cookie } })).json();
    expect(analysis).toMatchObject({ domain: 'shop.test', startUrl: 'http://shop.test/docs/page' });
  });

  // Before they shared one resolver, starting an analysis followed no redirect at all and accepted
  // a domain the check refused.
  it.each([
    ['five.test', true],
    ['six.test', false],
  ])('agree on %s', async (domain, reachable) => {
    const check = await app.inject({ method: 'POST', url: '/api/domain-validation/validate', payload: { domain } });
    expect(check.json()).toMatchObject({ valid: reachable });
    const start = await app.inject({ method: 'POST', url: '/api/proxy/v1/crawl', payload: { startUrls: [domain], maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false }, remoteAddress: '203.0.113.77' });
    expect(start.statusCode).toBe(reachable ? 200 : 422);
    if (!reachable) expect(JSON.stringify(start.json())).toContain(DOMAIN_CHECK_MESSAGES.unreachable);
  });
});
