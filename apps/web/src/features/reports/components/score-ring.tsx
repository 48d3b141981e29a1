import { cn } from '../../../lib/utils';
import { scoreBand } from '../findings';
import { REPORT_STRINGS as S } from '../strings';

const BAND_COLOUR = { good: 'text-emerald-600', average: 'text-amber-600', poor: 'text-red-600', none: 'text-zinc-300' } as const;

/** A score out of 100 as a ring; severity colours are fixed (they must read the same in every view). */
export function ScoreRing({ score, size = 'md', label }: { score: number | null; size?: 'md' | 'lg'; label: string }) {
  const band = scoreBand(score);
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const dimension = size === 'lg' ? 'size-32' : 'size-20';
  return (
    <div className={cn('relative shrink-0', dimension)} role="img" aria-label={`${label}: ${score === null ? S.notMeasured : `${score} / 100`}`}>
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="stroke-muted" />
        {score !== null && score > 0 && (
          <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" strokeLinecap="round" className={cn('stroke-current', BAND_COLOUR[band])} strokeDasharray={`${(score / 100) * circumference} ${circumference}`} />
        )}
      </svg>
      <span className={cn('absolute inset-0 flex items-center justify-center font-bold tabular-nums', size === 'lg' ? 'text-4xl' : 'text-xl', score === null && 'text-sm font-medium text-muted-foreground')} aria-hidden="true">
        {score === null ? '—' : score}
      </span>
    </div>
  );
}
