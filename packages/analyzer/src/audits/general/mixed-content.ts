import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';

export const mixedContent: Audit<'MainDocument' | 'NetworkRecords'> = {
  meta: {
    id: 'mixed-content',
    category: 'general',
    title: 'No insecure resources on a secure page',
    failureTitle: 'Secure page loads insecure (http) resources',
    description: 'An https page that loads scripts, styles or images over plain http is open to tampering; browsers block most such requests, so parts of the page break.',
    recommendation: 'Load every resource over https (or with a relative URL), and add Content-Security-Policy: upgrade-insecure-requests while you fix the references.',
    guide: '/guides/general/mixed-content',
    severity: 'serious',
    requiredArtifacts: ['MainDocument', 'NetworkRecords'],
  },
  audit({ MainDocument, NetworkRecords }) {
    if (!MainDocument.finalUrl.startsWith('https:')) return { outcome: 'not-applicable', explanation: 'The page itself is not served over https' };
    const insecure = NetworkRecords.filter((record) => record.url.startsWith('http:') || record.failed === 'blocked:mixed-content');
    if (insecure.length === 0) return { outcome: 'passed' };
    return {
      outcome: 'failed',
      displayValue: `${insecure.length} insecure request${insecure.length > 1 ? 's' : ''}`,
      details: { requests: insecure.slice(0, 50).map((record) => ({ url: record.url, type: record.resourceType, blocked: record.failed !== null })) },
    };
  },
};
