import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';
import '../../gatherers/general/artifacts';

export const brokenLinks: Audit<'LinkStatuses' | 'Links'> = {
  meta: {
    id: 'broken-links',
    category: 'general',
    title: 'Internal links work',
    failureTitle: 'Page links to pages that do not exist',
    description: 'A link that ends on an error page loses the visitor and wastes the search engine\'s crawl of the site.',
    recommendation: 'Point each broken link at the page that replaced its target, or remove it; redirect (301) removed URLs that others link to.',
    guide: '/guides/general/broken-links',
    severity: 'serious',
    requiredArtifacts: ['LinkStatuses', 'Links'],
  },
  audit({ LinkStatuses, Links }) {
    if (LinkStatuses.length === 0) return { outcome: 'not-applicable', explanation: 'The page has no links to its own site' };
    const broken = LinkStatuses.filter((link) => link.status !== null && link.status >= 400);
    const unreachable = LinkStatuses.filter((link) => link.status === null);
    if (broken.length === 0 && unreachable.length === 0) return { outcome: 'passed', displayValue: `${LinkStatuses.length} links checked` };
    if (broken.length === 0) {
      return { outcome: 'needs-review', explanation: `${unreachable.length} links could not be checked (no answer)`, details: { unreachable: unreachable.map((link) => ({ url: link.url, error: link.error })) } };
    }
    const brokenUrls = new Set(broken.map((link) => link.url));
    const elements = Links.filter((link) => brokenUrls.has(link.href.split('#')[0]!)).map((link) => ({
      selector: link.selector,
      snippet: `<a href="${link.href}">${link.text}</a>`,
      rect: null,
      note: `HTTP ${broken.find((entry) => entry.url === link.href.split('#')[0])?.status}`,
    }));
    return {
      outcome: 'failed',
      displayValue: `${broken.length} broken of ${LinkStatuses.length}`,
      elements,
      details: { broken: broken.map((link) => ({ url: link.url, status: link.status })) },
    };
  },
};
