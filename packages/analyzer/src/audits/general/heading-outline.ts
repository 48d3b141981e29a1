import type { Audit, ElementRef } from '../../types';
import '../../gatherers/general/artifacts';

export const headingOutline: Audit<'Headings'> = {
  meta: {
    id: 'heading-outline',
    category: 'general',
    title: 'Headings form a clear outline',
    failureTitle: 'Heading outline has problems',
    description: 'Screen-reader users jump between headings and search engines read them as the page outline: one h1 naming the page, then levels that do not skip (h2 → h4).',
    recommendation: 'Use exactly one h1 for the page topic and nest sections as h2, h3… without skipping levels; style headings with CSS rather than choosing levels for their size.',
    guide: '/guides/accessibility/headings',
    severity: 'moderate',
    wcag: ['1.3.1'],
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
