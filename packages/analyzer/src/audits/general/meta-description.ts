import type { Audit } from '../../types';
import '../../gatherers/general/artifacts';

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;

export const metaDescription: Audit<'HeadElements'> = {
  meta: {
    id: 'meta-description',
    category: 'general',
    title: 'Page has a meta description',
    failureTitle: 'Page meta description is missing or of a poor length',
    description: `Search engines often show the meta description under the title; ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} characters are shown whole.`,
    recommendation: `Add <meta name="description" content="…"> with a ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} character summary of this page.`,
    guide: '/guides/general/meta-description',
    severity: 'moderate',
    requiredArtifacts: ['HeadElements'],
  },
  audit({ HeadElements }) {
    const meta = HeadElements.metas.find((entry) => entry.name?.toLowerCase() === 'description');
    const content = meta?.content.replace(/\s+/g, ' ').trim() ?? '';
    if (!meta || content === '') return { outcome: 'failed', displayValue: 'missing' };
    const details = { description: content, length: content.length };
    if (content.length < DESCRIPTION_MIN) return { outcome: 'failed', severity: 'minor', displayValue: `${content.length} characters`, explanation: 'Too short to summarise the page', details };
    if (content.length > DESCRIPTION_MAX) return { outcome: 'failed', severity: 'minor', displayValue: `${content.length} characters`, explanation: 'Search results will cut it', details };
    return { outcome: 'passed', displayValue: `${content.length} characters`, details };
  },
};
