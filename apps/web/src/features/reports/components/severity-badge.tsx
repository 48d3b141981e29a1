import { cn } from '../../../lib/utils';
import { REPORT_STRINGS as S } from '../strings';
import type { Severity } from '../types';

// Fixed colours: white-label views change the accent, never what severity looks like.
const COLOURS: Record<Severity, string> = {
  critical: 'bg-red-700 text-white',
  serious: 'bg-red-100 text-red-900',
  moderate: 'bg-amber-100 text-amber-900',
  minor: 'bg-zinc-100 text-zinc-800',
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  return <span className={cn('inline-flex shrink-0 rounded px-2 py-0.5 text-xs font-semibold', COLOURS[severity])}>{S.severity[severity] ?? severity}</span>;
}
