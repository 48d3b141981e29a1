import type { Audit } from '../../types';
import { parseViewportContent, viewportElement } from './viewport-content';

export const viewport: Audit<'ViewportMeta'> = {
  meta: {
    id: 'viewport',
    category: 'usability',
    title: 'The page sets a mobile viewport',
    failureTitle: 'The page has no mobile viewport (width=device-width)',
    description:
      'Without `<meta name="viewport" content="width=device-width, initial-scale=1">` phones lay the page out 980 px wide and shrink it, so text is tiny and every tap needs a zoom first.',
    recommendation: 'Add `<meta name="viewport" content="width=device-width, initial-scale=1">` to the head of every page.',
    guide: '/guides/how-humans-see',
    severity: 'serious',
    requiredArtifacts: ['ViewportMeta'],
    devices: ['mobile'],
  },
  audit({ ViewportMeta }) {
    const content = ViewportMeta.contents.at(-1);
    if (content === undefined) return { outcome: 'failed', displayValue: 'No viewport meta tag', elements: [] };
    const width = parseViewportContent(content).get('width');
    if (width === 'device-width') return { outcome: 'passed' };
    return {
      outcome: 'failed',
      displayValue: width ? `width=${width}` : 'No width=device-width',
      elements: [viewportElement(content)],
    };
  },
};
