// Every accessibility finding links to the Sightline guide of its WCAG guideline (1.1 Text
// alternatives … 4.1 Compatible), where the criteria it checks are explained with examples.
// Checks that decide no WCAG criterion (axe's best practices) link to the best-practices guide.

const GUIDELINES: Record<string, string> = {
  '1.1': 'text-alternatives',
  '1.2': 'time-based-media',
  '1.3': 'adaptable',
  '1.4': 'distinguishable',
  '2.1': 'keyboard-accessible',
  '2.2': 'enough-time',
  '2.3': 'seizures-and-physical-reactions',
  '2.4': 'navigable',
  '2.5': 'input-modalities',
  '3.1': 'readable',
  '3.2': 'predictable',
  '3.3': 'input-assistance',
  '4.1': 'compatible',
};

/** `['1.4.3']` → `/guides/accessibility/distinguishable`; no known criterion → best practices. */
export function wcagGuide(wcag: readonly string[]): string {
  for (const criterion of wcag) {
    const slug = GUIDELINES[criterion.split('.').slice(0, 2).join('.')];
    if (slug) return `/guides/accessibility/${slug}`;
  }
  return '/guides/accessibility/best-practices';
}
