import type { Category } from './schema';

/** Each score category's name, as reports, their exports and the guides show it. No TypeBox: the web bundles it. */
export const CATEGORY_TITLES: Record<Category, string> = {
  general: 'General',
  social: 'Social',
  usability: 'Usability',
  accessibility: 'Accessibility',
  pageSpeed: 'Page speed',
  uiAnalysis: 'UI analysis',
  deceptiveDesign: 'Deceptive design',
};
