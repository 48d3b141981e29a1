import type { CallToAction } from '../../gatherers/usability/calls-to-action';
import type { Audit } from '../../types';

/** A button smaller than this is not "prominent" enough to be the page's main action. */
const MIN_WIDTH = 64;
const MIN_HEIGHT = 32;

export const callToAction: Audit<'CallsToAction'> = {
  meta: {
    id: 'call-to-action',
    category: 'usability',
    title: 'A primary call to action is visible without scrolling',
    failureTitle: 'No prominent call to action in the first screen',
    description:
      'Visitors decide within seconds whether a page offers what they want; a clear, large button in the first screen tells them what to do next, while one below the fold is missed by many.',
    recommendation: 'Place the page’s main action as a large, high-contrast button in the first screen on both phone and desktop.',
    guide: '/guides/laws/fitts-law',
    severity: 'moderate',
    requiredArtifacts: ['CallsToAction'],
  },
  audit({ CallsToAction }) {
    const fold = CallsToAction.viewport.height;
    // A box wholly above or left of the page cannot be scrolled to: a skip link parked at top: -64px
    // until it takes focus is no call to action.
    const onPage = (b: CallToAction) => b.rect.y + b.rect.height > 0 && b.rect.x + b.rect.width > 0;
    const prominent = CallsToAction.buttons.filter((b) => onPage(b) && b.rect.width >= MIN_WIDTH && b.rect.height >= MIN_HEIGHT);
    const above = prominent.filter((b) => b.rect.y < fold);
    const best = above.find((b) => !b.inNavigation) ?? above[0];
    if (best) return { outcome: 'passed', displayValue: `"${best.text}" at ${best.rect.y} px` };
    if (prominent.length === 0) {
      return {
        outcome: 'needs-review',
        explanation: 'No button-styled link or button on the page; content pages may not need one, landing pages do.',
      };
    }
    const first = [...prominent].sort((a, b) => a.rect.y - b.rect.y)[0];
    return {
      outcome: 'failed',
      displayValue: first ? `First button at ${first.rect.y} px, fold at ${fold} px` : undefined,
      elements: prominent.slice(0, 5).map((b) => ({ selector: b.selector, snippet: b.snippet, rect: b.rect, note: `"${b.text}" starts ${b.rect.y} px down` })),
    };
  },
};
