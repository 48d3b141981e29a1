import type { Audit } from '../../types';

export const navigation: Audit<'Navigation'> = {
  meta: {
    id: 'navigation',
    category: 'usability',
    title: 'The page has a navigation menu',
    failureTitle: 'The page has no navigation menu',
    description:
      'Visitors expect a menu in a consistent place (Jakob’s law); marked up as `<nav>` it can also be found and skipped by screen-reader and keyboard users.',
    recommendation: 'Put the main links in a `<nav>` element (with an aria-label when there are several) near the top of every page.',
    guide: '/guides/laws/jakobs-law',
    severity: 'moderate',
    requiredArtifacts: ['Navigation'],
  },
  audit({ Navigation }) {
    if (Navigation.primary && Navigation.primary.items.length > 0) {
      return { outcome: 'passed', displayValue: `${Navigation.primary.items.length} menu links` };
    }
    if (Navigation.internalPageLinks < 2) {
      return { outcome: 'not-applicable', explanation: 'The page links to fewer than two other pages of the site.' };
    }
    return {
      outcome: 'failed',
      displayValue: Navigation.landmarkCount > 0 ? 'Navigation landmark without links' : 'No nav element or menu',
      explanation: `The page links to ${Navigation.internalPageLinks} pages of the site but none of the links is in a navigation landmark.`,
      elements: Navigation.unmarkedMenu ? [{ ...Navigation.unmarkedMenu, note: 'This list of links looks like the menu: wrap it in <nav>' }] : [],
    };
  },
};
