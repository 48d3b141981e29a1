import { describe, expect, it } from 'vitest';
import { linkEntitlements, requireEntitlement } from '../../src/analysis/entitlements';
import { linkOpens, reportForView, requiredFeature, REPORT_VIEWS } from '../../src/analysis/report-views';
import { HttpError } from '../../src/errors';
import { finding, page, report } from '../helpers/report-fixture';

describe('report views', () => {
  const full = report([page('https://shop.test/', [finding('alt', 'failed', { elements: 7 }), finding('title', 'passed'), finding('lang', 'needs-review'), finding('h1', 'failed', { elements: 2 })])], [
    finding('robots', 'failed', { elements: 5 }),
    finding('sitemap', 'passed'),
  ]);

  it('trims the standard view to failed findings with at most 3 elements, keeping page facts', () => {
    const standard = reportForView(full, 'standard');
    const [first] = standard.pages;
    expect(first!.findings.map((item) => [item.id, item.elements.length])).toEqual([
      ['alt', 3],
      ['h1', 2],
    ]);
    expect(standard.siteFindings!.map((item) => [item.id, item.elements.length])).toEqual([['robots', 3]]);
    const { findings: _trimmed, ...facts } = first!;
    const { findings: _all, ...originalFacts } = full.pages[0]!;
    expect(facts).toEqual(originalFacts);
    // The stored report is left as it was.
    expect(full.pages[0]!.findings).toHaveLength(4);
  });

  it('keeps the lab metrics in the standard view whether they passed or not, as the white-label summary shows them', () => {
    const metrics = report([page('https://shop.test/', [finding('cumulative-layout-shift', 'passed'), finding('largest-contentful-paint', 'failed'), finding('speed-index', 'not-applicable'), finding('title', 'passed')])]);
    expect(reportForView(metrics, 'standard').pages[0]!.findings.map((item) => [item.id, item.outcome])).toEqual([
      ['cumulative-layout-shift', 'passed'],
      ['largest-contentful-paint', 'failed'],
    ]);
  });

  it('gives every other view the whole report', () => {
    for (const view of REPORT_VIEWS.filter((entry) => entry !== 'standard')) expect(reportForView(full, view)).toBe(full);
  });

  it('never shows the server path a report was written to, in any view', () => {
    const stored = { ...full, options: { ...full.options, outputDir: '/srv/sightline/data/analyses/1' } };
    for (const view of REPORT_VIEWS) {
      const shown = reportForView(stored, view);
      expect(JSON.stringify(shown), view).not.toContain('/srv/sightline');
      expect(shown.pages).toEqual(view === 'standard' ? reportForView(full, view).pages : full.pages);
    }
  });

  it('maps views to the features they need', () => {
    expect(REPORT_VIEWS.map((view) => [view, requiredFeature(view)])).toEqual([
      ['standard', null],
      ['comprehensive', 'comprehensive'],
      ['detailed', 'detailed'],
      ['standard-whitelabel', 'whitelabel'],
      ['comprehensive-whitelabel', 'whitelabel'],
    ]);
  });

  it('lets a share link open its own view and the standard one', () => {
    expect(REPORT_VIEWS.filter((view) => linkOpens('comprehensive', view))).toEqual(['standard', 'comprehensive']);
    expect(REPORT_VIEWS.filter((view) => linkOpens('standard', view))).toEqual(['standard']);
    expect(linkEntitlements('comprehensive-whitelabel')).toEqual({ comprehensive: false, detailed: false, whitelabel: true });
    expect(linkEntitlements('standard')).toEqual({ comprehensive: false, detailed: false, whitelabel: false });
  });

  it('refuses a paid view without its feature with a 402 naming the plan', () => {
    const none = { comprehensive: false, detailed: false, whitelabel: false };
    expect(() => requireEntitlement(none, 'standard')).not.toThrow();
    expect(() => requireEntitlement({ ...none, comprehensive: true }, 'comprehensive')).not.toThrow();
    const error = (() => {
      try {
        requireEntitlement({ ...none, comprehensive: true }, 'comprehensive-whitelabel');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 402, code: 'ENTITLEMENT_REQUIRED', message: expect.stringContaining('Whitelabel reports are a paid view') });
  });
});
