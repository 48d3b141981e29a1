import type { AuditResult, Device, SiteAudit } from '../../types';
import { pageKey } from '../../types';
import type { NavigationArtifact } from '../../gatherers/usability/navigation';

type Page = { url: string; device: Device; artifacts: { Navigation: NavigationArtifact } };

/** Items of the site's usual menu: the sequence of link targets most pages share. */
function usualMenu(pages: Page[]): string[] | null {
  const counts = new Map<string, { hrefs: string[]; n: number }>();
  for (const p of pages) {
    const hrefs = p.artifacts.Navigation.primary?.items.map((i) => i.href);
    if (!hrefs?.length) continue;
    const key = JSON.stringify(hrefs);
    counts.set(key, { hrefs, n: (counts.get(key)?.n ?? 0) + 1 });
  }
  // Map keeps insertion order, so a tie goes to the first page crawled (usually the home page).
  const best = [...counts.values()].reduce<{ hrefs: string[]; n: number } | null>((a, b) => (!a || b.n > a.n ? b : a), null);
  return best?.hrefs ?? null;
}

function judge(page: Page, usual: string[]): AuditResult {
  const primary = page.artifacts.Navigation.primary;
  if (!primary?.items.length) {
    return { outcome: 'failed', severity: 'moderate', displayValue: 'Menu missing on this page', explanation: 'Other pages of the site have a navigation menu; this one has none.', elements: [] };
  }
  const hrefs = primary.items.map((i) => i.href);
  const element = { selector: primary.selector, snippet: primary.snippet, rect: primary.rect };
  const shared = hrefs.filter((h) => usual.includes(h));
  const usualShared = usual.filter((h) => hrefs.includes(h));
  if (shared.some((h, i) => h !== usualShared[i])) {
    return {
      outcome: 'failed',
      displayValue: 'Menu items in a different order',
      elements: [{ ...element, note: `Order here: ${shared.join(', ')}; elsewhere: ${usualShared.join(', ')}` }],
    };
  }
  const missing = usual.filter((h) => !hrefs.includes(h));
  const extra = hrefs.filter((h) => !usual.includes(h));
  if (missing.length || extra.length) {
    return {
      outcome: 'failed',
      severity: 'minor',
      displayValue: 'Menu items differ from other pages',
      elements: [{ ...element, note: [missing.length ? `missing: ${missing.join(', ')}` : '', extra.length ? `extra: ${extra.join(', ')}` : ''].filter(Boolean).join('; ') }],
    };
  }
  return { outcome: 'passed' };
}

export const navigationConsistency: SiteAudit<'Navigation'> = {
  meta: {
    id: 'navigation-consistency',
    category: 'usability',
    title: 'The menu is the same on every page',
    failureTitle: 'The menu changes between pages',
    description:
      'A menu whose items move or disappear from page to page breaks the visitor’s learned path and makes screen-reader users relearn it each time.',
    recommendation: 'Render the same navigation component, with the same items in the same order, on every page.',
    guide: '/guides/laws/jakobs-law',
    severity: 'serious',
    wcag: ['3.2.3'],
    requiredArtifacts: ['Navigation'],
  },
  auditSite(pages) {
    const results = new Map<string, AuditResult>();
    for (const device of new Set(pages.map((p) => p.device))) {
      const group = pages.filter((p) => p.device === device);
      const withMenu = group.filter((p) => p.artifacts.Navigation.primary?.items.length);
      const usual = withMenu.length >= 2 ? usualMenu(group) : null;
      for (const page of group) {
        results.set(
          pageKey(page.url, page.device),
          usual ? judge(page, usual) : { outcome: 'not-applicable', explanation: 'Fewer than two pages with a navigation menu to compare.' },
        );
      }
    }
    return results;
  },
};
