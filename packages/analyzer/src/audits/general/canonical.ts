import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';
import '../../gatherers/general/artifacts';

export const canonical: Audit<'HeadElements' | 'MainDocument'> = {
  meta: {
    id: 'canonical',
    category: 'general',
    title: 'Page has a valid canonical URL',
    failureTitle: 'Page canonical URL is missing or invalid',
    description: 'A canonical link tells search engines which URL to index when the same content is reachable under several (tracking parameters, trailing slashes, http and https).',
    recommendation: 'Add one <link rel="canonical" href="https://…"> with the absolute URL of the preferred version of this page.',
    guide: '/guides/general/canonical-url',
    severity: 'minor',
    requiredArtifacts: ['HeadElements', 'MainDocument'],
  },
  audit({ HeadElements, MainDocument }) {
    const links = HeadElements.links.filter((link) => link.rel.split(/\s+/).includes('canonical'));
    if (links.length === 0) return { outcome: 'failed', displayValue: 'missing' };
    const hrefs = [...new Set(links.map((link) => link.href))];
    if (hrefs.length > 1) return { outcome: 'failed', explanation: `The page declares ${hrefs.length} different canonical URLs; search engines ignore them all`, details: { canonical: hrefs } };
    const href = hrefs[0]!;
    let target: URL;
    try {
      target = new URL(href);
    } catch {
      return { outcome: 'failed', explanation: `"${href}" is not a valid URL` };
    }
    const page = new URL(MainDocument.finalUrl);
    if (target.hostname.replace(/^www\./, '') !== page.hostname.replace(/^www\./, '')) {
      return { outcome: 'failed', severity: 'moderate', explanation: `The canonical URL points to another site (${target.hostname}), so this page will not be indexed`, details: { canonical: href } };
    }
    return { outcome: 'passed', displayValue: href, details: { canonical: href } };
  },
};
