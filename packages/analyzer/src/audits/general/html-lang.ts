import type { Audit } from '../../types';
import '../../gatherers/general/artifacts';

// BCP 47 shape: a 2–3 letter language (or a registered 4–8 letter one), then optional subtags.
const BCP47 = /^([a-z]{2,3}|[a-z]{5,8})(-[a-z0-9]{1,8})*$/i;

export const htmlLang: Audit<'HeadElements'> = {
  meta: {
    id: 'html-lang',
    category: 'general',
    title: 'Page declares its language',
    failureTitle: 'Page does not declare a valid language',
    description: 'Screen readers choose their pronunciation, browsers their translation offer and hyphenation, from the lang attribute of <html>.',
    recommendation: 'Set the page language on the root element, e.g. <html lang="en">.',
    guide: '/guides/accessibility/page-language',
    severity: 'serious',
    wcag: ['3.1.1'],
    requiredArtifacts: ['HeadElements'],
  },
  audit({ HeadElements }) {
    const lang = HeadElements.lang?.trim() ?? '';
    if (lang === '') return { outcome: 'failed', displayValue: 'missing' };
    if (!BCP47.test(lang)) return { outcome: 'failed', displayValue: `"${lang}"`, explanation: `"${lang}" is not a valid language tag` };
    return { outcome: 'passed', displayValue: lang };
  },
};
