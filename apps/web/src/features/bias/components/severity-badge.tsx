import type { Severity } from '@sightline/shared/research/bias';
import { cn } from '../../../lib/utils';

const STYLE: Record<Severity, { label: string; className: string }> = {
  high: { label: 'High', className: 'border-rose-300 bg-rose-50 text-rose-900' },
  medium: { label: 'Medium', className: 'border-amber-300 bg-amber-50 text-amber-950' },
  low: { label: 'Low', className: 'border-slate-300 bg-slate-50 text-slate-800' },
};

/** How much a finding is likely to move answers, in words (not colour alone). */
export function SeverityBadge({ severity, className }: { severity: Severity; className?: string }) {
  const style = STYLE[severity];
  return <span className={cn('inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium', style.className, className)}>{style.label}</span>;
}
