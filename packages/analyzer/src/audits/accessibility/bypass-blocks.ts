import type { Audit } from '../../types';

/** Fewer stops than this before the content, and there is little to bypass. */
const MIN_STOPS = 4;

export const bypassBlocks: Audit<'Keyboard'> = {
  meta: {
    id: 'bypass-blocks',
    category: 'accessibility',
    title: 'Keyboard users can skip repeated blocks',
    failureTitle: 'Keyboard users cannot skip repeated blocks',
    description: 'We pressed Tab once and activated a skip link when there was one, then checked that focus moved to its target; without a working skip link, a main landmark or headings let assistive technology jump to the content.',
    recommendation: 'Add a "Skip to content" link as the first focusable element pointing at the main element (give it an id), and mark up the content with <main> and headings.',
    severity: 'serious',
    wcag: ['2.4.1'],
    requiredArtifacts: ['Keyboard'],
  },
  audit({ Keyboard }) {
    const { skipLink } = Keyboard;
    if (skipLink && !skipLink.works) {
      const note = skipLink.targetExists ? 'Activating it does not move focus to its target.' : `Its target ${skipLink.href} does not exist.`;
      return { outcome: 'failed', elements: [{ ...skipLink.element, note }], displayValue: 'broken skip link' };
    }
    if (skipLink) return { outcome: 'passed', displayValue: 'working skip link' };
    if (Keyboard.stops.length < MIN_STOPS) return { outcome: 'not-applicable', explanation: 'Too few tab stops for repeated blocks to matter.' };
    if (Keyboard.hasMainLandmark) return { outcome: 'passed', displayValue: 'main landmark' };
    if (Keyboard.headingCount > 0) return { outcome: 'passed', displayValue: 'headings' };
    return { outcome: 'failed', explanation: 'No skip link, no main landmark and no headings: keyboard users must Tab through every link to reach the content.' };
  },
};
