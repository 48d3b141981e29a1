import { CATEGORY_TITLES } from '../config/categories';
import type { Category, Finding, Outcome, Report, Severity } from '../types';
import { CATEGORIES } from '../types';

export const SEVERITY_ORDER: Severity[] = ['critical', 'serious', 'moderate', 'minor'];
export const OUTCOME_TITLES: Record<Outcome, string> = {
  failed: 'Failed',
  'needs-review': 'Needs review',
  error: 'Could not be checked',
  passed: 'Passed',
  'not-applicable': 'Not applicable',
};

export interface GroupedFinding {
  finding: Finding;
  pages: string[];
  /** Every finding of the group with its page ('whole site' for site findings), in report order. */
  occurrences: Array<{ page: string; finding: Finding }>;
}

/**
 * Findings of the whole report grouped by audit and outcome, so a problem on 40 pages reads as one
 * item with 40 pages rather than 40 items. Site-wide findings come first.
 */
export function groupFindings(report: Report, category: Category): Record<Outcome, GroupedFinding[]> {
  const groups = new Map<string, GroupedFinding>();
  const add = (finding: Finding, page: string) => {
    if (finding.category !== category) return;
    // A share preview is different on every page, so each page keeps its own card.
    const key = finding.details?.preview ? `${finding.id}|${page}` : `${finding.id}|${finding.outcome}|${finding.explanation ?? ''}`;
    const group = groups.get(key) ?? { finding, pages: [], occurrences: [] };
    if (!group.pages.includes(page)) group.pages.push(page);
    group.occurrences.push({ page, finding });
    groups.set(key, group);
  };
  for (const finding of report.siteFindings ?? []) add(finding, 'whole site');
  for (const page of report.pages) for (const finding of page.findings) add(finding, page.url);
  const result = { failed: [], 'needs-review': [], error: [], passed: [], 'not-applicable': [] } as Record<Outcome, GroupedFinding[]>;
  for (const group of groups.values()) result[group.finding.outcome].push(group);
  for (const list of Object.values(result)) {
    list.sort((a, b) => SEVERITY_ORDER.indexOf(a.finding.severity) - SEVERITY_ORDER.indexOf(b.finding.severity) || b.pages.length - a.pages.length);
  }
  return result;
}

export function measuredCategories(report: Report): Category[] {
  return CATEGORIES.filter((category) => report.scores[category] !== null);
}

export function categoryTitle(category: Category): string {
  return CATEGORY_TITLES[category];
}

/** Where a guide path lives: SIGHTLINE_PUBLIC_URL + path, or null when no public URL is configured. */
export function guideUrl(guide: string | null, env: NodeJS.ProcessEnv = process.env): string | null {
  if (!guide || !env.SIGHTLINE_PUBLIC_URL) return null;
  return new URL(guide, env.SIGHTLINE_PUBLIC_URL).toString();
}
