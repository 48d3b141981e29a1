// The results page's charts, drawn with CSS and SVG. Every chart is hidden from assistive technology
// and comes with its numbers as text or a table beside it, and none tells things apart by colour
// alone (labels, positions, dash patterns).
import type { Interval, ScaleValue, VanWestendorp } from '@sightline/shared/research/survey-results';
import { cn } from '../../../lib/utils';
import { money, number, percent, shareText } from './format';

/** A horizontal bar for a share, with its 95 % interval as a whisker. */
export function ShareBar({ share, className }: { share: Interval | null; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('relative h-3 rounded-full bg-muted print:border print:border-zinc-300', className)}>
      {share && (
        <>
          <div className="absolute inset-y-0 left-0 rounded-full bg-primary" style={{ width: `${share.estimate * 100}%` }} />
          <div className="absolute top-1/2 h-0.5 -translate-y-1/2 bg-zinc-900" style={{ left: `${share.low * 100}%`, width: `${Math.max(0, share.high - share.low) * 100}%` }} />
          <div className="absolute inset-y-0 w-0.5 bg-zinc-900" style={{ left: `${share.low * 100}%` }} />
          <div className="absolute inset-y-0 w-0.5 bg-zinc-900" style={{ left: `calc(${share.high * 100}% - 2px)` }} />
        </>
      )}
    </div>
  );
}

export interface BarItem {
  id: string;
  label: string;
  count: number;
  share: Interval | null;
}

/** One bar per answer: its label, count and share with the interval, in words beside the bar. */
export function BarList({ items }: { items: BarItem[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
            <span className="font-medium">{item.label}</span>
            <span className="tabular-nums text-muted-foreground">
              <span className="font-medium text-foreground">{item.count.toLocaleString()}</span>
              {item.share ? ` · ${shareText(item.share)}` : ''}
            </span>
          </div>
          <ShareBar share={item.share} className="mt-1" />
        </li>
      ))}
    </ul>
  );
}

/** Colours of a diverging scale (5 or 7 points): reds for disagreeing, grey in the middle, blues for agreeing. */
const DIVERGING: Record<number, string[]> = {
  5: ['#b91c1c', '#fca5a5', '#d4d4d8', '#93c5fd', '#1d4ed8'],
  7: ['#b91c1c', '#ef4444', '#fecaca', '#d4d4d8', '#bfdbfe', '#3b82f6', '#1d4ed8'],
};
const divergingColour = (index: number, points: number) => DIVERGING[points]?.[index] ?? '#a1a1aa';
/** White text on the dark ends of the scale, dark text elsewhere. */
const divergingText = (index: number, points: number) => (index === 0 || index === points - 1 || (points === 7 && (index === 1 || index === 5)) ? '#fff' : '#18181b');

/**
 * A diverging stacked bar: disagreement to the left of the centre line, agreement to the right, the
 * neutral middle straddling it; each segment labelled with its share when there is room.
 */
export function DivergingBar({ distribution }: { distribution: ScaleValue[] }) {
  const total = distribution.reduce((sum, v) => sum + v.count, 0);
  if (total === 0) return null;
  const points = distribution.length;
  const middle = (points - 1) / 2;
  const shares = distribution.map((v) => v.count / total);
  const neutral = Number.isInteger(middle) ? shares[middle]! : 0;
  const left = shares.slice(0, Math.floor(points / 2)).reduce((a, b) => a + b, 0) + neutral / 2;
  // The bar spans −100 % … +100 % of the answers around the centre line.
  let x = 50 - left * 50;
  return (
    <div aria-hidden="true" className="space-y-1">
      {/* The centre line runs under the bar and shows above and below it, clear of the labels. */}
      <div className="relative h-9">
        <div className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-zinc-900" />
        <div className="absolute inset-x-0 inset-y-1 overflow-hidden rounded bg-muted">
          {distribution.map((v, i) => {
            const width = shares[i]! * 50;
            const segment = (
              <div
                key={v.value}
                className="absolute inset-y-0 flex items-center justify-center overflow-hidden border-r border-white text-[11px] font-medium"
                style={{ left: `${x}%`, width: `${width}%`, background: divergingColour(i, points), color: divergingText(i, points) }}
              >
                {width >= 6 ? percent(shares[i]!) : ''}
              </div>
            );
            x += width;
            return segment;
          })}
        </div>
      </div>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>← Disagree</span>
        <span>Agree →</span>
      </div>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {distribution.map((v, i) => (
          <li key={v.value} className="inline-flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm" style={{ background: divergingColour(i, points) }} />
            {v.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Columns of counts over a 0–10 or 1–n scale, each labelled with its value. */
export function ScaleColumns({ distribution, highlight }: { distribution: ScaleValue[]; highlight?: (value: number) => 'low' | 'mid' | 'high' }) {
  const max = Math.max(1, ...distribution.map((v) => v.count));
  const fill = { low: 'bg-red-700', mid: 'bg-zinc-600', high: 'bg-emerald-700' };
  return (
    <div aria-hidden="true" className="flex h-28 items-end gap-1">
      {distribution.map((v) => (
        <div key={v.value} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
          <span className="text-[10px] tabular-nums text-muted-foreground">{v.count > 0 ? v.count : ''}</span>
          <div className={cn('w-full rounded-t', highlight ? fill[highlight(v.value)] : 'bg-primary')} style={{ height: `${(v.count / max) * 70}%`, minHeight: v.count > 0 ? 2 : 0 }} />
          <span className="text-xs tabular-nums">{v.value}</span>
        </div>
      ))}
    </div>
  );
}

/** A histogram of number answers: one column per bin, the bins' edges on the axis. */
export function Histogram({ bins, unit }: { bins: { from: number; to: number; count: number }[]; unit: string | null }) {
  const max = Math.max(1, ...bins.map((b) => b.count));
  return (
    <div aria-hidden="true">
      <div className="flex h-32 items-end gap-0.5 border-b border-zinc-400">
        {bins.map((bin) => (
          <div key={bin.from} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end">
            <span className="text-[10px] tabular-nums text-muted-foreground">{bin.count > 0 ? bin.count : ''}</span>
            <div className="w-full bg-primary" style={{ height: `${(bin.count / max) * 80}%`, minHeight: bin.count > 0 ? 2 : 0 }} />
          </div>
        ))}
      </div>
      {bins.length > 0 && bins.length <= 8 ? (
        <div className="mt-1 flex gap-0.5 text-center text-xs tabular-nums text-muted-foreground">
          {bins.map((bin) => (
            <span key={bin.from} className="min-w-0 flex-1">
              {number(bin.from, 2)}–{number(bin.to, 2)}
            </span>
          ))}
        </div>
      ) : (
        bins.length > 0 && (
          <div className="mt-1 flex justify-between text-xs tabular-nums text-muted-foreground">
            <span>{number(bins[0]!.from, 2)}</span>
            <span>{number(bins[bins.length - 1]!.to, 2)}</span>
          </div>
        )
      )}
      {unit && <p className="mt-0.5 text-center text-xs text-muted-foreground">{unit}</p>}
    </div>
  );
}

const CURVES = [
  { key: 'tooCheap', label: 'Too cheap', colour: '#b91c1c', dash: '6 3' },
  { key: 'cheap', label: 'A bargain', colour: '#059669', dash: '' },
  { key: 'expensive', label: 'Getting expensive', colour: '#d97706', dash: '2 3' },
  { key: 'tooExpensive', label: 'Too expensive', colour: '#4338ca', dash: '10 3 2 3' },
] as const;

/**
 * Van Westendorp's four cumulative curves over price, with the four points marked and the range of
 * acceptable prices (marginal cheapness to marginal expensiveness) shaded; `marker` draws one more
 * price as a solid line (an idea's price guess).
 */
export function PriceCurves({ analysis, currency, marker }: { analysis: VanWestendorp; currency: string; marker?: { price: number; label: string } }) {
  const { curves } = analysis;
  if (curves.length < 2) return null;
  const width = 640;
  const height = 280;
  const pad = { left: 44, right: 16, top: 16, bottom: 36 };
  const minPrice = Math.min(curves[0]!.price, marker?.price ?? Infinity);
  const maxPrice = Math.max(curves[curves.length - 1]!.price, marker?.price ?? -Infinity);
  const x = (price: number) => pad.left + ((price - minPrice) / Math.max(1e-9, maxPrice - minPrice)) * (width - pad.left - pad.right);
  const y = (share: number) => pad.top + (1 - share) * (height - pad.top - pad.bottom);
  const points = [
    { price: analysis.pointOfMarginalCheapness, label: 'PMC' },
    { price: analysis.optimalPrice, label: 'OPP' },
    { price: analysis.indifferencePrice, label: 'IPP' },
    { price: analysis.pointOfMarginalExpensiveness, label: 'PME' },
  ].filter((p): p is { price: number; label: string } => p.price !== null);
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const priceTicks = Array.from({ length: 5 }, (_, i) => minPrice + ((maxPrice - minPrice) * i) / 4);
  return (
    <div aria-hidden="true">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="presentation">
        {analysis.pointOfMarginalCheapness !== null && analysis.pointOfMarginalExpensiveness !== null && (
          <rect
            x={x(analysis.pointOfMarginalCheapness)}
            y={pad.top}
            width={Math.max(0, x(analysis.pointOfMarginalExpensiveness) - x(analysis.pointOfMarginalCheapness))}
            height={height - pad.top - pad.bottom}
            fill="#e0e7ff"
          />
        )}
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#e4e4e7" />
            <text x={pad.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#52525b">
              {t * 100}%
            </text>
          </g>
        ))}
        {priceTicks.map((p, i) => (
          <text key={p} x={x(p)} y={height - pad.bottom + 16} textAnchor={i === 0 ? 'start' : i === priceTicks.length - 1 ? 'end' : 'middle'} fontSize="11" fill="#52525b">
            {money(p, currency)}
          </text>
        ))}
        {CURVES.map((curve) => (
          <polyline
            key={curve.key}
            fill="none"
            stroke={curve.colour}
            strokeWidth="2"
            strokeDasharray={curve.dash || undefined}
            points={curves.map((point) => `${x(point.price)},${y(point[curve.key])}`).join(' ')}
          />
        ))}
        {marker && (
          <g>
            <line x1={x(marker.price)} x2={x(marker.price)} y1={pad.top} y2={height - pad.bottom} stroke="#18181b" strokeWidth="2" />
            <text x={x(marker.price)} y={height - pad.bottom - 6} textAnchor="middle" fontSize="11" fontWeight="600" fill="#18181b" stroke="#fff" strokeWidth="3" paintOrder="stroke">
              {marker.label}
            </text>
          </g>
        )}
        {points.map((p, i) => (
          <g key={p.label}>
            <line x1={x(p.price)} x2={x(p.price)} y1={pad.top} y2={height - pad.bottom} stroke="#18181b" strokeDasharray="3 3" />
            <text x={x(p.price)} y={pad.top + 10 + (i % 2) * 12} textAnchor="middle" fontSize="11" fontWeight="600" fill="#18181b">
              {p.label}
            </text>
          </g>
        ))}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {CURVES.map((curve) => (
          <li key={curve.key} className="inline-flex items-center gap-1.5">
            <svg width="28" height="8" role="presentation">
              <line x1="0" x2="28" y1="4" y2="4" stroke={curve.colour} strokeWidth="2" strokeDasharray={curve.dash || undefined} />
            </svg>
            {curve.label}
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5">
          <span className="inline-block h-3 w-5 bg-indigo-100" />
          Acceptable range
        </li>
      </ul>
    </div>
  );
}

/** Responses per day: complete answers, with unfinished ones stacked on top in a lighter shade. */
export function TimelineBars({ timeline }: { timeline: { date: string; complete: number; partial: number }[] }) {
  const max = Math.max(1, ...timeline.map((d) => d.complete + d.partial));
  return (
    <div aria-hidden="true">
      <div className="flex h-24 items-end justify-center gap-px border-b border-zinc-400">
        {timeline.map((day) => (
          <div key={day.date} className="flex h-full min-w-0 max-w-10 flex-1 flex-col justify-end" title={`${day.date}: ${day.complete} complete, ${day.partial} unfinished`}>
            <div className="w-full bg-primary/35 [background-image:repeating-linear-gradient(45deg,transparent_0_2px,rgb(255_255_255/0.6)_2px_4px)]" style={{ height: `${(day.partial / max) * 100}%` }} />
            <div className="w-full bg-primary" style={{ height: `${(day.complete / max) * 100}%` }} />
          </div>
        ))}
      </div>
      {timeline.length > 0 && (
        <div className="mt-1 flex justify-between text-xs tabular-nums text-muted-foreground">
          <span>{timeline[0]!.date}</span>
          <span>{timeline[timeline.length - 1]!.date}</span>
        </div>
      )}
    </div>
  );
}
