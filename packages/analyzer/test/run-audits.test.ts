import { describe, expect, it } from 'vitest';
import { runPageAudits, runSiteAudits } from '../src/run-audits';
import type { Audit, AuditMeta, SiteAudit } from '../src/types';
import { pageKey, SITE_WIDE } from '../src/types';
import { auditContext, head, mainDocument, siteFacts } from './helpers/artifacts';

const meta = (id: string, requiredArtifacts: AuditMeta['requiredArtifacts'], extra: Partial<AuditMeta> = {}): AuditMeta => ({
  id, category: 'general', title: `${id} ok`, failureTitle: `${id} bad`, description: 'd', recommendation: 'r', severity: 'minor', requiredArtifacts, ...extra,
});

describe('runPageAudits', () => {
  it('hands each audit exactly the artifacts it declared', () => {
    let seen: string[] = [];
    const audit: Audit = { meta: meta('spy', ['HeadElements']), audit: (artifacts) => ((seen = Object.keys(artifacts)), { outcome: 'passed' }) };
    const findings = runPageAudits([audit], { HeadElements: head(), MainDocument: mainDocument() }, auditContext(), false);
    expect(seen).toEqual(['HeadElements']);
    expect(findings[0]).toMatchObject({ id: 'spy', outcome: 'passed', title: 'spy ok', score: 1, device: 'mobile' });
  });
  it('turns a failed gatherer, a missing gatherer and a throwing audit into error findings with the reason', () => {
    const ok: Audit = { meta: meta('needs-head', ['HeadElements']), audit: () => ({ outcome: 'passed' }) };
    const missing: Audit = { meta: meta('needs-jsonld', ['JsonLd']), audit: () => ({ outcome: 'passed' }) };
    const throws: Audit = { meta: meta('throws', ['MainDocument']), audit: () => { throw new Error('boom'); } };
    const findings = runPageAudits([ok, missing, throws], { HeadElements: { artifactError: true, message: 'HeadElements: evaluate failed' }, MainDocument: mainDocument() }, auditContext(), false);
    expect(findings.map((entry) => [entry.id, entry.outcome, entry.explanation])).toEqual([
      ['needs-head', 'error', 'HeadElements: evaluate failed'],
      ['needs-jsonld', 'error', 'No gatherer produced JsonLd'],
      ['throws', 'error', 'The audit failed: boom'],
    ]);
  });
  it('runs only audits marked for error pages on 4xx/5xx pages, and respects devices', () => {
    const always: Audit = { meta: meta('status', ['MainDocument'], { runOnErrorPages: true }), audit: () => ({ outcome: 'failed' }) };
    const normal: Audit = { meta: meta('other', ['MainDocument']), audit: () => ({ outcome: 'passed' }) };
    const desktopOnly: Audit = { meta: meta('wide', ['MainDocument'], { devices: ['desktop'] }), audit: () => ({ outcome: 'passed' }) };
    expect(runPageAudits([always, normal], { MainDocument: mainDocument({ status: 500 }) }, auditContext(), true).map((entry) => entry.id)).toEqual(['status']);
    expect(runPageAudits([desktopOnly], { MainDocument: mainDocument() }, auditContext({ device: 'mobile' }), false)).toEqual([]);
  });
});

describe('runSiteAudits', () => {
  it('routes results by page key, bare URL (every device) and SITE_WIDE', () => {
    const audit: SiteAudit = {
      meta: meta('site', []),
      auditSite: () =>
        new Map([
          [pageKey('/a', 'desktop'), { outcome: 'failed' as const }],
          ['/b', { outcome: 'passed' as const }],
          [SITE_WIDE, { outcome: 'passed' as const, displayValue: 'whole' }],
        ]),
    };
    const pages = (['mobile', 'desktop'] as const).flatMap((device) => ['/a', '/b'].map((url) => ({ url, device, artifacts: {} })));
    const { byPage, siteWide } = runSiteAudits([audit], pages, siteFacts(), ['mobile', 'desktop']);
    expect(byPage.get(pageKey('/a', 'desktop'))?.map((entry) => entry.outcome)).toEqual(['failed']);
    expect(byPage.get(pageKey('/a', 'mobile'))).toBeUndefined();
    expect(byPage.get(pageKey('/b', 'mobile'))?.[0]?.device).toBe('mobile');
    expect(byPage.get(pageKey('/b', 'desktop'))?.[0]?.device).toBe('desktop');
    expect(siteWide).toMatchObject([{ id: 'site', displayValue: 'whole', device: 'mobile' }]);
  });
  it('gives a site audit only the loads whose artifacts it needs were gathered', () => {
    let urls: string[] = [];
    const audit: SiteAudit = { meta: meta('titles', ['HeadElements']), auditSite: (pages) => ((urls = pages.map((page) => page.url)), new Map()) };
    runSiteAudits([audit], [{ url: '/ok', device: 'mobile', artifacts: { HeadElements: head() } }, { url: '/broken', device: 'mobile', artifacts: { HeadElements: { artifactError: true, message: 'x' } } }], siteFacts(), ['mobile']);
    expect(urls).toEqual(['/ok']);
  });
});
