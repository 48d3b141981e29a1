import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';
import '../../gatherers/general/artifacts';
import '../../gatherers/social/artifacts';
import { metaContent } from './meta-tags';

/**
 * What a link to this page looks like when shared, composed the way the big platforms compose it
 * (Open Graph first, then Twitter tags, then the title and description). The card itself is for a
 * person to judge, so the outcome is needs-review; the report renders `details.preview` as a card.
 */
export const sharePreview: Audit<'HeadElements' | 'ShareImage' | 'MainDocument'> = {
  meta: {
    id: 'share-preview',
    category: 'social',
    title: 'Share preview',
    failureTitle: 'Share preview',
    description: 'The card people see when this page is shared in social networks and chat apps.',
    recommendation: 'Check that the card names the page, reads well in two lines and shows a relevant image.',
    guide: '/guides/social/open-graph',
    severity: 'minor',
    requiredArtifacts: ['HeadElements', 'ShareImage', 'MainDocument'],
  },
  audit({ HeadElements, ShareImage, MainDocument }) {
    const title = metaContent(HeadElements, 'og:title') ?? metaContent(HeadElements, 'twitter:title') ?? HeadElements.title?.trim() ?? null;
    const description = metaContent(HeadElements, 'og:description') ?? metaContent(HeadElements, 'twitter:description') ?? metaContent(HeadElements, 'description');
    const url = metaContent(HeadElements, 'og:url') ?? MainDocument.finalUrl;
    let domain: string;
    try {
      domain = new URL(url).hostname.replace(/^www\./, '');
    } catch {
      domain = new URL(MainDocument.finalUrl).hostname;
    }
    const large = ShareImage.loaded && (ShareImage.width ?? 0) >= 600;
    const preview = {
      title,
      description,
      domain,
      siteName: metaContent(HeadElements, 'og:site_name'),
      image: ShareImage.loaded ? ShareImage.url : null,
      layout: large ? 'large' : ShareImage.loaded ? 'thumbnail' : 'text',
    };
    return { outcome: 'needs-review', explanation: 'Whether the card invites a click is a judgement call', displayValue: title ?? '(no title)', details: { preview } };
  },
};
