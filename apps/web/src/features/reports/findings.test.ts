import { describe, expect, it } from 'vitest';
import { topFixes } from './findings';
import { finding, page, report } from './test-reports';
import type { Finding } from './types';

const link = { selector: 'p > a', snippet: '<a>', rect: { x: 616.39, y: 848.19, width: 124.45, height: 20 } };
const otherLink = { selector: 'nav a', snippet: '<a>', rect: { x: 10, y: 10, width: 50, height: 20 } };

describe('topFixes', () => {
  it('ranks by severity, then by pages affected, and counts elements across pages', () => {
    const fixes = topFixes(
      report([
        page('https://a.test/', [finding({ id: 'title', severity: 'moderate', category: 'general' }), finding({ id: 'image-alt', severity: 'critical', elements: [link] })]),
        page('https://a.test/b', [finding({ id: 'title', severity: 'moderate', category: 'general' }), finding({ id: 'viewport', severity: 'moderate', category: 'usability' })]),
      ]),
    );
    expect(fixes.map((fix) => [fix.finding.id, fix.pages, fix.elements])).toEqual([
      ['image-alt', 1, 1],
      ['title', 2, 0],
      ['viewport', 1, 0],
    ]);
  });

  it('folds a check that fails on the same elements for the same WCAG criteria into the higher-ranked one', () => {
    const fixes = topFixes(
      report([
        page('https://a.test/', [
          finding({ id: 'axe-link-in-text-block', title: 'Links must be distinguishable without relying on color', wcag: ['1.4.1'], elements: [{ ...link, selector: '.plain > a' }] }),
          finding({ id: 'link-color-cue', title: 'Links in text are told apart by colour alone', severity: 'critical', wcag: ['1.4.1'], elements: [link] }),
        ]),
      ]),
    );
    expect(fixes).toHaveLength(1);
    expect(fixes[0]).toMatchObject({ finding: { id: 'link-color-cue' }, alsoReportedAs: ['Links must be distinguishable without relying on color'] });
  });

  it('keeps checks apart when their criteria, elements, pages or devices differ', () => {
    const separate = (a: Partial<Finding>, b: Partial<Finding>, pageB = 'https://a.test/') =>
      topFixes(report([page('https://a.test/', [finding({ id: 'a', wcag: ['1.4.1'], elements: [link], ...a })]), page(pageB, [finding({ id: 'b', wcag: ['1.4.1'], elements: [link], ...b })])])).length;
    expect(separate({}, { wcag: ['1.4.3'] })).toBe(2);
    expect(separate({}, { elements: [link, otherLink] })).toBe(2);
    expect(separate({}, { device: 'desktop' })).toBe(2);
    expect(separate({}, {}, 'https://a.test/b')).toBe(2);
    expect(separate({ wcag: [] }, { wcag: [] })).toBe(2);
    expect(separate({}, { elements: [] })).toBe(2);
    expect(separate({}, {})).toBe(1);
  });
});
