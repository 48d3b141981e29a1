/** Each analysis category's name, as reports and the guides' "How Sightline checks this" show it. */
export const CATEGORY_NAMES: Record<string, string> = {
  general: 'General',
  social: 'Social',
  usability: 'Usability',
  accessibility: 'Accessibility',
  pageSpeed: 'Page speed',
  uiAnalysis: 'UI analysis',
  deceptiveDesign: 'Deceptive design',
};
