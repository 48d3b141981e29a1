import type { Audit } from '../../types';
import '../../gatherers/general/artifacts';
import { metaContent } from './meta-tags';

export const OG_REQUIRED = ['og:title', 'og:description', 'og:url', 'og:type', 'og:image'] as const;

export const openGraph: Audit<'HeadElements'> = {
  meta: {
    id: 'open-graph',
    category: 'social',
    title: 'Open Graph tags are complete',
    failureTitle: 'Open Graph tags are missing',
    description: 'Facebook, LinkedIn, Slack, WhatsApp and most chat apps build the preview of a shared link from og:title, og:description, og:url, og:type and og:image; without them they guess, often badly.',
    recommendation: 'Add <meta property="og:title">, og:description, og:url (the canonical URL), og:type ("website" or "article") and og:image to every page.',
    guide: '/guides/social/open-graph',
    severity: 'moderate',
    requiredArtifacts: ['HeadElements'],
  },
  audit({ HeadElements }) {
    const missing = OG_REQUIRED.filter((key) => metaContent(HeadElements, key) === null);
    const found = Object.fromEntries(OG_REQUIRED.map((key) => [key, metaContent(HeadElements, key)]));
    const problems: string[] = [];
    const url = found['og:url'];
    if (url && !/^https?:\/\//i.test(url)) problems.push('og:url is not an absolute URL');
    if (missing.length === 0 && problems.length === 0) return { outcome: 'passed', details: { tags: found } };
    return {
      outcome: 'failed',
      score: (OG_REQUIRED.length - missing.length) / OG_REQUIRED.length,
      displayValue: missing.length > 0 ? `missing ${missing.join(', ')}` : problems.join('; '),
      explanation: [...problems, ...missing.map((key) => `${key} is missing`)].join('; '),
      details: { tags: found, missing },
    };
  },
};
