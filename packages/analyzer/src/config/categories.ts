import type { AnalysisType, ArtifactName, Category } from '../types';

/** Which score categories each analysis type produces; accessibility is part of a usable page. */
export const CATEGORIES_BY_TYPE: Record<AnalysisType, readonly Category[]> = {
  GENERAL: ['general'],
  SOCIAL: ['social'],
  USABILITY: ['usability', 'accessibility'],
  PAGE_SPEED: ['pageSpeed'],
  UI_ANALYSIS: ['uiAnalysis'],
  DECEPTIVE_DESIGN: ['deceptiveDesign'],
};

export { CATEGORY_TITLES } from '@sightline/shared/report/category-titles';

/**
 * Weight of each category in the overall score. Social previews matter less to most visitors than a
 * page that works, reads well and is accessible, so social counts half.
 */
export const CATEGORY_WEIGHTS: Record<Category, number> = {
  general: 1,
  social: 0.5,
  usability: 1,
  accessibility: 1,
  pageSpeed: 1,
  uiAnalysis: 0.5,
  // Most sites use none, so a full score says little about the rest of the page; a pattern found
  // still costs the overall score as much as a social or visual finding.
  deceptiveDesign: 0.5,
};

/**
 * The gatherer a category stands on. When it fails on a page and device, the category could not be
 * measured there: scoring the few checks that did not need it would read as a verdict on the page.
 */
export const MAIN_GATHERERS: Partial<Record<Category, { artifact: ArtifactName; what: string }>> = {
  accessibility: { artifact: 'Axe', what: 'The accessibility engine (axe-core) could not run on this page' },
};
