import type { Audit } from '../../types';
import '../../gatherers/general/artifacts';

export const favicon: Audit<'Favicon'> = {
  meta: {
    id: 'favicon',
    category: 'general',
    title: 'Site has a favicon',
    failureTitle: 'Site has no working favicon',
    description: 'The favicon identifies the site in tabs, bookmarks, history and mobile search results.',
    recommendation: 'Add <link rel="icon" href="/favicon.svg"> (or a 32×32 PNG/ICO) and make sure the file loads.',
    guide: '/guides/general/favicon',
    severity: 'minor',
    requiredArtifacts: ['Favicon'],
  },
  audit({ Favicon }) {
    if (Favicon.loaded) return { outcome: 'passed', displayValue: Favicon.url };
    return {
      outcome: 'failed',
      explanation: Favicon.declared ? `The declared icon ${Favicon.url} does not load` : `No icon is declared and ${Favicon.url} does not load`,
      details: { url: Favicon.url, declared: Favicon.declared },
    };
  },
};
