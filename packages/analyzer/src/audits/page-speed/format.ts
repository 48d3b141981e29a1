import type { NetworkRecord } from '../../types';

export function kib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

/** A request's transfer size, 0 when unknown (failed, or still open when the page was read). */
export function bytesOf(record: NetworkRecord): number {
  return record.transferSize ?? 0;
}

/** Transfer size of the first completed request for `url`, the way the image was downloaded. */
export function transferOf(records: readonly NetworkRecord[], url: string): { bytes: number; mimeType: string | null } | null {
  const record = records.find((candidate) => candidate.url === url && candidate.transferSize !== null && candidate.failed === null);
  return record ? { bytes: bytesOf(record), mimeType: record.mimeType } : null;
}

/** Score between 0 and 1 that falls linearly from `good` (1) to `poor` (0). */
export function linearScore(value: number, good: number, poor: number): number {
  if (value <= good) return 1;
  if (value >= poor) return 0;
  return Math.round(((poor - value) / (poor - good)) * 100) / 100;
}

/**
 * The registrable part of a host, approximated by its last two labels (three when the second-level
 * label is a short public suffix like co.uk): good enough to tell a site's own CDN from a vendor.
 */
export function siteOf(hostname: string): string {
  const labels = hostname.split('.');
  if (/^\d+$/.test(labels.at(-1) ?? '') || labels.length <= 2) return hostname;
  const take = labels.at(-2)!.length <= 3 && labels.at(-1)!.length === 2 ? 3 : 2;
  return labels.slice(-take).join('.');
}
