import { describe, expect, it } from 'vitest';
import { navigation } from '../../../src/audits/usability/navigation';
import { navigationConsistency } from '../../../src/audits/usability/navigation-consistency';
import type { NavigationArtifact } from '../../../src/gatherers/usability/navigation';
import { pageKey } from '../../../src/types';
import { mobileContext, ref, single } from './context';

const O = 'https://example.com';
function nav(paths: string[] | null, internalPageLinks = 5, unmarkedMenu: NavigationArtifact['unmarkedMenu'] = null): NavigationArtifact {
  return {
    landmarkCount: paths ? 1 : 0,
    primary: paths && { ...ref('header > nav'), items: paths.map((p) => ({ text: p, href: `${O}${p}` })) },
    internalPageLinks,
    unmarkedMenu,
  };
}

describe('navigation', () => {
  it('passes a nav landmark with links', () => {
    expect(single(navigation.audit({ Navigation: nav(['/', '/about']) }, mobileContext)).outcome).toBe('passed');
  });
  it('fails a page linking to other pages without a menu, pointing at the list that looks like one', () => {
    expect(single(navigation.audit({ Navigation: nav(null, 4) }, mobileContext)).outcome).toBe('failed');
    const r = single(navigation.audit({ Navigation: nav(null, 4, ref('div.menu > ul')) }, mobileContext));
    expect(r.elements?.map((e) => e.selector)).toEqual(['div.menu > ul']);
  });
  it('is not applicable to a page with almost no internal links', () => {
    expect(single(navigation.audit({ Navigation: nav(null, 1) }, mobileContext)).outcome).toBe('not-applicable');
  });
});

describe('navigation-consistency (WCAG 3.2.3)', () => {
  const site = mobileContext.site;
  const page = (path: string, menu: string[] | null) => ({ url: `${O}${path}`, device: 'mobile' as const, artifacts: { Navigation: nav(menu) } });

  it('passes when every page has the same menu', () => {
    const results = navigationConsistency.auditSite([page('/', ['/', '/a', '/b']), page('/a', ['/', '/a', '/b'])], site);
    expect([...results.values()].map((r) => r.outcome)).toEqual(['passed', 'passed']);
  });
  it('fails the page whose menu order differs from the usual one', () => {
    const results = navigationConsistency.auditSite(
      [page('/', ['/', '/a', '/b']), page('/a', ['/', '/a', '/b']), page('/b', ['/', '/b', '/a'])],
      site,
    );
    const b = results.get(pageKey(`${O}/b`, 'mobile'));
    expect(b?.outcome).toBe('failed');
    expect(b?.severity).toBeUndefined();
    expect(b?.displayValue).toBe('Menu items in a different order');
    expect(results.get(pageKey(`${O}/a`, 'mobile'))?.outcome).toBe('passed');
  });
  it('fails, less severely, pages with missing items or no menu at all', () => {
    const results = navigationConsistency.auditSite(
      [page('/', ['/', '/a', '/b']), page('/a', ['/', '/a', '/b']), page('/b', ['/', '/a']), page('/c', null)],
      site,
    );
    expect(results.get(pageKey(`${O}/b`, 'mobile'))).toMatchObject({ outcome: 'failed', severity: 'minor' });
    expect(results.get(pageKey(`${O}/c`, 'mobile'))).toMatchObject({ outcome: 'failed', severity: 'moderate' });
  });
  it('is not applicable with fewer than two menus to compare', () => {
    const results = navigationConsistency.auditSite([page('/', ['/', '/a']), page('/a', null)], site);
    expect([...results.values()].every((r) => r.outcome === 'not-applicable')).toBe(true);
  });
});
