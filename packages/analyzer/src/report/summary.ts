import { CATEGORY_TITLES } from '../config/categories';
import type { Category, Outcome, Report } from '../types';
import { CATEGORIES } from '../types';

export const OUTCOME_TITLES: Record<Outcome, string> = {
  failed: 'Failed',
  'needs-review': 'Needs review',
  error: 'Could not be checked',
  passed: 'Passed',
  'not-applicable': 'Not applicable',
};

export function measuredCategories(report: Report): Category[] {
  return CATEGORIES.filter((category) => (report.scores[category] ?? null) !== null);
}

export function categoryTitle(category: Category): string {
  return CATEGORY_TITLES[category];
}
