import type { Audit } from '../../types';
import '../../gatherers/general/artifacts';

/** Search results show roughly this many characters; longer titles are cut. */
export const TITLE_MAX = 60;
export const TITLE_MIN = 10;

export const documentTitle: Audit<'HeadElements'> = {
  meta: {
    id: 'document-title',
    category: 'general',
    title: 'Page has a title of a useful length',
    failureTitle: 'Page title is missing or of a poor length',
    description: `The title names the page in tabs, bookmarks and search results. Between ${TITLE_MIN} and ${TITLE_MAX} characters is shown whole.`,
    recommendation: `Give each page one <title> of ${TITLE_MIN}–${TITLE_MAX} characters that names the page first and the site second.`,
    guide: '/guides/general/page-title',
    severity: 'serious',
    // Only a missing or empty title fails 2.4.2 (ACT rule 2779a5); its length and a second <title> are advice.
    wcag: ['2.4.2'],
    requiredArtifacts: ['HeadElements'],
  },
  audit({ HeadElements }) {
    const title = (HeadElements.title ?? '').replace(/\s+/g, ' ').trim();
    if (title === '') return { outcome: 'failed', explanation: 'The page has no title', displayValue: 'missing' };
    const details = { title, length: title.length };
    if (HeadElements.titleCount > 1) return { outcome: 'failed', advice: true, severity: 'moderate', explanation: `The page has ${HeadElements.titleCount} <title> elements; browsers use the first`, details };
    if (title.length > TITLE_MAX) return { outcome: 'failed', advice: true, severity: 'minor', explanation: `${title.length} characters: search results will cut it`, displayValue: `${title.length} characters`, details };
    if (title.length < TITLE_MIN) return { outcome: 'failed', advice: true, severity: 'moderate', explanation: `${title.length} characters: too short to describe the page`, displayValue: `${title.length} characters`, details };
    return { outcome: 'passed', displayValue: `${title.length} characters`, details };
  },
};
