import type { Audit } from '../../types';

/** Roles that leave a focusable summary with its own semantics (presentational conflict resolution). */
const PRESENTATIONAL = new Set(['none', 'presentation']);

export const summaryName: Audit<'SummaryElements'> = {
  meta: {
    id: 'summary-name',
    category: 'accessibility',
    title: 'Summary elements have an accessible name',
    failureTitle: 'Summary elements have no accessible name',
    description: 'A summary element is the control that opens and closes its details element; without a name, screen reader users hear only "disclosure triangle".',
    recommendation: 'Put visible text inside the summary element, or name it with aria-label or aria-labelledby.',
    severity: 'serious',
    wcag: ['4.1.2'],
    act: ['2t702h'],
    requiredArtifacts: ['SummaryElements'],
  },
  audit({ SummaryElements }) {
    const applicable = SummaryElements.filter(
      (summary) => !summary.ignored && (summary.roleAttribute === null || summary.roleAttribute.trim() === '' || PRESENTATIONAL.has(summary.roleAttribute.trim().toLowerCase())),
    );
    if (applicable.length === 0) return { outcome: 'not-applicable' };
    const unnamed = applicable.filter((summary) => summary.name.trim() === '');
    if (unnamed.length === 0) return { outcome: 'passed' };
    return { outcome: 'failed', elements: unnamed.map((summary) => summary.element), displayValue: `${unnamed.length} unnamed` };
  },
};
