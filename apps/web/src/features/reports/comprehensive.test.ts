import { describe, expect, it } from 'vitest';
import { formatBytes, groupByCategory, mergeDevices, resourcesOf, wcagBreakdown } from './comprehensive';
import { listedCategories } from './report-format';
import { finding, page, report } from './test-reports';

describe('mergeDevices', () => {
  it('shows a check once with the markers of both devices next to each element', () => {
    const img = { selector: 'img', snippet: '<img>', rect: null };
    const merged = mergeDevices([
      finding({ id: 'image-alt', device: 'mobile', displayValue: '1 image', elements: [{ ...img, marker: 2 }] }),
      finding({ id: 'image-alt', device: 'desktop', displayValue: '1 image', elements: [{ ...img, marker: 5 }, { selector: 'svg', snippet: '<svg>', rect: null }] }),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.devices).toEqual(['mobile', 'desktop']);
    expect(merged[0]!.displayValues).toEqual([{ device: null, value: '1 image' }]);
    expect(merged[0]!.elements).toEqual([
      { selector: 'img', snippet: '<img>', markers: [{ device: 'mobile', marker: 2 }, { device: 'desktop', marker: 5 }] },
      { selector: 'svg', snippet: '<svg>', markers: [] },
    ]);
  });

  it('carries a deceptive-design finding\'s pattern, bias and cited rules (each rule once), and adds none of them to other findings', () => {
    const dsa = { title: 'EU Digital Services Act, Article 25', url: 'https://eur-lex.europa.eu/eli/reg/2022/2065/oj' };
    const planet49 = { title: 'CJEU C-673/17 Planet49', url: 'https://curia.europa.eu/juris/liste.jsf?num=C-673/17' };
    const details = { pattern: 'Sneaking / forced consent: pre-selected option', bias: 'Default effect', labels: ['Newsletter'] };
    const [boxes, alt] = mergeDevices([
      finding({ id: 'pre-ticked-boxes', category: 'deceptiveDesign', device: 'mobile', details, references: [dsa] }),
      finding({ id: 'pre-ticked-boxes', category: 'deceptiveDesign', device: 'desktop', details, references: [dsa, planet49] }),
      finding({ id: 'image-alt', details: { pattern: 42 } }),
    ]);
    expect(boxes).toMatchObject({ pattern: details.pattern, bias: details.bias, references: [dsa, planet49] });
    expect(alt).not.toHaveProperty('pattern');
    expect(alt).not.toHaveProperty('references');
  });

  it('keeps different outcomes apart and names the device when values differ', () => {
    const merged = mergeDevices([
      finding({ id: 'tap-targets', device: 'mobile', displayValue: '3 small' }),
      finding({ id: 'tap-targets', device: 'desktop', outcome: 'passed' }),
      finding({ id: 'font-size', device: 'mobile', displayValue: '12px', severity: 'minor' }),
      finding({ id: 'font-size', device: 'desktop', displayValue: '11px', severity: 'moderate' }),
    ]);
    expect(merged.map((entry) => `${entry.id}:${entry.outcome}`)).toEqual(['tap-targets:failed', 'tap-targets:passed', 'font-size:failed']);
    const fontSize = merged[2]!;
    expect(fontSize.severity).toBe('moderate');
    expect(fontSize.displayValues).toEqual([
      { device: 'mobile', value: '12px' },
      { device: 'desktop', value: '11px' },
    ]);
  });
});

describe('groupByCategory', () => {
  it('orders categories, puts failures by severity and keeps needs-review and errors apart', () => {
    const groups = groupByCategory([
      finding({ id: 'contrast', severity: 'minor' }),
      finding({ id: 'label', severity: 'critical' }),
      finding({ id: 'focus', outcome: 'needs-review' }),
      finding({ id: 'keyboard', outcome: 'error' }),
      finding({ id: 'lang', outcome: 'passed' }),
      finding({ id: 'skipped', outcome: 'not-applicable' }),
      finding({ id: 'title', category: 'general', severity: 'moderate' }),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['general', 'accessibility']);
    const accessibility = groups[1]!;
    expect(accessibility.failed.map((group) => [group.severity, group.findings.map((entry) => entry.id)])).toEqual([
      ['critical', ['label']],
      ['minor', ['contrast']],
    ]);
    expect(accessibility.review.map((entry) => entry.id)).toEqual(['focus', 'keyboard']);
    expect(accessibility.passed.map((entry) => entry.id)).toEqual(['lang']);
  });
});

describe('wcagBreakdown', () => {
  it('gives each criterion its level and worst result, counting the pages a check failed on', () => {
    const rows = wcagBreakdown(
      report(
        [
          page('https://a.test/', [finding({ id: 'image-alt', wcag: ['1.1.1'] }), finding({ id: 'contrast', wcag: ['1.4.3'], outcome: 'needs-review' })]),
          page('https://a.test/b', [finding({ id: 'image-alt', wcag: ['1.1.1'] }), finding({ id: 'image-alt', wcag: ['1.1.1'], device: 'desktop' }), finding({ id: 'lang', wcag: ['3.1.1'], outcome: 'passed' })]),
        ],
        [finding({ id: 'title-unique', wcag: ['2.4.2', '1.4.10'] })],
      ),
    );
    expect(rows.map((row) => [row.criterion, row.level, row.result])).toEqual([
      ['1.1.1', 'A', 'failed'],
      ['1.4.3', 'AA', 'review'],
      ['1.4.10', 'AA', 'failed'],
      ['2.4.2', 'A', 'failed'],
      ['3.1.1', 'A', 'passed'],
    ]);
    expect(rows[0]!.name).toBe('Non-text Content');
    expect(rows[0]!.checks).toEqual([{ id: 'image-alt', title: 'image-alt', result: 'failed', severity: 'serious', pages: 2 }]);
    // A site-wide check is on no page in particular.
    expect(rows[3]!.checks[0]!.pages).toBe(0);
  });
});

describe('resourcesOf', () => {
  it('reads page weight by type, the largest requests and third parties, mobile first', () => {
    const details = (bytes: number) => ({ totalBytes: bytes, byType: { script: { requests: 2, bytes: bytes - 100 }, document: { requests: 1, bytes: 100 } }, largest: [{ url: 'https://a.test/app.js', type: 'script', bytes: bytes - 100 }] });
    const [resources] = resourcesOf(
      report([
        page('https://a.test/', [
          finding({ id: 'page-weight', category: 'pageSpeed', device: 'desktop', outcome: 'passed', details: details(9000) }),
          finding({ id: 'page-weight', category: 'pageSpeed', device: 'mobile', outcome: 'passed', details: details(5000) }),
          finding({ id: 'third-party-weight', category: 'pageSpeed', device: 'mobile', outcome: 'passed' }),
        ]),
        page('https://a.test/broken', [finding({ id: 'page-weight', category: 'pageSpeed', details: { totalBytes: 'lots' } })]),
      ]),
    );
    expect(resources).toEqual({
      url: 'https://a.test/',
      device: 'mobile',
      totalBytes: 5000,
      requests: 3,
      byType: [
        { type: 'script', requests: 2, bytes: 4900 },
        { type: 'document', requests: 1, bytes: 100 },
      ],
      largest: [{ url: 'https://a.test/app.js', type: 'script', bytes: 4900 }],
      thirdParties: [],
    });
  });

  it('formats bytes like the analyzer', () => {
    expect([formatBytes(300), formatBytes(5000), formatBytes(3 * 1024 * 1024)]).toEqual(['300 B', '5 KiB', '3.0 MiB']);
  });
});

describe('listedCategories', () => {
  const six = ['general', 'social', 'usability', 'accessibility', 'pageSpeed', 'uiAnalysis'];

  it('lists the six categories of every report, and deceptive design only when it was measured', () => {
    const scores = { overall: 60, general: 40, social: null, usability: 90, accessibility: 80, pageSpeed: 70, uiAnalysis: 60 };
    expect(listedCategories(scores)).toEqual(six);
    expect(listedCategories({ ...scores, deceptiveDesign: null })).toEqual(six);
    expect(listedCategories({ ...scores, deceptiveDesign: 0 })).toEqual([...six, 'deceptiveDesign']);
  });

  it('groups deceptive-design findings after the others', () => {
    const groups = groupByCategory([finding({ id: 'scarcity-claims', category: 'deceptiveDesign' }), finding({ id: 'image-alt' })]);
    expect(groups.map((group) => group.category)).toEqual(['accessibility', 'deceptiveDesign']);
  });
});
