import { BookOpen, Monitor, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';
import type { ElementMarker, MergedElement, MergedFinding } from '../comprehensive';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import { REPORT_STRINGS as R } from '../strings';
import type { Severity } from '../types';
import { WCAG_CRITERIA } from '../wcag-criteria';
import { SeverityBadge } from './severity-badge';

// Long lists (every small tap target of a page) stay readable: the rest folds away.
const VISIBLE_ELEMENTS = 8;

const deviceName = (device: string) => S.devices[device] ?? device;

// The colours the analyzer draws each severity's boxes with (gatherers/ui/annotate.ts), so a badge
// and its box on the screenshot look alike. Fixed: white-label accents never change them.
const MARKER_COLOURS: Record<Severity, string> = { critical: 'bg-[#d00000]', serious: 'bg-[#e85d04]', moderate: 'bg-[#7b2cbf]', minor: 'bg-[#0077b6]' };

/** The number drawn on a device's annotated screenshot, with that device's icon. */
export function MarkerBadge({ device, marker, severity }: ElementMarker & { severity: Severity }) {
  const Icon = device === 'mobile' ? Smartphone : Monitor;
  return (
    <span
      className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums text-white', MARKER_COLOURS[severity])}
      title={S.marker(marker, deviceName(device).toLowerCase())}
      data-testid="marker"
    >
      <Icon className="size-3" aria-hidden="true" />
      <span aria-hidden="true">{marker}</span>
      <span className="sr-only">{S.marker(marker, deviceName(device).toLowerCase())}</span>
    </span>
  );
}

function ElementItem({ element, severity }: { element: MergedElement; severity: Severity }) {
  return (
    <li className="break-inside-avoid py-2">
      <div className="flex flex-wrap items-center gap-1.5">
        {element.markers.map((marker) => (
          <MarkerBadge key={`${marker.device}-${marker.marker}`} {...marker} severity={severity} />
        ))}
        <code className="min-w-0 text-xs font-medium [overflow-wrap:anywhere]">{element.selector}</code>
      </div>
      {element.snippet && (
        <pre className="mt-1 max-h-24 overflow-hidden whitespace-pre-wrap rounded-md bg-muted px-2 py-1 text-xs text-muted-foreground [overflow-wrap:anywhere] print:max-h-none">
          {element.snippet}
        </pre>
      )}
      {element.note && <p className="mt-1 text-xs [overflow-wrap:anywhere]">{element.note}</p>}
    </li>
  );
}

/** One check on one page: what is wrong, how to fix it, where (elements and markers), and its guide. */
export function FindingCard({ finding }: { finding: MergedFinding }) {
  const shown = finding.elements.slice(0, VISIBLE_ELEMENTS);
  const folded = finding.elements.slice(VISIBLE_ELEMENTS);
  const failed = finding.outcome === 'failed';
  return (
    <li className="break-inside-avoid rounded-xl border border-border bg-card p-4" data-testid="finding" data-finding-id={finding.id}>
      <div className="flex flex-wrap items-center gap-2">
        {failed && <SeverityBadge severity={finding.severity} />}
        <h6 className="font-medium [overflow-wrap:anywhere]">{finding.title}</h6>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {finding.devices.map(deviceName).join(', ')}
        {finding.displayValues.map(({ device, value }) => ` · ${device ? `${deviceName(device)}: ` : ''}${value}`).join('')}
        {finding.wcag.map((criterion) => ` · WCAG ${criterion}${WCAG_CRITERIA[criterion] ? ` (${WCAG_CRITERIA[criterion].level})` : ''}`).join('')}
      </p>
      {finding.description && <p className="mt-2 text-sm [overflow-wrap:anywhere]">{finding.description}</p>}
      {finding.explanation && <p className="mt-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{finding.explanation}</p>}
      {failed && finding.recommendation && (
        <p className="mt-2 text-sm [overflow-wrap:anywhere]">
          <span className="font-medium">{S.recommendation}: </span>
          {finding.recommendation}
        </p>
      )}
      {finding.elements.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.elementsHeading(finding.elements.length)}</p>
          <ul className="divide-y divide-border">
            {shown.map((element) => (
              <ElementItem key={element.selector} element={element} severity={finding.severity} />
            ))}
          </ul>
          {folded.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer py-1 font-medium text-primary">{S.moreElements(folded.length)}</summary>
              <ul className="divide-y divide-border">
                {folded.map((element) => (
                  <ElementItem key={element.selector} element={element} severity={finding.severity} />
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {finding.guide && (
        <Link to={finding.guide} className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline" aria-label={`${R.guide}: ${finding.title}`}>
          <BookOpen className="size-3.5" aria-hidden="true" />
          {S.guide}
        </Link>
      )}
    </li>
  );
}
