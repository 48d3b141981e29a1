import type { Audit } from '../../types';
import { parseViewportContent, viewportElement } from './viewport-content';

/** WCAG 1.4.4 needs text resizable to 200 %; a maximum-scale below that blocks it on phones. */
const MIN_MAXIMUM_SCALE = 2;

export const pinchZoom: Audit<'ViewportMeta'> = {
  meta: {
    id: 'pinch-zoom',
    category: 'usability',
    title: 'Users can zoom the page',
    failureTitle: 'The viewport meta tag blocks zooming',
    description:
      '`user-scalable=no` or a `maximum-scale` below 2 stops people with low vision from pinch-zooming to read small text.',
    recommendation: 'Remove `user-scalable=no` and any `maximum-scale` below 2 from the viewport meta tag.',
    guide: '/guides/how-humans-see',
    severity: 'serious',
    wcag: ['1.4.4'],
    requiredArtifacts: ['ViewportMeta'],
    devices: ['mobile'],
  },
  audit({ ViewportMeta }) {
    const content = ViewportMeta.contents.at(-1);
    if (content === undefined) return { outcome: 'not-applicable', explanation: 'No viewport meta tag: browsers allow zooming.' };
    const values = parseViewportContent(content);
    const problems: string[] = [];
    const scalable = values.get('user-scalable');
    if (scalable === 'no' || scalable === '0') problems.push(`user-scalable=${scalable}`);
    const maximum = Number(values.get('maximum-scale'));
    if (values.has('maximum-scale') && Number.isFinite(maximum) && maximum < MIN_MAXIMUM_SCALE) problems.push(`maximum-scale=${values.get('maximum-scale')}`);
    if (problems.length === 0) return { outcome: 'passed' };
    return { outcome: 'failed', displayValue: problems.join(', '), elements: [{ ...viewportElement(content), note: problems.join(', ') }] };
  },
};
