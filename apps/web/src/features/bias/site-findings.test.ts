import { describe, expect, it } from 'vitest';
import { finding, page, report } from '../reports/test-reports';
import type { Finding } from '../reports/types';
import { siteFindings } from './site-findings';

const dd = (overrides: Partial<Finding> & Pick<Finding, 'id'>): Finding => finding({ category: 'deceptiveDesign', outcome: 'failed', ...overrides });
const stock = { selector: 'p.stock', snippet: '<p class="stock">', rect: { x: 10, y: 300, width: 200, height: 20 }, note: '“Only 2 left in stock!”' };

describe('siteFindings', () => {
  it('groups each failed pattern once across devices, most severe first, then the most seen, with the crop from an annotated screenshot', () => {
    const home = {
      ...page('https://shop.test/', [
        dd({ id: 'scarcity-claims', severity: 'moderate', device: 'mobile', elements: [{ ...stock, marker: 2 }], details: { pattern: 'Scarcity', bias: 'Scarcity effect' } }),
        dd({ id: 'scarcity-claims', severity: 'moderate', device: 'desktop', elements: [{ ...stock, marker: 5 }, { ...stock, selector: 'p.hot', note: '“Selling fast”' }] }),
        dd({ id: 'social-proof-claims', severity: 'moderate', elements: [stock] }),
        dd({ id: 'pre-ticked-boxes', severity: 'serious', elements: [{ ...stock, selector: '#news' }] }),
        dd({ id: 'nagging', outcome: 'passed', title: 'No popup that comes back' }),
        dd({ id: 'countdown-reset', outcome: 'needs-review', title: 'Countdown', explanation: 'The clock could not be moved.' }),
        finding({ id: 'meta-description', outcome: 'failed' }),
      ]),
      screenshots: [{ device: 'mobile' as const, kind: 'annotated' as const, path: 'p0/mobile-annotated.png' }],
    };
    const { found, unsure, clear } = siteFindings(report([home]));
    expect(found.map((group) => group.id)).toEqual(['pre-ticked-boxes', 'scarcity-claims', 'social-proof-claims']);
    const scarcity = found[1]!;
    expect(scarcity).toMatchObject({ pattern: 'Scarcity', bias: 'Scarcity effect', devices: ['mobile', 'desktop'], pages: ['https://shop.test/'] });
    expect(scarcity.evidence).toEqual([
      { page: 'https://shop.test/', selector: 'p.stock', snippet: stock.snippet, note: '“Only 2 left in stock!”', devices: ['mobile', 'desktop'], shot: { device: 'mobile', marker: 2, rect: stock.rect, path: 'p0/mobile-annotated.png' } },
      { page: 'https://shop.test/', selector: 'p.hot', snippet: stock.snippet, note: '“Selling fast”', devices: ['desktop'], shot: null },
    ]);
    expect(unsure).toEqual([{ id: 'countdown-reset', title: 'Countdown', explanation: 'The clock could not be moved.' }]);
    expect(clear).toEqual([{ id: 'nagging', title: 'No popup that comes back' }]);
  });

  it('a clean page has nothing found, and says what it checked', () => {
    const { found, clear } = siteFindings(report([page('https://shop.test/', [dd({ id: 'scarcity-claims', outcome: 'passed', title: 'No pressure by scarcity' })])]));
    expect(found).toEqual([]);
    expect(clear).toEqual([{ id: 'scarcity-claims', title: 'No pressure by scarcity' }]);
  });
});
