import type { Audit, ElementRef } from '../../types';
import '../../gatherers/general/artifacts';

export const headingOutline: Audit<'Headings'> = {
  meta: {
    id: 'heading-outline',
    category: 'general',
    title: 'Headings form a clear outline',
    failureTitle: 'Heading outline has problems',
    // Advice, not a WCAG failure: 1.3.1 asks that headings be marked up as headings, and neither a
    // skipped level nor a second h1 breaks that (no WCAG failure technique or ACT rule says so).
    description:
      'Screen-reader users jump between headings and search engines read them as the page outline: one h1 naming the page, then levels that do not skip (h2 → h4). This is advice: a skipped level or a second h1 fails no WCAG success criterion.',
    recommendation: 'Use exactly one h1 for the page topic and nest sections as h2, h3… without skipping levels; style headings with CSS rather than choosing levels for their size.',
    guide: '/guides/accessibility/headings',
    severity: 'moderate',
    requiredArtifacts: ['Headings'],
  },
  audit({ Headings }) {
    if (Headings.length === 0) return { outcome: 'failed', explanation: 'The page has no headings at all' };
    const problems: string[] = [];
    const elements: ElementRef[] = [];
    const h1s = Headings.filter((heading) => heading.level === 1);
    if (h1s.length === 0) problems.push('no h1');
    if (h1s.length > 1) {
      problems.push(`${h1s.length} h1 elements`);
      elements.push(...h1s.map((heading) => ({ ...heading.element, note: 'One of several h1 elements' })));
    }
    let previous = 0;
    for (const heading of Headings) {
      if (previous > 0 && heading.level > previous + 1) {
        problems.push(`h${previous} → h${heading.level}`);
        elements.push({ ...heading.element, note: `Skips from h${previous} to h${heading.level}` });
      }
      previous = heading.level;
    }
    if (problems.length === 0) return { outcome: 'passed', displayValue: `${Headings.length} headings` };
    return { outcome: 'failed', displayValue: problems.join(', '), elements, details: { outline: Headings.map((heading) => `h${heading.level} ${heading.text}`) } };
  },
};
