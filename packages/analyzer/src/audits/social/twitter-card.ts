import type { Audit } from '../../types';
import '../../gatherers/general/artifacts';
import { metaContent } from './meta-tags';

const CARD_TYPES = ['summary', 'summary_large_image', 'app', 'player'];

export const twitterCard: Audit<'HeadElements'> = {
  meta: {
    id: 'twitter-card',
    category: 'social',
    title: 'X (Twitter) card is declared',
    failureTitle: 'X (Twitter) card is missing or invalid',
    description: 'X shows a rich card for a shared link only when twitter:card is set; title, description and image fall back to the Open Graph tags.',
    recommendation: 'Add <meta name="twitter:card" content="summary_large_image"> (and twitter:site with your @handle).',
    guide: '/guides/social/twitter-card',
    severity: 'minor',
    requiredArtifacts: ['HeadElements'],
  },
  audit({ HeadElements }) {
    const card = metaContent(HeadElements, 'twitter:card');
    if (card === null) return { outcome: 'failed', displayValue: 'no twitter:card' };
    if (!CARD_TYPES.includes(card.toLowerCase())) return { outcome: 'failed', explanation: `"${card}" is not a card type (${CARD_TYPES.join(', ')})` };
    const title = metaContent(HeadElements, 'twitter:title') ?? metaContent(HeadElements, 'og:title');
    if (title === null) return { outcome: 'failed', severity: 'minor', explanation: 'The card has no title (twitter:title or og:title)' };
    return { outcome: 'passed', displayValue: card };
  },
};
