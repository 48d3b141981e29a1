import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';

export const isHttps: Audit<'MainDocument'> = {
  meta: {
    id: 'is-https',
    category: 'general',
    title: 'Page is served over HTTPS',
    failureTitle: 'Page is not served over HTTPS',
    description: 'Without HTTPS, anyone on the network can read and change the page; browsers mark such pages "Not secure".',
    recommendation: 'Serve every page over HTTPS with a valid certificate (e.g. from Let\'s Encrypt).',
    guide: '/guides/general/https',
    severity: 'serious',
    requiredArtifacts: ['MainDocument'],
  },
  audit({ MainDocument }) {
    const secure = new URL(MainDocument.finalUrl).protocol === 'https:';
    return { outcome: secure ? 'passed' : 'failed', displayValue: new URL(MainDocument.finalUrl).protocol.replace(':', '') };
  },
};
