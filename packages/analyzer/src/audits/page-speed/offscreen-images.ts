import type { Audit, ElementRef } from '../../types';
import '../../gatherers/performance/perf-elements';
import '../../gatherers/base/artifacts';
import { kib, transferOf } from './format';

const MIN_BYTES = 2 * 1024;

export const offscreenImages: Audit<'PerfElements' | 'NetworkRecords'> = {
  meta: {
    id: 'offscreen-images',
    category: 'pageSpeed',
    title: 'Images below the fold load lazily',
    failureTitle: 'Images below the fold load eagerly',
    description: 'Images far below the first screen compete with the visible content for bandwidth although the visitor may never scroll to them.',
    recommendation: 'Add loading="lazy" to images below the first screen (never to the main, above-the-fold image).',
    guide: '/guides/performance/images',
    severity: 'minor',
    requiredArtifacts: ['PerfElements', 'NetworkRecords'],
  },
  audit({ PerfElements, NetworkRecords }) {
    const fold = PerfElements.viewport.height;
    // Browsers start lazy loads well before the image scrolls in, so only images a screen below count.
    const below = PerfElements.images.filter((image) => !image.isCss && image.top > fold * 1.5 && image.displayedWidth > 0);
    if (below.length === 0) return { outcome: 'not-applicable', explanation: 'No images below the first screen' };
    const items: Array<{ url: string; top: number; bytes: number }> = [];
    const elements: ElementRef[] = [];
    for (const image of below) {
      if (image.loading === 'lazy') continue;
      const transfer = transferOf(NetworkRecords, image.url);
      if (!transfer || transfer.bytes < MIN_BYTES) continue;
      items.push({ url: image.url, top: image.top, bytes: transfer.bytes });
      elements.push({ ...image.element, note: `${kib(transfer.bytes)}, ${image.top}px down the page, without loading="lazy"` });
    }
    if (items.length === 0) return { outcome: 'passed' };
    const savingsBytes = items.reduce((sum, item) => sum + item.bytes, 0);
    return { outcome: 'failed', elements, displayValue: `${items.length} image${items.length > 1 ? 's' : ''}, ${kib(savingsBytes)} deferrable`, details: { items, savingsBytes } };
  },
};
