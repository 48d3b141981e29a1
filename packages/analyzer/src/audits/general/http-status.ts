import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';

export const httpStatus: Audit<'MainDocument'> = {
  meta: {
    id: 'http-status',
    category: 'general',
    title: 'Page answers with a success status',
    failureTitle: 'Page answers with an error status',
    description: 'Search engines drop pages that answer 4xx or 5xx, and visitors who follow a link to one land on an error.',
    recommendation: 'Fix the page or the server error, or redirect the URL (301) to the page that replaced it and update links to it.',
    guide: '/guides/general/http-status',
    severity: 'critical',
    requiredArtifacts: ['MainDocument'],
    runOnErrorPages: true,
  },
  audit({ MainDocument }) {
    const status = MainDocument.status;
    if (status === null) return { outcome: 'error', explanation: 'No HTTP response was recorded for the page' };
    return { outcome: status >= 400 ? 'failed' : 'passed', displayValue: `HTTP ${status}` };
  },
};
