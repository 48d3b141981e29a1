import type { Audit, ElementRef } from '../../types';
import '../../gatherers/performance/perf-elements';
import '../../gatherers/base/artifacts';
import { kib, transferOf } from './format';

// Lighthouse's uses-responsive-images ignores savings under 4 KiB: not worth a second image variant.
const MIN_SAVING = 4 * 1024;

export const imageSizing: Audit<'PerfElements' | 'NetworkRecords'> = {
  meta: {
    id: 'image-sizing',
    category: 'pageSpeed',
    title: 'Images are served at the size they are shown',
    failureTitle: 'Images are larger than they are shown',
    description: 'An image with more pixels than its displayed size × the screen density downloads bytes nobody sees. Savings scale with the unseen share of pixels.',
    recommendation: 'Generate several widths and let the browser choose with srcset and sizes, or resize the file to the largest size it is shown at.',
    guide: '/guides/performance/images',
    severity: 'moderate',
    requiredArtifacts: ['PerfElements', 'NetworkRecords'],
  },
  audit({ PerfElements, NetworkRecords }) {
    const dpr = PerfElements.viewport.devicePixelRatio;
    const items: Array<{ url: string; served: string; displayed: string; bytes: number; savingsBytes: number }> = [];
    const elements: ElementRef[] = [];
    const measurable = PerfElements.images.filter((image) => image.naturalWidth > 0 && image.displayedWidth > 0 && image.displayedHeight > 0);
    if (measurable.length === 0) return { outcome: 'not-applicable', explanation: 'No displayed images with known dimensions' };
    for (const image of measurable) {
      const transfer = transferOf(NetworkRecords, image.url);
      if (!transfer) continue;
      const needed = Math.min(1, (image.displayedWidth * dpr * image.displayedHeight * dpr) / (image.naturalWidth * image.naturalHeight));
      const savingsBytes = Math.round(transfer.bytes * (1 - needed));
      if (savingsBytes < MIN_SAVING) continue;
      const served = `${image.naturalWidth}×${image.naturalHeight}`;
      const displayed = `${image.displayedWidth}×${image.displayedHeight} at ${dpr}x`;
      items.push({ url: image.url, served, displayed, bytes: transfer.bytes, savingsBytes });
      elements.push({ ...image.element, note: `Served ${served}, shown ${displayed}: about ${kib(savingsBytes)} wasted` });
    }
    if (items.length === 0) return { outcome: 'passed' };
    const savingsBytes = items.reduce((sum, item) => sum + item.savingsBytes, 0);
    return { outcome: 'failed', elements, displayValue: `Potential saving ${kib(savingsBytes)}`, details: { items, savingsBytes } };
  },
};
