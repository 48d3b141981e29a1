import type { Audit } from '../../types';

/** G183: a link told apart by colour alone needs 3:1 against the text and a cue on hover and focus. */
const MIN_CONTRAST = 3;

export const linkColorCue: Audit<'LinkCues'> = {
  meta: {
    id: 'link-color-cue',
    category: 'accessibility',
    title: 'Links in text are not told apart by colour alone',
    failureTitle: 'Links in text are told apart by colour alone',
    description: 'People who do not see colour differences cannot find links that differ from the text around them only by colour.',
    recommendation: 'Underline links in running text, or give them 3:1 contrast with the text and an underline or similar cue on hover and focus.',
    severity: 'serious',
    wcag: ['1.4.1'],
    requiredArtifacts: ['LinkCues'],
  },
  audit({ LinkCues }) {
    if (LinkCues.length === 0) return { outcome: 'not-applicable' };
    const colourOnly = LinkCues.filter((link) => !link.cueAtRest && (link.contrast < MIN_CONTRAST || link.cueOnHover === false || link.cueOnFocus === false));
    if (colourOnly.length === 0) return { outcome: 'passed' };
    return {
      outcome: 'failed',
      elements: colourOnly.map((link) => ({
        ...link.element,
        note:
          link.contrast < MIN_CONTRAST
            ? `Only its colour differs from the text, at a contrast of ${link.contrast}:1 (3:1 needed).`
            : 'No underline or other cue appears on hover or on focus.',
      })),
      displayValue: `${colourOnly.length} link${colourOnly.length === 1 ? '' : 's'}`,
    };
  },
};
