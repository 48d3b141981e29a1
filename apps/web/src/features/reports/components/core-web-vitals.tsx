import { cn } from '../../../lib/utils';
import { coreWebVitals } from '../findings';
import { REPORT_STRINGS as S } from '../strings';
import type { Report } from '../types';

const NAMES: Record<string, string> = {
  'largest-contentful-paint': 'Largest Contentful Paint',
  'cumulative-layout-shift': 'Cumulative Layout Shift',
  'total-blocking-time': 'Total Blocking Time',
  'first-contentful-paint': 'First Contentful Paint',
  'speed-index': 'Speed Index',
};

/** Shown only when PAGE_SPEED ran and Lighthouse measured a page. */
export function CoreWebVitals({ report }: { report: Report }) {
  const vitals = coreWebVitals(report);
  if (vitals.length === 0) return null;
  return (
    <section aria-labelledby="vitals-heading" className="break-inside-avoid">
      <h2 id="vitals-heading" className="text-xl font-semibold">
        {S.vitalsHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.vitalsNote}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {vitals.map((vital) => (
          <li key={vital.id} className="rounded-xl border border-border bg-card p-3">
            <span className="block text-xs text-muted-foreground">{NAMES[vital.id] ?? vital.id}</span>
            <span className={cn('mt-1 block text-lg font-semibold tabular-nums', vital.outcome === 'passed' ? 'text-emerald-700' : (vital.score ?? 0) < 0.5 ? 'text-red-700' : 'text-amber-700')}>
              {vital.displayValue ?? '—'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
