// axe-core leaves aria-hidden-focus undecided while a modal dialog is open: the focusable elements
// hidden around a modal may be focus sentinels that send focus back into it. The HiddenFocus
// gatherer focused each one; this settles axe's verdict from what it saw (ACT rule 6cfa84).
import type { HiddenFocusFacts } from '../../gatherers/accessibility/hidden-focus';
import type { Audit, AuditResult } from '../../types';

export function decideHiddenFocus(facts: HiddenFocusFacts): AuditResult | null {
  if (!facts.modalOpen) return null;
  const kept = facts.checked.filter((check) => check.keptFocus);
  if (kept.length > 0) {
    return {
      outcome: 'failed',
      elements: kept.map(({ element }) => ({ ...element, note: 'Takes keyboard focus and keeps it while the dialog is open, although it is hidden from assistive technology (aria-hidden).' })),
      displayValue: `${kept.length}${facts.notChecked > 0 ? '+' : ''} element${kept.length === 1 && facts.notChecked === 0 ? '' : 's'}`,
    };
  }
  if (facts.checked.length > 0 && facts.notChecked === 0) {
    return { outcome: 'passed', explanation: 'The focusable elements hidden around the open dialog hand focus on at once (focus sentinels): keyboard users never stop on them.' };
  }
  return null;
}

/** axe's aria-hidden-focus audit, with its undecided result settled by the focus check. */
export function withHiddenFocusCheck(audit: Audit<'Axe'>): Audit<'Axe' | 'HiddenFocus'> {
  return {
    meta: { ...audit.meta, requiredArtifacts: [...audit.meta.requiredArtifacts, 'HiddenFocus'] },
    audit(artifacts, context) {
      const result = audit.audit(artifacts, context);
      if (Array.isArray(result) || result.outcome !== 'needs-review') return result;
      return decideHiddenFocus(artifacts.HiddenFocus) ?? result;
    },
  };
}
