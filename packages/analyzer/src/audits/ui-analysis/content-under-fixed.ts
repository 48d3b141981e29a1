import type { Audit, ElementRef } from '../../types';
import '../../gatherers/ui/visual-style';

// A sticky header or bottom bar above a third of a phone screen leaves too little for the content.
const MAX_SHARE = 0.3;

export const contentUnderFixed: Audit<'VisualStyle'> = {
  meta: {
    id: 'content-under-fixed',
    category: 'uiAnalysis',
    title: 'Fixed headers and banners leave the content visible',
    failureTitle: 'Fixed headers or banners hide content',
    description: `Checks every fixed or sticky element on the first screen: content lying under it at load cannot be read, and pinned bars over ${MAX_SHARE * 100} % of the screen crowd out the page on every scroll.`,
    recommendation: 'Offset the content by the header height (padding-top, scroll-padding-top for anchors), make banners dismissible, and keep sticky bars slim on mobile.',
    guide: '/guides/visual-design/fixed-elements',
    severity: 'moderate',
    // A design check, not a WCAG failure: 1.4.10 is about reflow at 320 CSS px (the reflow audit).
    requiredArtifacts: ['VisualStyle'],
  },
  audit({ VisualStyle }) {
    if (VisualStyle.fixed.length === 0) return { outcome: 'not-applicable', explanation: 'No fixed or sticky elements on the first screen' };
    const elements: ElementRef[] = [];
    for (const pinned of VisualStyle.fixed) {
      if (pinned.covers.length > 0) {
        elements.push({ ...pinned.element, note: `${pinned.position} element covering ${pinned.covers.length} content element${pinned.covers.length > 1 ? 's' : ''}` });
        for (const covered of pinned.covers) elements.push({ ...covered, note: `Hidden under ${pinned.element.selector}` });
      } else if (pinned.viewportShare > MAX_SHARE) {
        elements.push({ ...pinned.element, note: `${pinned.position} element covering ${Math.round(pinned.viewportShare * 100)} % of the screen` });
      }
    }
    const details = { fixed: VisualStyle.fixed.map((pinned) => ({ selector: pinned.element.selector, position: pinned.position, viewportShare: pinned.viewportShare, covers: pinned.covers.map((covered) => covered.selector) })) };
    if (elements.length === 0) return { outcome: 'passed', details };
    return { outcome: 'failed', elements, displayValue: `${elements.length} element${elements.length > 1 ? 's' : ''}`, details };
  },
};
