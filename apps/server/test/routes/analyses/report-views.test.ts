import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@sightline/shared/report';
import { completeAnalysis, createAnalysis, createShareLink, grantEntitlement } from '@sightline/db';
import type { App } from '../../../src/app';
import { generateToken, hashToken } from '../../../src/auth/tokens';
import { createAccount } from '../../helpers/accounts';
import { createTestApp, testBilling } from '../../helpers/test-app';
import { finding, page, report } from '../../helpers/report-fixture';

// Completed analyses are written straight into the database with a stored report, so these tests
// are about what the API serves of them, not about running the analyzer.
const VIEWS = ['standard', 'comprehensive', 'detailed', 'standard-whitelabel', 'comprehensive-whitelabel'] as const;
const PNG_DATA_URL = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;

const FIRST = report(
  [
    page('https://shop.test/', [finding('alt', 'failed', { elements: 6, severity: 'serious' }), finding('title', 'failed'), finding('lang', 'passed')]),
    // Contrast passed here, so its failure in SECOND is a new issue.
    page('https://shop.test/about', [finding('contrast', 'passed', { category: 'accessibility' })]),
  ],
  [finding('robots', 'passed')],
);
const SECOND: Report = {
  ...report([
    page('https://shop.test/', [
      {
        ...finding('alt', 'failed', { elements: 5, severity: 'serious' }),
        displayValue: '5 images',
        explanation: 'Five images have no text alternative',
        details: { images: [{ src: '/hero.png', bytes: 1200, lazy: null }], runs: [1, 2] },
      },
      finding('title', 'passed'),
      finding('lang', 'passed'),
      finding('h1', 'needs-review'),
    ]),
    page('https://shop.test/about', [
      {
        ...finding('contrast', 'failed', { severity: 'critical', category: 'accessibility' }),
        elements: [{ selector: 'p.faint', snippet: '<p class="faint">', rect: { x: 8, y: 120.5, width: 300, height: 24 }, note: 'Contrast 2.1:1', marker: 1 }],
      },
    ]),
  ]),
  // Every optional part of a report is present: the whole-report comparison below then shows that
  // the response schema, which drops what it does not declare, keeps all of it.
  site: {
    origin: 'https://shop.test',
    robotsTxt: { status: 200, body: 'User-agent: *' },
    sitemap: { url: 'https://shop.test/sitemap.xml', status: 200, urls: ['https://shop.test/'] },
    notFoundProbe: { url: 'https://shop.test/sightline-404', status: 404, hasHtml: true },
    httpRedirect: { url: 'http://shop.test/', status: 301, location: 'https://shop.test/', error: null },
  },
  scoring: { formula: 'weighted mean', weights: { general: { title: 3 }, social: {}, usability: {}, accessibility: { contrast: 10 }, pageSpeed: {}, uiAnalysis: {} }, categoryWeights: { general: 1, accessibility: 2 } },
  skipped: [{ url: 'https://shop.test/menu.pdf', reason: 'not HTML' }],
};

interface Owner {
  cookie: string;
  keyHash: string;
}

function newBrowser(): Owner {
  const key = generateToken();
  return { cookie: `sightline_owner=${key}`, keyHash: hashToken(key) };
}

async function completed(app: App, owner: { keyHash?: string; userId?: string }, stored: Report, scores: Record<string, number | null>, domain = 'shop.test') {
  const row = await createAnalysis(app.db, {
    domain,
    request: { startUrl: `https://${domain}/`, maxPages: 5, maxDepth: 2, analysisTypes: ['GENERAL'], saveScreenshots: true },
    ipHash: 'test',
    ownerKeyHash: owner.keyHash ?? null,
    userId: owner.userId ?? null,
  });
  await completeAnalysis(app.db, row.id, { report: stored, scores, pagesDone: stored.pages.length });
  return row.id;
}

async function signUp(app: App, email: string) {
  const { user, token } = await createAccount(app, email);
  return { userId: user.id, authorization: `Bearer ${token}` };
}

function get(app: App, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

describe('report views without billing (self-hosted)', () => {
  let app: App;
  const owner = newBrowser();
  let first: string;
  let second: string;

  beforeAll(async () => {
    app = await createTestApp({}, { work: false });
    first = await completed(app, owner, FIRST, { overall: 60, general: 60, accessibility: null });
    second = await completed(app, owner, SECOND, { overall: 72, general: 70, accessibility: 40 });
    // Someone else's later analysis of the same domain is not "the previous one" for this owner.
    await completed(app, newBrowser(), FIRST, { overall: 10 });
  });
  afterAll(async () => app.close());

  it('documents the report, export, re-run and branding endpoints in the OpenAPI document', async () => {
    const spec = (await get(app, '/api/docs/json')).json();
    const report = spec.paths['/api/analyses/{syntheticId}/report'].get;
    expect(report.parameters.find((parameter: { name: string }) => parameter.name === 'view').schema.enum).toEqual([...VIEWS]);
    expect(Object.keys(report.responses)).toEqual(expect.arrayContaining(['200', '402', '403', '404']));
    expect(Object.keys(spec.paths['/api/analyses/{syntheticId}/report.pdf'].get.responses['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(spec.paths['/api/analyses/{syntheticId}/report.csv'].get.responses['200'].content)).toEqual(['text/csv']);
    expect(spec.paths['/api/analyses/{syntheticId}/rerun'].post).toBeDefined();
    expect(Object.keys(spec.paths['/api/account/branding'])).toEqual(expect.arrayContaining(['get', 'put']));
  });

  it('opens every view to the owner, with every feature open', async () => {
    for (const view of VIEWS) {
      const response = await get(app, `/api/analyses/${second}/report?view=${view}`, { cookie: owner.cookie });
      expect(response.statusCode, view).toBe(200);
      expect(response.json()).toMatchObject({ success: true, view, owner: true, entitlements: { comprehensive: true, detailed: true, whitelabel: true } });
    }
  });

  it('serves a trimmed standard report by default and the whole report to the other views', async () => {
    const standard = (await get(app, `/api/analyses/${second}/report`, { cookie: owner.cookie })).json();
    expect(standard.view).toBe('standard');
    const findings = standard.report.pages.flatMap((entry: { findings: Array<{ id: string; outcome: string; elements: unknown[] }> }) => entry.findings);
    expect(findings.map((item: { id: string }) => item.id)).toEqual(['alt', 'contrast']);
    expect(findings.every((item: { outcome: string; elements: unknown[] }) => item.outcome === 'failed' && item.elements.length <= 3)).toBe(true);
    expect(standard.report.pages[0]).toMatchObject({ url: 'https://shop.test/', status: 200, scores: { overall: 50 }, screenshots: [{ kind: 'viewport' }] });
    expect(standard.changes).toBeNull();
    expect(standard.branding).toBeNull();

    const detailed = (await get(app, `/api/analyses/${second}/report?view=detailed`, { cookie: owner.cookie })).json();
    expect(detailed.report).toEqual(JSON.parse(JSON.stringify(SECOND)));
    expect(detailed.changes).toBeNull();
  });

  it('compares a comprehensive report with the same owner\'s previous analysis of the domain', async () => {
    for (const view of ['comprehensive', 'comprehensive-whitelabel']) {
      const { changes } = (await get(app, `/api/analyses/${second}/report?view=${view}`, { cookie: owner.cookie })).json();
      expect(changes.previous).toMatchObject({ syntheticId: first, scores: { overall: 60, general: 60, accessibility: null } });
      expect(changes.scoreDeltas).toEqual({ overall: 12, general: 10, accessibility: null });
      expect(changes.scoreChanges.general).toEqual({ delta: 10, noise: 2, real: true });
      expect(changes.newIssues).toEqual([{ id: 'contrast', title: 'Check contrast', category: 'accessibility', severity: 'critical', pages: 1 }]);
      expect(changes.fixedIssues).toEqual([{ id: 'title', title: 'Check title', category: 'general', severity: 'moderate', pages: 1 }]);
    }
    // The first analysis has nothing before it.
    expect((await get(app, `/api/analyses/${first}/report?view=comprehensive`, { cookie: owner.cookie })).json().changes).toBeNull();
  });

  it('lets a comprehensive share link open comprehensive and standard, and nothing else', async () => {
    const created = await app.inject({ method: 'POST', url: `/api/analyses/${second}/share-links`, headers: { cookie: owner.cookie }, payload: { view: 'comprehensive' } });
    expect(created.statusCode).toBe(201);
    const token = created.json().url.split('/').at(-1);
    expect(created.json().url).toBe(`http://localhost:3000/comprehensive-report/${second}/${token}`);

    const comprehensive = await get(app, `/api/analyses/${second}/report?view=comprehensive&token=${token}`);
    expect(comprehensive.statusCode).toBe(200);
    expect(comprehensive.json()).toMatchObject({ owner: false, view: 'comprehensive', entitlements: { comprehensive: true, detailed: false, whitelabel: false } });
    expect(comprehensive.json().changes.previous.syntheticId).toBe(first);
    expect((await get(app, `/api/analyses/${second}/report?view=standard&token=${token}`)).statusCode).toBe(200);
    for (const view of ['detailed', 'comprehensive-whitelabel', 'standard-whitelabel']) {
      const refused = await get(app, `/api/analyses/${second}/report?view=${view}&token=${token}`);
      expect(refused.statusCode, view).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'VIEW_NOT_SHARED', error: expect.stringContaining('comprehensive') });
    }
    expect((await get(app, `/api/analyses/${second}/report.csv?view=detailed&token=${token}`)).statusCode).toBe(403);
  });

  it('keeps a standard link to the standard view', async () => {
    const created = await app.inject({ method: 'POST', url: `/api/analyses/${second}/share-links`, headers: { cookie: owner.cookie }, payload: {} });
    const token = created.json().url.split('/').at(-1);
    expect((await get(app, `/api/analyses/${second}/report?token=${token}`)).json()).toMatchObject({ view: 'standard', entitlements: { comprehensive: false, detailed: false, whitelabel: false } });
    const refused = await get(app, `/api/analyses/${second}/report?view=comprehensive&token=${token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This link shares the standard report only, not the comprehensive report.');
    expect((await get(app, `/api/analyses/${second}/report.json?view=comprehensive&token=${token}`)).statusCode).toBe(403);
  });

  it('answers 404 for an expired or revoked link, like for no link at all', async () => {
    const expired = generateToken();
    await createShareLink(app.db, { analysisId: second, tokenHash: hashToken(expired), view: 'comprehensive', expiresAt: new Date(Date.now() - 1000) });
    const stranger = await get(app, `/api/analyses/${second}/report?view=comprehensive`);
    expect(stranger.statusCode).toBe(404);
    const old = await get(app, `/api/analyses/${second}/report?view=comprehensive&token=${expired}`);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual(stranger.json());

    const created = (await app.inject({ method: 'POST', url: `/api/analyses/${second}/share-links`, headers: { cookie: owner.cookie }, payload: { view: 'comprehensive-whitelabel' } })).json();
    const token = created.url.split('/').at(-1);
    expect(created.url).toContain('/comprehensive-report-whitelabel/');
    expect((await get(app, `/api/analyses/${second}/report?view=comprehensive-whitelabel&token=${token}`)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/api/analyses/${second}/share-links/${created.link.id}`, headers: { cookie: owner.cookie } });
    expect((await get(app, `/api/analyses/${second}/report?view=comprehensive-whitelabel&token=${token}`)).statusCode).toBe(404);
  });

  it('exports each view as JSON and CSV under a name with the domain and view', async () => {
    const json = await get(app, `/api/analyses/${second}/report.json?view=standard`, { cookie: owner.cookie });
    expect(json.headers['content-disposition']).toBe('attachment; filename="sightline-shop.test-standard.json"');
    expect(JSON.parse(json.body).pages[0].findings.map((item: { id: string }) => item.id)).toEqual(['alt']);

    const csv = await get(app, `/api/analyses/${second}/report.csv?view=standard`, { cookie: owner.cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sightline-shop.test-standard.csv"');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toMatch(/^page,device,category,id,outcome,severity,title/);
    // The standard CSV lists failed findings only, with their first three elements.
    expect(rows.slice(1).map((row) => row.split(',')[3])).toEqual(['alt', 'contrast']);
    expect(rows[1]).toContain('#e0 | #e1 | #e2,');
    expect(rows[1]).not.toContain('#e3');

    const full = await get(app, `/api/analyses/${second}/report.csv?view=detailed`, { cookie: owner.cookie });
    expect(full.body.trim().split('\r\n')).toHaveLength(1 + 5);
  });

  it('refuses an unknown view with a 400 and an unfinished analysis with a 409', async () => {
    const bad = await get(app, `/api/analyses/${second}/report?view=everything`, { cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: expect.stringContaining('view') });
    const queued = await createAnalysis(app.db, { domain: 'shop.test', request: { startUrl: 'https://shop.test/', maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false }, ipHash: 'test', ownerKeyHash: owner.keyHash, userId: null });
    for (const suffix of ['', '.json', '.csv', '.pdf']) {
      const response = await get(app, `/api/analyses/${queued.id}/report${suffix}?view=comprehensive`, { cookie: owner.cookie });
      expect(response.statusCode, suffix).toBe(409);
      expect(response.json().code).toBe('NOT_READY');
    }
  });

  it("gives whitelabel views the analysis owner's account branding", async () => {
    const account = await signUp(app, 'brand@example.com');
    const put = await app.inject({ method: 'PUT', url: '/api/account/branding', headers: { authorization: account.authorization }, payload: { name: 'Acme Agency', logoDataUrl: PNG_DATA_URL, accentColor: '#AA3300' } });
    expect(put.statusCode).toBe(200);
    const id = await completed(app, { userId: account.userId }, SECOND, { overall: 72 });
    const branding = { name: 'Acme Agency', logoDataUrl: PNG_DATA_URL, accentColor: '#aa3300' };
    for (const view of ['standard-whitelabel', 'comprehensive-whitelabel']) {
      expect((await get(app, `/api/analyses/${id}/report?view=${view}`, { authorization: account.authorization })).json().branding).toEqual(branding);
    }
    expect((await get(app, `/api/analyses/${id}/report?view=comprehensive`, { authorization: account.authorization })).json().branding).toBeNull();
    // An analysis without an account has no branding to show.
    expect((await get(app, `/api/analyses/${second}/report?view=standard-whitelabel`, { cookie: owner.cookie })).json().branding).toBeNull();
  });
});

describe('report views with billing on', () => {
  let app: App;
  const anonymous = newBrowser();
  let anonymousAnalysis: string;

  beforeAll(async () => {
    app = await createTestApp({ billing: testBilling() }, { work: false });
    anonymousAnalysis = await completed(app, anonymous, SECOND, { overall: 72 });
  });
  afterAll(async () => app.close());

  it('opens only the standard view to an owner without an account', async () => {
    const standard = await get(app, `/api/analyses/${anonymousAnalysis}/report`, { cookie: anonymous.cookie });
    expect(standard.statusCode).toBe(200);
    expect(standard.json().entitlements).toEqual({ comprehensive: false, detailed: false, whitelabel: false });
    for (const view of VIEWS.filter((entry) => entry !== 'standard')) {
      for (const suffix of ['', '.json', '.csv', '.pdf']) {
        const refused = await get(app, `/api/analyses/${anonymousAnalysis}/report${suffix}?view=${view}`, { cookie: anonymous.cookie });
        expect(refused.statusCode, `${view}${suffix}`).toBe(402);
        expect(refused.json()).toMatchObject({ success: false, code: 'ENTITLEMENT_REQUIRED', error: expect.stringMatching(/plan/) });
      }
    }
    // Still one answer for strangers, whatever the view.
    expect((await get(app, `/api/analyses/${anonymousAnalysis}/report?view=comprehensive`)).statusCode).toBe(404);
  });

  it("opens a paid view once the account holds that entitlement, and only that one", async () => {
    const account = await signUp(app, 'payer@example.com');
    const id = await completed(app, { userId: account.userId }, SECOND, { overall: 72 });
    const headers = { authorization: account.authorization };
    expect((await get(app, `/api/analyses/${id}/report?view=comprehensive`, headers)).statusCode).toBe(402);

    await grantEntitlement(app.db, { userId: account.userId, feature: 'comprehensive', source: 'test', expiresAt: null });
    const opened = await get(app, `/api/analyses/${id}/report?view=comprehensive`, headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().entitlements).toEqual({ comprehensive: true, detailed: false, whitelabel: false });
    expect((await get(app, `/api/analyses/${id}/report?view=detailed`, headers)).statusCode).toBe(402);
    expect((await get(app, `/api/analyses/${id}/report?view=comprehensive-whitelabel`, headers)).json().error).toContain('Whitelabel reports are a paid view');

    await grantEntitlement(app.db, { userId: account.userId, feature: 'detailed', source: 'test', expiresAt: null });
    await grantEntitlement(app.db, { userId: account.userId, feature: 'whitelabel', source: 'test', expiresAt: null });
    for (const view of VIEWS) expect((await get(app, `/api/analyses/${id}/report?view=${view}`, headers)).statusCode, view).toBe(200);

    // An expired entitlement no longer counts.
    await grantEntitlement(app.db, { userId: account.userId, feature: 'detailed', source: 'test', expiresAt: new Date(Date.now() - 1000) });
    expect((await get(app, `/api/analyses/${id}/report?view=detailed`, headers)).statusCode).toBe(402);

    // The signed-in account's entitlements also open what this browser started before signing in.
    const browser = newBrowser();
    const earlier = await completed(app, browser, SECOND, { overall: 72 });
    expect((await get(app, `/api/analyses/${earlier}/report?view=comprehensive`, { cookie: browser.cookie })).statusCode).toBe(402);
    expect((await get(app, `/api/analyses/${earlier}/report?view=comprehensive`, { cookie: browser.cookie, ...headers })).statusCode).toBe(200);
  });

  it('creates a share link only for a view its creator may open; the link then carries its view', async () => {
    const refused = await app.inject({ method: 'POST', url: `/api/analyses/${anonymousAnalysis}/share-links`, headers: { cookie: anonymous.cookie }, payload: { view: 'comprehensive' } });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('ENTITLEMENT_REQUIRED');
    expect((await app.inject({ method: 'POST', url: `/api/analyses/${anonymousAnalysis}/share-links`, headers: { cookie: anonymous.cookie }, payload: { view: 'standard' } })).statusCode).toBe(201);

    const account = await signUp(app, 'sharer@example.com');
    await grantEntitlement(app.db, { userId: account.userId, feature: 'comprehensive', source: 'test', expiresAt: null });
    const id = await completed(app, { userId: account.userId }, SECOND, { overall: 72 });
    const created = await app.inject({ method: 'POST', url: `/api/analyses/${id}/share-links`, headers: { authorization: account.authorization }, payload: { view: 'comprehensive' } });
    expect(created.statusCode).toBe(201);
    const token = created.json().url.split('/').at(-1);
    // The visitor has no account and no entitlement: the link is what opens the view.
    expect((await get(app, `/api/analyses/${id}/report?view=comprehensive&token=${token}`)).statusCode).toBe(200);
    expect((await get(app, `/api/analyses/${id}/report?view=detailed&token=${token}`)).statusCode).toBe(403);
  });
});
