import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';
import '../../gatherers/general/artifacts';

const BLOCKING = /\b(noindex|none)\b/i;

export const crawlableRobots: Audit<'HeadElements' | 'MainDocument'> = {
  meta: {
    id: 'crawlable-robots',
    category: 'general',
    title: 'Page may be indexed by search engines',
    failureTitle: 'Page tells search engines not to index it',
    description: 'A robots meta tag or X-Robots-Tag header with "noindex" keeps the page out of search results; left on by mistake after a launch, it hides a whole site.',
    recommendation: 'Remove "noindex" from the robots meta tag and the X-Robots-Tag header of pages that should be found.',
    guide: '/guides/general/indexing',
    severity: 'serious',
    requiredArtifacts: ['HeadElements', 'MainDocument'],
  },
  audit({ HeadElements, MainDocument }) {
    const sources: string[] = [];
    for (const meta of HeadElements.metas) {
      const name = meta.name?.toLowerCase();
      if ((name === 'robots' || name === 'googlebot') && BLOCKING.test(meta.content)) sources.push(`<meta name="${name}" content="${meta.content}">`);
    }
    const header = MainDocument.headers['x-robots-tag'];
    // A header scoped to another crawler ("otherbot: noindex") does not apply to search engines in general.
    if (header && BLOCKING.test(header) && !/^\s*[a-z-]+bot\s*:/i.test(header)) sources.push(`X-Robots-Tag: ${header}`);
    if (sources.length === 0) return { outcome: 'passed' };
    return { outcome: 'failed', displayValue: 'noindex', explanation: `Blocked by ${sources.join(' and ')}`, details: { sources } };
  },
};
