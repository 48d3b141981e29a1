import type { Audit, ElementRef } from '../../types';
import '../../gatherers/ui/text-over-images';

/** WCAG 1.4.3: large text is at least 24 px, or 18.66 px (14 pt) bold. */
export function requiredContrast(fontSizePx: number, bold: boolean): number {
  return fontSizePx >= 24 || (bold && fontSizePx >= 18.66) ? 3 : 4.5;
}

export const textContrastOverImages: Audit<'TextOverImages'> = {
  meta: {
    id: 'text-contrast-over-images',
    category: 'uiAnalysis',
    title: 'Text over images and gradients is readable',
    failureTitle: 'Text over images or gradients has too little contrast',
    description: 'Measured from the rendered pixels behind the text (text made transparent): the contrast that 90 % of the background reaches must meet WCAG 1.4.3. Rule engines leave these cases for manual review.',
    recommendation: 'Put a solid or semi-transparent scrim behind the text, darken or blur the image where the text sits, or move the text off the image.',
    guide: '/guides/visual-design/contrast',
    severity: 'serious',
    wcag: ['1.4.3'],
    requiredArtifacts: ['TextOverImages'],
  },
  audit({ TextOverImages }) {
    if (TextOverImages.length === 0) return { outcome: 'not-applicable', explanation: 'No text is drawn over images or gradients' };
    const failing: ElementRef[] = [];
    const items = TextOverImages.map((item) => {
      const required = requiredContrast(item.fontSizePx, item.bold);
      const passes = item.contrast.p10 >= required;
      if (!passes) failing.push({ ...item.element, note: `Contrast ${item.contrast.p10}:1 over 90 % of the ${item.backdrop.replace('-', ' ')} (needs ${required}:1); median ${item.contrast.median}:1` });
      return { text: item.text, selector: item.element.selector, backdrop: item.backdrop, required, ...item.contrast, passes };
    });
    if (failing.length === 0) return { outcome: 'passed', displayValue: `${items.length} checked`, details: { items } };
    return { outcome: 'failed', elements: failing, displayValue: `${failing.length} of ${items.length} text blocks`, details: { items } };
  },
};
