import '../../gatherers/deceptive/disguised-ads';
import { SIMILAR_SHARE } from '../../gatherers/deceptive/disguised-ads';
import type { Audit } from '../../types';
import { REFERENCES } from './shared';

export const disguisedAds: Audit<'DisguisedAds'> = {
  meta: {
    id: 'disguised-ads',
    category: 'deceptiveDesign',
    title: 'Ads are labelled as ads',
    failureTitle: 'Ads are dressed as content or as the page\'s own controls',
    description: `Finds ads by their markup and where they lead (ad slots such as ins.adsbygoogle and data-ad-*, iframes and click links of ad hosts, rel=sponsored, a tracked link to another site among a list's own items), then looks for a visible "Ad" or "Sponsored" label in or near each. An unlabelled ad is disguised when its text is an action drawn as a button ("Download", "Continue") or when it is one item of a list drawn like the others (${Math.round(SIMILAR_SHARE * 100)} % of their font, colour, size, background and border or more). Gray et al. (2018) and Mathur et al. (2019) call this a disguised ad. What an ad iframe draws inside itself is not read.`,
    recommendation: 'Put a visible "Ad" or "Sponsored" label on each ad, next to it, and draw ads so that they cannot pass for a result, an article or a button of the page.',
    guide: '/guides/biases/representativeness-heuristic',
    severity: 'serious',
    requiredArtifacts: ['DisguisedAds'],
    references: REFERENCES.ads,
  },
  audit({ DisguisedAds }) {
    if (DisguisedAds.length === 0) return { outcome: 'not-applicable', explanation: 'No ad found on the page' };
    const ads = DisguisedAds.map((ad) => ({ text: ad.text, sign: ad.sign, label: ad.label, targetHost: ad.targetHost, mimics: ad.mimics, similarity: ad.similarity }));
    const disguised = DisguisedAds.filter((ad) => ad.label === null && ad.mimics !== null);
    if (disguised.length === 0) return { outcome: 'passed', details: { ads } };
    return {
      outcome: 'failed',
      elements: disguised.map((ad) => ({
        ...ad.element,
        note: `${ad.mimics === 'control' ? 'An ad drawn as the page’s own button' : `An ad drawn like the list’s other items (${Math.round((ad.similarity ?? 0) * 100)} % alike)`}, with no ad label (${ad.sign}${ad.targetHost ? `, to ${ad.targetHost}` : ''}): “${ad.text.slice(0, 80)}”`,
      })),
      displayValue: `${disguised.length} ad${disguised.length === 1 ? '' : 's'}`,
      details: { ads, pattern: 'Disguised ads: an ad dressed as content or navigation', bias: 'Representativeness: what looks like a result or a button of the page is taken for one' },
    };
  },
};
