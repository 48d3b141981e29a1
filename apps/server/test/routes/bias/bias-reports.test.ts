import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnalysis, createAnalysis, createShareLink, createSiteBiasReport, failAnalysis, findAnalysis } from '@sightline/db';
import { parseHostRules } from '@sightline/shared/net';
import type { Finding } from '@sightline/shared/report';
import { reportReadyEmail } from '../../../src/analysis/report-email';
import type { App } from '../../../src/app';
import { hashToken } from '../../../src/auth/tokens';
import { createAccount } from '../../helpers/accounts';
import { startFixtureSite } from '../../helpers/fixture-site';
import { finding, page, report } from '../../helpers/report-fixture';
import { createTestApp } from '../../helpers/test-app';
import { Browser } from '../surveys/helpers';

// Bias reports as reports: share links (the analyses' share_links, scoped to one bias report,
// revocable, expiring), exports, site checks (a DECEPTIVE_DESIGN analysis seen as a bias report),
// the owner's list and claims at sign-in, and one 404 for whatever is not the requester's.

let app: App;
let site: Awaited<ReturnType<typeof startFixtureSite>>;
let dataDir: string;

beforeAll(async () => {
  site = await startFixtureSite();
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-bias-reports-'));
  app = await createTestApp(
    { publicUrl: 'http://sightline.test', anonymousAnalysesPerHour: 1000, analysesInProgressPerIp: 1000, allowPrivateTargets: true, hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`), dataDir, secret: 'test-secret-0123456789' },
    { work: false },
  );
});
afterAll(async () => {
  await app.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const tokenOf = (url: string) => url.split('/').at(-1)!;

async function questionsReport(owner: Browser) {
  const created = await owner.request('POST', '/api/bias/questions', { questions: ['Was the staff friendly and helpful?', 'How did you first hear about us?'] });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().report as { id: string; createdAt: string };
}

const deceptive = (id: string, outcome: 'failed' | 'passed', severity: Finding['severity'] = 'moderate'): Finding => ({
  ...finding(id, outcome, { category: 'deceptiveDesign', severity, elements: outcome === 'failed' ? 1 : 0, title: `Check ${id}` }),
  details: { pattern: `Pattern of ${id}`, bias: `Bias of ${id}` },
  references: [{ title: 'EU Digital Services Act, Article 25', url: 'https://eur-lex.europa.eu/eli/reg/2022/2065/oj' }],
});

/** A site check as POST /api/bias/sites leaves it, with its analysis completed (or not) by hand. */
async function siteCheck(owner: Browser, finish: 'completed' | 'failed' | 'running' = 'completed') {
  const started = await owner.request('POST', '/api/bias/sites', { address: 'shop.test/' });
  expect(started.statusCode, started.body).toBe(201);
  const { id, syntheticId } = started.json() as { id: string; syntheticId: string };
  if (finish === 'completed') {
    const stored = report([page('http://shop.test/', [deceptive('scarcity-claims', 'failed'), deceptive('pre-ticked-boxes', 'failed', 'serious'), deceptive('nagging', 'passed'), finding('meta-description', 'failed')])]);
    await completeAnalysis(app.db, syntheticId, { report: stored, scores: { overall: 70, deceptiveDesign: 62 }, pagesDone: 1 });
  }
  if (finish === 'failed') await failAnalysis(app.db, syntheticId, 'The page did not load.', true);
  return { id, syntheticId };
}

describe('share links of a questions report', () => {
  it('open the report read-only in another browser, count views, and stop working once revoked', async () => {
    const owner = new Browser(app);
    const { id } = await questionsReport(owner);
    const created = await owner.request('POST', `/api/bias/reports/${id}/share-links`, { expiresInDays: 7 });
    expect(created.statusCode, created.body).toBe(201);
    const { link, url } = created.json();
    expect(url).toMatch(new RegExp(`^http://sightline\\.test/bias-detection/${id}/[A-Za-z0-9_-]{43}$`));
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const token = tokenOf(url);

    const visitor = new Browser(app);
    expect((await visitor.request('GET', `/api/bias/reports/${id}`)).statusCode).toBe(404);
    const shared = await visitor.request('GET', `/api/bias/reports/${id}?token=${token}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ owner: false, report: { id, kind: 'questions', result: { summary: { questions: 2, findings: 1 } } } });
    // The link reads; it manages nothing.
    expect((await visitor.request('POST', `/api/bias/reports/${id}/share-links?token=${token}`, {})).statusCode).toBe(404);
    expect((await visitor.request('GET', `/api/bias/reports/${id}/share-links?token=${token}`)).statusCode).toBe(404);
    expect((await visitor.request('DELETE', `/api/bias/reports/${id}/share-links/${link.id}`)).statusCode).toBe(404);

    const listed = await owner.request('GET', `/api/bias/reports/${id}/share-links`);
    expect(listed.json().links).toEqual([{ ...link, viewCount: 1 }]);

    expect((await owner.request('DELETE', `/api/bias/reports/${id}/share-links/${link.id}`)).statusCode).toBe(200);
    expect((await owner.request('DELETE', `/api/bias/reports/${id}/share-links/${link.id}`)).statusCode).toBe(404);
    expect((await visitor.request('GET', `/api/bias/reports/${id}?token=${token}`)).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await visitor.request('GET', `/api/bias/reports/${id}/report.json?token=${token}`)).statusCode).toBe(404);
  });

  it('are scoped: a link opens its own report only, not another bias report nor an analysis, and an expired one opens nothing', async () => {
    const owner = new Browser(app);
    const first = await questionsReport(owner);
    const second = await questionsReport(owner);
    const token = tokenOf((await owner.request('POST', `/api/bias/reports/${first.id}/share-links`)).json().url);
    const visitor = new Browser(app);
    expect((await visitor.request('GET', `/api/bias/reports/${first.id}?token=${token}`)).statusCode).toBe(200);
    expect((await visitor.request('GET', `/api/bias/reports/${second.id}?token=${token}`)).statusCode).toBe(404);

    // An analysis's share token is no bias report's, and the other way round.
    const check = await siteCheck(owner);
    const analysisLink = await owner.request('POST', `/api/analyses/${check.syntheticId}/share-links`, {});
    expect(analysisLink.statusCode, analysisLink.body).toBe(201);
    expect((await visitor.request('GET', `/api/bias/reports/${check.id}?token=${tokenOf(analysisLink.json().url)}`)).statusCode).toBe(404);
    const siteToken = tokenOf((await owner.request('POST', `/api/bias/reports/${check.id}/share-links`)).json().url);
    expect((await visitor.request('GET', `/api/analyses/${check.syntheticId}?token=${siteToken}`)).statusCode).toBe(404);
    expect((await visitor.request('GET', `/api/bias/reports/${check.id}?token=${siteToken}`)).statusCode).toBe(200);

    const expired = 'expired-token-of-a-bias-report';
    await createShareLink(app.db, { biasReportId: first.id, tokenHash: hashToken(expired), view: 'standard', expiresAt: new Date(Date.now() - 1000) });
    expect((await visitor.request('GET', `/api/bias/reports/${first.id}?token=${expired}`)).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await visitor.request('GET', `/api/bias/reports/${first.id}?token=not-a-token`)).statusCode).toBe(404);
  });
});

describe('JSON export', () => {
  it('downloads what was checked and found, for the owner and through a share link', async () => {
    const owner = new Browser(app);
    const { id } = await questionsReport(owner);
    const own = await owner.request('GET', `/api/bias/reports/${id}/report.json`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="sightline-bias-questions-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = JSON.parse(own.body);
    expect(file).toMatchObject({ id, kind: 'questions', source: 'text', questions: ['Was the staff friendly and helpful?', 'How did you first hear about us?'] });
    expect(file.result.questions[0].findings[0]).toMatchObject({ rule: 'double-barreled', rewrite: ['Was the staff friendly?', 'Was the staff helpful?'] });

    const token = tokenOf((await owner.request('POST', `/api/bias/reports/${id}/share-links`)).json().url);
    const shared = await new Browser(app).request('GET', `/api/bias/reports/${id}/report.json?token=${token}`);
    expect(JSON.parse(shared.body)).toEqual(file);
    expect((await new Browser(app).request('GET', `/api/bias/reports/${id}/report.json`)).statusCode).toBe(404);
  });
});

describe('site checks', () => {
  it('POST /api/bias/sites queues a DECEPTIVE_DESIGN analysis of the page and saves a site report owned through it', async () => {
    const owner = new Browser(app);
    const started = await owner.request('POST', '/api/bias/sites', { address: 'shop.test/about' });
    expect(started.statusCode, started.body).toBe(201);
    expect(owner.cookie).toBeDefined();
    const { id, syntheticId, domain } = started.json();
    expect(domain).toBe('shop.test');
    const analysis = await owner.request('GET', `/api/analyses/${syntheticId}`);
    expect(analysis.json().analysis).toMatchObject({ status: 'queued', startUrl: `http://shop.test/about` });

    const running = await owner.request('GET', `/api/bias/reports/${id}`);
    expect(running.json()).toMatchObject({ owner: true, report: { id, kind: 'site', title: 'shop.test', analysis: { syntheticId, status: 'queued' }, report: null, assetToken: null } });
    // Nothing to share or export before the check has finished.
    expect((await owner.request('POST', `/api/bias/reports/${id}/share-links`)).json()).toMatchObject({ code: 'NOT_READY' });
    expect((await owner.request('GET', `/api/bias/reports/${id}/report.json`)).statusCode).toBe(409);
    expect((await owner.request('POST', `/api/bias/reports/${id}/rerun`)).json()).toMatchObject({ code: 'NOT_FINISHED' });
    expect((await new Browser(app).request('GET', `/api/bias/reports/${id}`)).statusCode).toBe(404);
    expect((await owner.request('POST', '/api/bias/sites', { address: 'not a domain' })).statusCode).toBe(422);
  });

  it('shows only the deceptive-design findings of its completed analysis, with a screenshot token, and exports them', async () => {
    const owner = new Browser(app);
    const { id, syntheticId } = await siteCheck(owner);
    const body = (await owner.request('GET', `/api/bias/reports/${id}`)).json();
    expect(body.report.analysis).toMatchObject({ syntheticId, status: 'completed' });
    expect(body.report.report.pages[0].findings.map((f: Finding) => f.id)).toEqual(['scarcity-claims', 'pre-ticked-boxes', 'nagging']);
    expect(body.report.assetToken).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(body.report.report.options.outputDir).toBeNull();

    const file = await owner.request('GET', `/api/bias/reports/${id}/report.json`);
    expect(file.headers['content-disposition']).toMatch(/filename="sightline-bias-shop\.test-\d{4}-\d{2}-\d{2}\.json"/);
    const json = JSON.parse(file.body);
    expect(json).not.toHaveProperty('assetToken');
    expect(json.report.pages[0].findings.find((f: Finding) => f.id === 'pre-ticked-boxes')).toMatchObject({ details: { pattern: 'Pattern of pre-ticked-boxes', bias: 'Bias of pre-ticked-boxes' }, references: [expect.objectContaining({ title: 'EU Digital Services Act, Article 25' })] });
  });

  it('a failed check is run again with the same analysis types, page and limits, as a new site report', async () => {
    const owner = new Browser(app);
    const { id, syntheticId } = await siteCheck(owner, 'failed');
    const again = await owner.request('POST', `/api/bias/reports/${id}/rerun`);
    expect(again.statusCode, again.body).toBe(201);
    const next = again.json();
    expect(next.id).not.toBe(id);
    expect(next.syntheticId).not.toBe(syntheticId);
    const { analyses } = (await owner.request('GET', '/api/analyses')).json();
    expect(analyses.map((a: { syntheticId: string }) => a.syntheticId)).toEqual([next.syntheticId, syntheticId]);
    const row = await app.db.query.analyses.findFirst({ where: (table, { eq }) => eq(table.id, next.syntheticId) });
    expect(row!.request).toEqual({ startUrl: 'http://shop.test/', maxPages: 1, maxDepth: 2, analysisTypes: ['DECEPTIVE_DESIGN'], saveScreenshots: true });
    expect((await new Browser(app).request('POST', `/api/bias/reports/${id}/rerun`)).statusCode).toBe(404);
    const questions = await questionsReport(owner);
    expect((await owner.request('POST', `/api/bias/reports/${questions.id}/rerun`)).json()).toMatchObject({ code: 'NOT_A_SITE_CHECK' });
  });

  it('its "email me when it is ready" message links to the site report, through a share link that opens it', async () => {
    const owner = new Browser(app);
    const { id, syntheticId } = await siteCheck(owner);
    const email = await reportReadyEmail(app.db, 'http://sightline.test', (await findAnalysis(app.db, syntheticId))!);
    expect(email.subject).toBe('Your deceptive-design check of shop.test is ready');
    const token = new RegExp(`http://sightline\\.test/bias-detection/${id}/([A-Za-z0-9_-]{43})\n`).exec(email.text)?.[1];
    expect(token, email.text).toBeDefined();
    const shared = await new Browser(app).request('GET', `/api/bias/reports/${id}?token=${token}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json()).toMatchObject({ owner: false, report: { id, kind: 'site' } });

    const failed = await siteCheck(owner, 'failed');
    const failure = await reportReadyEmail(app.db, 'http://sightline.test', (await findAnalysis(app.db, failed.syntheticId))!);
    expect(failure).toEqual({
      subject: 'The deceptive-design check of shop.test could not finish',
      text: 'We could not finish the deceptive-design check of shop.test: The page did not load.\n\nYou can try again at any time from http://sightline.test/bias-detection.\n',
    });
  });
});

describe('the owner’s list, accounts and claims', () => {
  it('lists both kinds with their kind and status, newest first, to their owner only', async () => {
    const owner = new Browser(app);
    const questions = await questionsReport(owner);
    const running = await siteCheck(owner, 'running');
    const done = await siteCheck(owner);
    const { reports } = (await owner.request('GET', '/api/bias/reports')).json();
    expect(reports).toEqual([
      expect.objectContaining({ id: done.id, kind: 'site', title: 'shop.test', syntheticId: done.syntheticId, status: 'completed', score: 62, startUrl: 'http://shop.test/' }),
      expect.objectContaining({ id: running.id, kind: 'site', status: 'queued', score: null, finishedAt: null }),
      expect.objectContaining({ id: questions.id, kind: 'questions', questions: 2, findings: 1 }),
    ]);
    expect((await new Browser(app).request('GET', '/api/bias/reports')).json().reports).toEqual([]);
  });

  it('an account’s reports open for the account on any device and for no other account (404)', async () => {
    const ada = await createAccount(app, 'bias-ada@example.com');
    const bob = await createAccount(app, 'bias-bob@example.com');
    const adaHere = new Browser(app);
    const created = await adaHere.request('POST', '/api/bias/questions', { questions: ['Do you always read the manual?'] }, { authorization: `Bearer ${ada.token}` });
    const { id } = created.json().report;
    const check = await adaHere.request('POST', '/api/bias/sites', { address: 'shop.test' }, { authorization: `Bearer ${ada.token}` });
    const siteId = check.json().id;

    const adaElsewhere = new Browser(app);
    for (const report of [id, siteId]) {
      expect((await adaElsewhere.request('GET', `/api/bias/reports/${report}`, undefined, { authorization: `Bearer ${ada.token}` })).statusCode).toBe(200);
      const other = await new Browser(app).request('GET', `/api/bias/reports/${report}`, undefined, { authorization: `Bearer ${bob.token}` });
      expect(other.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect((await new Browser(app).request('POST', `/api/bias/reports/${report}/share-links`, undefined, { authorization: `Bearer ${bob.token}` })).statusCode).toBe(404);
    }
    const bobs = await new Browser(app).request('GET', '/api/bias/reports', undefined, { authorization: `Bearer ${bob.token}` });
    expect(bobs.json().reports).toEqual([]);
  });

  it('signing in with the password in a browser gives the account that browser’s reports; signing out ends the cookie’s access to them', async () => {
    const email = 'bias-claim@example.com';
    await createAccount(app, email);
    const browser = new Browser(app);
    const { id } = await questionsReport(browser);
    const check = await siteCheck(browser);
    const signIn = await browser.request('POST', '/api/auth/signin', { email, password: 'correct horse' });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const bearer = { authorization: `Bearer ${signIn.json().data.token}` };

    // Another device of the account lists and opens both.
    const listed = (await new Browser(app).request('GET', '/api/bias/reports', undefined, bearer)).json().reports.map((r: { id: string }) => r.id);
    expect(listed).toEqual([check.id, id]);

    expect((await browser.request('POST', '/api/auth/signout', undefined, bearer)).statusCode).toBe(200);
    expect((await browser.request('GET', `/api/bias/reports/${id}`)).statusCode).toBe(404);
    expect((await browser.request('GET', `/api/bias/reports/${check.id}`)).statusCode).toBe(404);
  });

  it('a browser’s questions reports are counted and added by the claim the report list offers', async () => {
    const session = await createAccount(app, 'bias-offer@example.com');
    const browser = new Browser(app);
    await questionsReport(browser);
    const bearer = { authorization: `Bearer ${session.token}` };
    expect((await browser.request('GET', '/api/account/browser-analyses', undefined, bearer)).json().count).toBe(1);
    expect((await browser.request('POST', '/api/account/claim-browser-analyses', {}, bearer)).json().added).toBe(1);
    expect((await new Browser(app).request('GET', '/api/bias/reports', undefined, bearer)).json().reports).toHaveLength(1);
  });
});

// The built web app's stand-in: /bias-detection/{id}[/{token}] fetches the report as the browser it
// runs in, titles the page after what it shows and marks itself ready, like apps/web does.
const INDEX = '<!doctype html><html><head><meta charset="utf-8"><title>Bias report</title><script type="module" src="/assets/bias.js"></script></head><body><main id="root"></main></body></html>';
const SCRIPT = `
const [, , id, token] = location.pathname.split('/');
const response = await fetch('/api/bias/reports/' + id + (token ? '?token=' + token : ''));
const root = document.getElementById('root');
const article = document.createElement('article');
if (response.ok) {
  const { report, owner } = await response.json();
  document.title = 'PDFTITLE ' + report.kind + ' ' + (owner ? 'owner' : 'visitor');
  article.textContent = report.title;
} else {
  document.title = 'PDFTITLE failed ' + response.status;
}
article.setAttribute('data-report-ready', 'true');
root.append(article);
`;

/** The PDF's document title (its Info dictionary), which Chromium writes from the printed page's <title>. */
function pdfTitle(pdf: Buffer): string | null {
  const match = /\/Title\s*\(([^)]*)\)|\/Title\s*<([0-9A-Fa-f]+)>/.exec(pdf.toString('latin1'));
  if (!match) return null;
  if (match[1] !== undefined) return match[1].replace(/^\xfe\xff/, '').replace(/\0/g, '');
  const bytes = Buffer.from(match[2]!, 'hex');
  return bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : bytes.toString('latin1');
}

describe('PDF export', () => {
  let printing: App;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sightline-bias-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'bias.js'), SCRIPT);
    printing = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false, webDistDir: dist });
    await printing.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await printing.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('prints the report page as its owner, and as a visitor through a share link, never for anyone else', async () => {
    const owner = new Browser(printing);
    const created = await owner.request('POST', '/api/bias/questions', { questions: ['Would you buy this?'] });
    const { id } = created.json().report;
    const own = await owner.request('GET', `/api/bias/reports/${id}/report.pdf`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="sightline-bias-questions-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfTitle(own.rawPayload)).toBe('PDFTITLE questions owner');

    const token = tokenOf((await owner.request('POST', `/api/bias/reports/${id}/share-links`)).json().url);
    const shared = await new Browser(printing).request('GET', `/api/bias/reports/${id}/report.pdf?token=${token}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(pdfTitle(shared.rawPayload)).toBe('PDFTITLE questions visitor');
    expect((await new Browser(printing).request('GET', `/api/bias/reports/${id}/report.pdf`)).statusCode).toBe(404);
  });

  it('waits for a site check to finish', async () => {
    const owner = new Browser(printing);
    const row = await createAnalysis(printing.db, {
      domain: 'shop.test',
      request: { startUrl: 'http://shop.test/', maxPages: 1, maxDepth: 2, analysisTypes: ['DECEPTIVE_DESIGN'], saveScreenshots: true },
      ipHash: 'test',
      ownerKeyHash: null,
      userId: (await createAccount(printing, 'bias-pdf@example.com')).user.id,
    });
    const check = await createSiteBiasReport(printing.db, { analysisId: row.id, title: 'shop.test' });
    const session = await printing.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'bias-pdf@example.com', password: 'correct horse' } });
    const response = await owner.request('GET', `/api/bias/reports/${check.id}/report.pdf`, undefined, { authorization: `Bearer ${session.json().data.token}` });
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_READY' });
  });
});
