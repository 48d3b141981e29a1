import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';
import { bytesOf, kib, siteOf } from './format';

// Above this, third parties alone exceed what a whole fast mobile page should weigh.
const LIMIT_BYTES = 500 * 1024;

export const thirdPartyWeight: Audit<'MainDocument' | 'NetworkRecords'> = {
  meta: {
    id: 'third-party-weight',
    category: 'pageSpeed',
    title: 'Third-party code is light',
    failureTitle: 'Third-party code is heavy',
    description: `Bytes from other sites (analytics, chat widgets, ads, embeds) that the page owner does not control. Fails above ${kib(LIMIT_BYTES)}.`,
    recommendation: 'Remove tags nobody reads, load widgets on interaction (a facade for chat or video), and self-host fonts and small libraries.',
    guide: '/guides/performance/third-parties',
    severity: 'moderate',
    requiredArtifacts: ['MainDocument', 'NetworkRecords'],
  },
  audit({ MainDocument, NetworkRecords }) {
    const own = siteOf(new URL(MainDocument.finalUrl).hostname);
    const bySite = new Map<string, { requests: number; bytes: number }>();
    for (const record of NetworkRecords) {
      if (!/^https?:/.test(record.url)) continue;
      const site = siteOf(new URL(record.url).hostname);
      if (site === own) continue;
      const entry = bySite.get(site) ?? { requests: 0, bytes: 0 };
      entry.requests += 1;
      entry.bytes += bytesOf(record);
      bySite.set(site, entry);
    }
    if (bySite.size === 0) return { outcome: 'passed', displayValue: 'No third-party requests' };
    const total = [...bySite.values()].reduce((sum, entry) => sum + entry.bytes, 0);
    const sites = [...bySite].map(([site, entry]) => ({ site, ...entry })).sort((a, b) => b.bytes - a.bytes);
    const details = { totalBytes: total, sites, savingsBytes: total };
    return { outcome: total <= LIMIT_BYTES ? 'passed' : 'failed', displayValue: `${kib(total)} from ${bySite.size} third part${bySite.size > 1 ? 'ies' : 'y'}`, details };
  },
};
