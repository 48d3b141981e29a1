import { cn } from '../../../lib/utils';
import { DETAILED_STRINGS as S } from '../strings-detailed';
import type { Outcome } from '../types';

// Fixed colours, like severities: a white-label accent never changes what an outcome looks like.
export const OUTCOME_COLOURS: Record<Outcome, string> = {
  failed: 'bg-red-100 text-red-900 border-red-200',
  'needs-review': 'bg-amber-100 text-amber-900 border-amber-200',
  error: 'bg-violet-100 text-violet-900 border-violet-200',
  passed: 'bg-emerald-100 text-emerald-900 border-emerald-200',
  'not-applicable': 'bg-zinc-100 text-zinc-700 border-zinc-200',
};

export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  return <span className={cn('inline-flex shrink-0 rounded border px-2 py-0.5 text-xs font-semibold', OUTCOME_COLOURS[outcome])}>{S.outcomes[outcome]}</span>;
}
