import type { Audit, ElementRef } from '../../types';
import '../../gatherers/ui/visual-style';

// Google's "good" CLS threshold; here from the shifts of our own load, per moved element.
const LIMIT = 0.1;

export const layoutShiftRegions: Audit<'VisualStyle'> = {
  meta: {
    id: 'layout-shift-regions',
    category: 'uiAnalysis',
    title: 'Nothing moves while the page loads',
    failureTitle: 'Parts of the page move while it loads',
    description: 'The elements that moved during our load, from the browser\'s layout-shift records, and where they moved. Fails when the shifts add up to 0.1 or more.',
    recommendation: 'Reserve space for images, embeds, ads and late banners (width/height or aspect-ratio), and insert late content below what is on screen.',
    guide: '/guides/performance/core-web-vitals',
    severity: 'moderate',
    requiredArtifacts: ['VisualStyle'],
  },
  audit({ VisualStyle }) {
    const shifts = VisualStyle.layoutShifts;
    const total = Math.round(shifts.reduce((sum, shift) => sum + shift.value, 0) * 1000) / 1000;
    const elements: ElementRef[] = [];
    const seen = new Set<string>();
    for (const shift of shifts) {
      for (const source of shift.sources) {
        if (!source.element || seen.has(source.element.selector)) continue;
        seen.add(source.element.selector);
        elements.push({ ...source.element, note: `Moved from y=${source.previous?.y ?? '?'} to y=${source.current?.y ?? '?'} at ${shift.time} ms (shift ${shift.value})` });
      }
    }
    // Top to bottom, as the page shows them: the order the shifts happened in varies between loads.
    elements.sort((a, b) => (a.rect?.y ?? 0) - (b.rect?.y ?? 0) || (a.rect?.x ?? 0) - (b.rect?.x ?? 0) || a.selector.localeCompare(b.selector));
    const details = { total, shifts: shifts.slice(0, 20) };
    if (total < LIMIT) return { outcome: 'passed', displayValue: `Layout shift ${total}`, details };
    return { outcome: 'failed', elements, displayValue: `Layout shift ${total}`, details };
  },
};
