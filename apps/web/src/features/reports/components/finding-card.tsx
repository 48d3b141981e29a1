import { BookOpen, ExternalLink, Monitor, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';
import { MARKER_COLOURS, readableOn } from '../colour';
import type { ElementMarker, MergedElement, MergedFinding } from '../comprehensive';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import { REPORT_STRINGS as R } from '../strings';
import { DETAILED_STRINGS as D } from '../strings-detailed';
import type { Finding, Severity } from '../types';
import { WCAG_CRITERIA } from '../wcag-criteria';
import { OutcomeBadge } from './outcome-badge';
import { SeverityBadge } from './severity-badge';

// Long lists (every small tap target of a page) stay readable: the rest folds away.
const VISIBLE_ELEMENTS = 8;
// The detailed report prints every audit of every page: it lists this many elements, all open, and
// leaves the rest to the JSON download.
const AUDIT_ELEMENTS = 20;

const deviceName = (device: string) => S.devices[device] ?? device;

/** The number drawn on a device's annotated screenshot, with that device's icon. */
export function MarkerBadge({ device, marker, severity }: ElementMarker & { severity: Severity }) {
  const Icon = device === 'mobile' ? Smartphone : Monitor;
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums"
      style={{ backgroundColor: MARKER_COLOURS[severity], color: readableOn(MARKER_COLOURS[severity]) }}
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
      {/* Notes list what to change one per line (axe: "Fix any of the following:" and its checks). */}
      {element.note && <p className="mt-1 whitespace-pre-line text-xs [overflow-wrap:anywhere]">{element.note}</p>}
    </li>
  );
}

interface FindingCardProps {
  finding: MergedFinding;
  /** h6 under the comprehensive report's category and severity headings; h4 (a page's audits) or h3 (site-wide ones) in the detailed report. */
  heading?: 'h3' | 'h4' | 'h6';
  /**
   * Set by the detailed report, which lists every audit of one device, passed ones included: the card
   * then names the outcome, the category, the check id and its score, the ACT rules, recommends for
   * whatever needs attention (a failure, a human look, an error), and draws what passed or did not
   * apply as a lighter card so that failures stay prominent.
   */
  audit?: Pick<Finding, 'score' | 'act'>;
}

/** One check on one page: what is wrong, how to fix it, where (elements and markers), and its guide. */
export function FindingCard({ finding, heading: Heading = 'h6', audit }: FindingCardProps) {
  const attention = finding.outcome === 'failed' || (audit !== undefined && (finding.outcome === 'needs-review' || finding.outcome === 'error'));
  const quiet = audit !== undefined && !attention;
  const shown = finding.elements.slice(0, audit ? AUDIT_ELEMENTS : VISIBLE_ELEMENTS);
  const folded = audit ? [] : finding.elements.slice(VISIBLE_ELEMENTS);
  const unlisted = finding.elements.length - shown.length - folded.length;
  const act = audit?.act ?? [];
  return (
    <li
      className={cn('break-inside-avoid rounded-xl border border-border', quiet ? 'bg-muted/30 px-4 py-3' : 'bg-card p-4')}
      data-testid="finding"
      data-finding-id={finding.id}
      data-outcome={finding.outcome}
    >
      <div className="flex flex-wrap items-center gap-2">
        {audit && <OutcomeBadge outcome={finding.outcome} />}
        {finding.outcome === 'failed' && <SeverityBadge severity={finding.severity} />}
        <Heading className="font-medium [overflow-wrap:anywhere]">{finding.title}</Heading>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {audit && `${R.categories[finding.category] ?? finding.category} · `}
        {finding.devices.map(deviceName).join(', ')}
        {audit && (
          <>
            {' · '}
            <code>{finding.id}</code>
          </>
        )}
        {finding.displayValues.map(({ device, value }) => ` · ${device ? `${deviceName(device)}: ` : ''}${value}`).join('')}
        {audit && audit.score !== null && ` · ${D.score(audit.score)}`}
        {finding.wcag.map((criterion) => ` · WCAG ${criterion}${WCAG_CRITERIA[criterion] ? ` (${WCAG_CRITERIA[criterion].level})` : ''}`).join('')}
      </p>
      {finding.description && <p className={cn('mt-2 text-sm [overflow-wrap:anywhere]', quiet && 'text-muted-foreground')}>{finding.description}</p>}
      {finding.explanation && <p className="mt-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{finding.explanation}</p>}
      {(finding.pattern || finding.bias) && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm" data-testid="finding-pattern">
          {finding.pattern && (
            <>
              <dt className="font-medium">{S.pattern}</dt>
              <dd className="[overflow-wrap:anywhere]">{finding.pattern}</dd>
            </>
          )}
          {finding.bias && (
            <>
              <dt className="font-medium">{S.bias}</dt>
              <dd className="[overflow-wrap:anywhere]">{finding.bias}</dd>
            </>
          )}
        </dl>
      )}
      {attention && finding.recommendation && (
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
          {unlisted > 0 && <p className="mt-1 text-xs text-muted-foreground">{D.moreElements(unlisted)}</p>}
        </div>
      )}
      {(finding.guide || act.length > 0) && (
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {finding.guide && (
            <Link to={finding.guide} className="inline-flex items-center gap-1 font-medium text-primary hover:underline" aria-label={`${R.guide}: ${finding.title}`}>
              <BookOpen className="size-3.5" aria-hidden="true" />
              {S.guide}
            </Link>
          )}
          {act.map((rule) => (
            <a key={rule} href={`https://www.w3.org/WAI/standards-guidelines/act/rules/${rule}/`} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-primary hover:underline">
              {`${D.act} ${rule}`}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ))}
        </p>
      )}
      {finding.references && finding.references.length > 0 && (
        <div className="mt-3" data-testid="finding-references">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.references}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {finding.references.map((reference) => (
              <li key={reference.url}>
                {/* Inline, so that a title that wraps keeps its icon after its last word. */}
                <a href={reference.url} target="_blank" rel="noreferrer" className="text-primary [overflow-wrap:anywhere] hover:underline">
                  {reference.title}
                  <ExternalLink className="ml-1 inline size-3.5 align-[-0.125em]" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-muted-foreground">{S.referencesNote}</p>
        </div>
      )}
    </li>
  );
}
