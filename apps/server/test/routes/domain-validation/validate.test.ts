import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES } from '@sightline/shared';
import { parseHostRules } from '@sightline/shared/net';
import type { App } from '../../../src/app';
import { DOMAIN_CHECK_MESSAGES } from '../../../src/domain-check/messages';
import { createTestApp } from '../../helpers/test-app';

// A real site on 127.0.0.1 that the host rules give public-looking names to.
let site: Server;
let port: number;
const seenHosts: string[] = [];

beforeAll(async () => {
  site = createServer((request, response) => {
    seenHosts.push(request.headers.host ?? '');
    const host = request.headers.host?.split(':')[0];
    if (host === 'moved.test') response.writeHead(301, { location: `http://shop.test/landing` }).end();
    else if (host === 'loop.test') response.writeHead(302, { location: `/again${request.url}` }).end();
    else if (host === 'broken.test') response.writeHead(500).end('oops');
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Shop</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

function rules() {
  const closed = 1; // nothing listens on port 1
  return parseHostRules(
    ['shop.test', 'moved.test', 'loop.test', 'broken.test'].map((host) => `MAP ${host} 127.0.0.1:${port}`).concat(`MAP down.test 127.0.0.1:${closed}`).join(', '),
  );
}

function validate(app: App, domain: unknown) {
  return app.inject({ method: 'POST', url: '/api/domain-validation/validate', payload: { domain } });
}

describe('with private targets allowed (tests, intranets)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ allowPrivateTargets: true, hostRules: rules() });
  });
  afterAll(() => app.close());

  it('accepts a reachable domain typed as a URL, sending the original Host header', async () => {
    const response = await validate(app, '  https://www.Shop.test/products?x=1 ');
    expect(response.statusCode).toBe(200);
    // The typed path stays: it is the page an analysis would start on.
    expect(response.json()).toEqual({ success: true, valid: true, message: 'Domain is valid and reachable', url: 'http://shop.test/products?x=1' });
    expect(seenHosts).toContain('shop.test');
  });

  it('follows redirects to another mapped host', async () => {
    expect((await validate(app, 'moved.test')).json()).toEqual({ success: true, valid: true, message: DOMAIN_CHECK_MESSAGES.valid, url: 'http://moved.test/' });
  });

  it('counts a server error as reachable: a server answered', async () => {
    expect((await validate(app, 'broken.test')).json().valid).toBe(true);
  });

  it('gives up after 5 redirects', async () => {
    expect((await validate(app, 'loop.test')).json()).toEqual({ success: true, valid: false, message: 'Domain not reachable. Please check the domain.' });
  });

  it('reports a domain where nothing answers as not reachable', async () => {
    expect((await validate(app, 'down.test')).json()).toEqual({ success: true, valid: false, message: DOMAIN_MESSAGES.modalUnreachable });
  });

  it('reports a name that does not resolve', async () => {
    expect((await validate(app, 'no-such-host.invalid')).json()).toEqual({ success: true, valid: false, message: DOMAIN_CHECK_MESSAGES.notFound });
  });

  it('answers format problems with the shared messages, before any network use', async () => {
    expect((await validate(app, '   ')).json()).toEqual({ success: true, valid: false, message: DOMAIN_MESSAGES.empty });
    expect((await validate(app, 'localhost')).json()).toEqual({ success: true, valid: false, message: DOMAIN_MESSAGES.invalidFormat });
    expect((await validate(app, 'exa mple.com')).json()).toEqual({ success: true, valid: false, message: DOMAIN_MESSAGES.invalidFormat });
  });
});

describe('with private targets refused (the default)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ allowPrivateTargets: false, hostRules: rules() });
  });
  afterAll(() => app.close());

  it('refuses a domain that maps to 127.0.0.1 without contacting it', async () => {
    const before = seenHosts.length;
    expect((await validate(app, 'shop.test')).json()).toEqual({ success: true, valid: false, message: DOMAIN_CHECK_MESSAGES.privateAddress });
    expect(seenHosts.length).toBe(before);
  });

  it('refuses an IP literal in a private range', async () => {
    // Addresses whose last part has 2+ digits pass the format rules, so the guard must catch them.
    for (const address of ['169.254.169.254', '192.168.1.10', '10.0.0.10', '127.0.0.10']) {
      expect((await validate(app, address)).json(), address).toEqual({ success: true, valid: false, message: DOMAIN_CHECK_MESSAGES.privateAddress });
    }
  });
});
