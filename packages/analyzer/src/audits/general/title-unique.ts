import type { AuditResult, SiteAudit } from '../../types';
import { pageKey } from '../../types';
import '../../gatherers/general/artifacts';

export const titleUnique: SiteAudit<'HeadElements'> = {
  meta: {
    id: 'title-unique',
    category: 'general',
    title: 'Page title is unique on the site',
    failureTitle: 'Page title is shared with other pages',
    description: 'When several pages share a title, visitors cannot tell them apart in tabs and search results, and search engines may show only one.',
    recommendation: 'Give every page a title that says what is on that page, e.g. the product or article name before the site name.',
    guide: '/guides/general/page-title',
    severity: 'moderate',
    requiredArtifacts: ['HeadElements'],
  },
  auditSite(pages) {
    const results = new Map<string, AuditResult>();
    // Compared per device: the mobile and desktop loads of one page naturally share a title.
    for (const device of new Set(pages.map((page) => page.device))) {
      const loads = pages.filter((page) => page.device === device);
      const byTitle = new Map<string, string[]>();
      for (const page of loads) {
        const title = (page.artifacts.HeadElements.title ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
        if (title) byTitle.set(title, [...(byTitle.get(title) ?? []), page.url]);
      }
      for (const page of loads) {
        const title = (page.artifacts.HeadElements.title ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
        if (!title) {
          results.set(pageKey(page.url, device), { outcome: 'not-applicable', explanation: 'The page has no title (see document-title)' });
          continue;
        }
        const others = (byTitle.get(title) ?? []).filter((url) => url !== page.url);
        results.set(
          pageKey(page.url, device),
          others.length === 0
            ? { outcome: 'passed' }
            : { outcome: 'failed', displayValue: `shared with ${others.length} page${others.length > 1 ? 's' : ''}`, details: { sameTitle: others.slice(0, 20) } },
        );
      }
    }
    return results;
  },
};
