import type { Audit, ElementRef } from '../../types';
import '../../gatherers/performance/perf-elements';
import '../../gatherers/base/artifacts';
import { kib, transferOf } from './format';

// Typical size reductions when re-encoding to WebP at the same visual quality (Google's WebP
// compression study: lossy ~25–34 % below JPEG, lossless ~26 % below PNG; animated GIF far more).
// An estimate, stated as one in the finding; AVIF usually saves more.
const SAVING_BY_TYPE: Record<string, number> = { 'image/jpeg': 0.3, 'image/png': 0.26, 'image/gif': 0.5, 'image/bmp': 0.9 };
const MIN_SAVING = 4 * 1024;

export const imageFormats: Audit<'PerfElements' | 'NetworkRecords'> = {
  meta: {
    id: 'image-formats',
    category: 'pageSpeed',
    title: 'Images use modern formats',
    failureTitle: 'Images could use a modern format',
    description: 'WebP and AVIF store the same picture in fewer bytes than JPEG, PNG or GIF. Savings are estimated from typical re-encoding ratios.',
    recommendation: 'Serve WebP or AVIF (with <picture> fallbacks if you must support very old browsers); most image CDNs and build tools do it automatically.',
    guide: '/guides/performance/images',
    severity: 'moderate',
    requiredArtifacts: ['PerfElements', 'NetworkRecords'],
  },
  audit({ PerfElements, NetworkRecords }) {
    const seen = new Set<string>();
    const items: Array<{ url: string; mimeType: string; bytes: number; savingsBytes: number }> = [];
    const elements: ElementRef[] = [];
    for (const image of PerfElements.images) {
      if (seen.has(image.url)) continue;
      seen.add(image.url);
      const transfer = transferOf(NetworkRecords, image.url);
      const ratio = transfer?.mimeType ? SAVING_BY_TYPE[transfer.mimeType] : undefined;
      if (!transfer || ratio === undefined) continue;
      const savingsBytes = Math.round(transfer.bytes * ratio);
      if (savingsBytes < MIN_SAVING) continue;
      items.push({ url: image.url, mimeType: transfer.mimeType!, bytes: transfer.bytes, savingsBytes });
      elements.push({ ...image.element, note: `${transfer.mimeType}, ${kib(transfer.bytes)}: about ${kib(savingsBytes)} smaller as WebP` });
    }
    if (PerfElements.images.length === 0) return { outcome: 'not-applicable', explanation: 'The page has no images' };
    if (items.length === 0) return { outcome: 'passed' };
    const savingsBytes = items.reduce((sum, item) => sum + item.savingsBytes, 0);
    return { outcome: 'failed', elements, displayValue: `Estimated saving ${kib(savingsBytes)}`, details: { items, savingsBytes, estimate: true } };
  },
};
