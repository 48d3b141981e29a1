import type { Audit } from '../../types';
import type { SkipLinkProblem } from '../../gatherers/accessibility/keyboard';

/** Fewer stops than this before the content, and there is little to bypass. */
const MIN_STOPS = 4;

const PROBLEMS: Record<SkipLinkProblem, (href: string) => string> = {
  'no-target': (href) => `Its target ${href} does not exist.`,
  'hidden-target': (href) => `Its target ${href} is hidden (display: none or visibility: hidden), so nothing can be shown or focused there.`,
  'focus-not-moved': () => 'Activating it leaves focus where it was: the next Tab goes to the menu, not to the content.',
};

export const bypassBlocks: Audit<'Keyboard'> = {
  meta: {
    id: 'bypass-blocks',
    category: 'accessibility',
    title: 'Keyboard users can skip repeated blocks',
    failureTitle: 'Keyboard users cannot skip repeated blocks',
    description:
      'We pressed Tab and activated the skip link when there was one, then pressed Tab again to see whether focus went on in the content; without a skip link, a main landmark or headings let assistive technology jump to the content.',
    recommendation: 'Add a "Skip to content" link as the first focusable element pointing at the main element (give it an id), and mark up the content with <main> and headings.',
    severity: 'serious',
    wcag: ['2.4.1'],
    requiredArtifacts: ['Keyboard'],
  },
  audit({ Keyboard }) {
    const { skipLink } = Keyboard;
    if (skipLink?.problem) {
      return { outcome: 'failed', elements: [{ ...skipLink.element, note: PROBLEMS[skipLink.problem](skipLink.href) }], displayValue: 'broken skip link' };
    }
    if (skipLink) return { outcome: 'passed', displayValue: 'working skip link' };
    if (Keyboard.stops.length < MIN_STOPS) return { outcome: 'not-applicable', explanation: 'Too few tab stops for repeated blocks to matter.' };
    if (Keyboard.hasMainLandmark) return { outcome: 'passed', displayValue: 'main landmark' };
    if (Keyboard.headingCount > 0) return { outcome: 'passed', displayValue: 'headings' };
    return { outcome: 'failed', explanation: 'No skip link, no main landmark and no headings: keyboard users must Tab through every link to reach the content.' };
  },
};
