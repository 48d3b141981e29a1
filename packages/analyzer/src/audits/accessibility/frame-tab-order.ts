import type { Audit } from '../../types';

export const frameTabOrder: Audit<'FrameFocus'> = {
  meta: {
    id: 'frame-tab-order',
    category: 'accessibility',
    title: 'Frames with interactive content are in the tab order',
    failureTitle: 'Frames with interactive content are taken out of the tab order',
    description: 'A negative tabindex on an iframe removes everything inside it from sequential focus navigation: keyboard users cannot reach its links and controls.',
    recommendation: 'Remove the negative tabindex from the iframe, or make its content non-interactive.',
    severity: 'serious',
    wcag: ['2.1.1'],
    act: ['akn7bn'],
    requiredArtifacts: ['FrameFocus'],
  },
  audit({ FrameFocus }) {
    const applicable = FrameFocus.filter((frame) => frame.reachable && (frame.visibleFocusables ?? 0) > 0);
    const unreadable = FrameFocus.filter((frame) => frame.reachable && frame.visibleFocusables === null);
    const excluded = applicable.filter((frame) => frame.tabindex !== null && Number.parseInt(frame.tabindex.trim(), 10) < 0);
    if (excluded.length > 0) return { outcome: 'failed', elements: excluded.map((frame) => frame.element), displayValue: `${excluded.length} frame${excluded.length === 1 ? '' : 's'}` };
    if (unreadable.length > 0) {
      return { outcome: 'needs-review', elements: unreadable.map((frame) => frame.element), explanation: 'The content of these frames could not be read.' };
    }
    return applicable.length > 0 ? { outcome: 'passed' } : { outcome: 'not-applicable' };
  },
};
