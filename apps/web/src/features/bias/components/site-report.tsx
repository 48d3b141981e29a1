import { BookOpen, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { screenshotUrl } from '../../reports/api';
import { SeverityBadge } from '../../reports/components/severity-badge';
import { cropAround } from '../../reports/crop';
import { REPORT_STRINGS as R } from '../../reports/strings';
import type { Report } from '../../reports/types';
import { siteFindings, type Evidence, type PatternGroup } from '../site-findings';

// The crop's frame in CSS pixels (w-64 h-36), as the analysis report's evidence thumbnails.
const THUMBNAIL = { width: 256, height: 144 };
const EVIDENCE_SHOWN = 6;
const DEVICE_NAMES: Record<string, string> = { mobile: 'phone', desktop: 'desktop' };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The element's numbered box cut out of the page's annotated screenshot with CSS (the stored image is one pixel per CSS pixel). */
function Crop({ shot, src }: { shot: NonNullable<Evidence['shot']>; src: string }) {
  const { scale, x, y } = cropAround(shot.rect, THUMBNAIL);
  const name = R.evidenceThumbnail(shot.marker, DEVICE_NAMES[shot.device] ?? shot.device);
  return (
    <figure className="w-64 max-w-full shrink-0">
      <div className="relative h-36 w-64 max-w-full overflow-hidden rounded-md border border-border bg-muted">
        <img src={src} alt={name} data-crop="" className="absolute left-0 top-0 max-w-none origin-top-left" style={{ transform: `scale(${scale}) translate(${-x}px, ${-y}px)` }} />
      </div>
      <figcaption className="mt-1 text-xs text-muted-foreground" aria-hidden="true">
        {name}
      </figcaption>
    </figure>
  );
}

function EvidenceItem({ item, syntheticId, assetToken, multiPage }: { item: Evidence; syntheticId: string; assetToken: string; multiPage: boolean }) {
  return (
    <li className="flex break-inside-avoid flex-col gap-3 py-3 sm:flex-row sm:items-start" data-testid="evidence">
      {item.shot && <Crop shot={item.shot} src={screenshotUrl(syntheticId, item.shot.path, assetToken)} />}
      <div className="min-w-0 flex-1 text-sm">
        {item.note && <p className="font-medium text-foreground [overflow-wrap:anywhere]">{item.note}</p>}
        <code className="mt-1 block text-xs text-muted-foreground [overflow-wrap:anywhere]">{item.selector}</code>
        <p className="mt-1 text-xs text-muted-foreground">
          Seen on {item.devices.map((device) => DEVICE_NAMES[device] ?? device).join(' and ')}
          {multiPage && <span className="[overflow-wrap:anywhere]"> · {item.page}</span>}
        </p>
      </div>
    </li>
  );
}

function PatternCard({ group, rank, syntheticId, assetToken, multiPage }: { group: PatternGroup; rank: number; syntheticId: string; assetToken: string; multiPage: boolean }) {
  const shown = group.evidence.slice(0, EVIDENCE_SHOWN);
  const folded = group.evidence.slice(EVIDENCE_SHOWN);
  return (
    <li data-testid="pattern" data-finding-id={group.id}>
      <Card className="break-inside-avoid p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold tabular-nums text-muted-foreground">{rank}.</span>
          <SeverityBadge severity={group.severity} />
          <h3 className="font-semibold [overflow-wrap:anywhere]">{group.title}</h3>
        </div>
        <p className="mt-1 text-xs text-muted-foreground">
          {plural(group.evidence.length, 'instance')}
          {multiPage && ` on ${plural(group.pages.length, 'page')}`}
          {group.displayValue && ` · ${group.displayValue}`}
        </p>
        {(group.pattern || group.bias) && (
          <dl className="mt-3 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="pattern-names">
            {group.pattern && (
              <>
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground sm:text-sm sm:font-medium sm:normal-case sm:tracking-normal sm:text-foreground">Pattern</dt>
                <dd className="[overflow-wrap:anywhere]">{group.pattern}</dd>
              </>
            )}
            {group.bias && (
              <>
                <dt className="mt-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground sm:mt-0 sm:text-sm sm:font-medium sm:normal-case sm:tracking-normal sm:text-foreground">Bias it plays on</dt>
                <dd className="[overflow-wrap:anywhere]">{group.bias}</dd>
              </>
            )}
          </dl>
        )}
        <p className="mt-3 text-sm text-muted-foreground [overflow-wrap:anywhere]">{group.description}</p>
        {group.explanation && <p className="mt-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{group.explanation}</p>}
        <p className="mt-2 text-sm [overflow-wrap:anywhere]">
          <span className="font-medium">What to do instead: </span>
          {group.recommendation}
        </p>
        {group.evidence.length > 0 && (
          <div className="mt-3 border-t border-border">
            <h4 className="sr-only">Evidence</h4>
            <ul className="divide-y divide-border">
              {shown.map((item) => (
                <EvidenceItem key={`${item.page} ${item.selector}`} item={item} syntheticId={syntheticId} assetToken={assetToken} multiPage={multiPage} />
              ))}
            </ul>
            {folded.length > 0 && (
              <details className="text-sm">
                <summary className="cursor-pointer py-1 font-medium text-primary">{plural(folded.length, 'more instance')}</summary>
                <ul className="divide-y divide-border">
                  {folded.map((item) => (
                    <EvidenceItem key={`${item.page} ${item.selector}`} item={item} syntheticId={syntheticId} assetToken={assetToken} multiPage={multiPage} />
                  ))}
                </ul>
              </details>
            )}
          </div>
        )}
        {group.references.length > 0 && (
          <div className="mt-3" data-testid="pattern-references">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Rules that speak to it</p>
            <ul className="mt-1 space-y-1 text-sm">
              {group.references.map((reference) => (
                <li key={reference.url}>
                  <a href={reference.url} target="_blank" rel="noreferrer" className="text-primary [overflow-wrap:anywhere] hover:underline">
                    {reference.title}
                    <ExternalLink className="ml-1 inline size-3.5 align-[-0.125em]" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-muted-foreground">Cited for reference, not legal advice.</p>
          </div>
        )}
        {group.guide && (
          <Link to={group.guide} className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline print:hidden">
            <BookOpen className="size-3.5" aria-hidden="true" />
            Guide to the bias<span className="sr-only">: {group.title}</span>
          </Link>
        )}
      </Card>
    </li>
  );
}

/** A completed site check: the deceptive-design patterns found, most severe first, each with its evidence; then what could not be told and what was checked and not found. */
export function SiteFindingsReport({ report, syntheticId, assetToken }: { report: Report; syntheticId: string; assetToken: string }) {
  const { found, unsure, clear } = siteFindings(report);
  const multiPage = report.pages.length > 1;
  return (
    <>
      <section aria-labelledby="found-heading" className="mt-10">
        <h2 id="found-heading" className="text-xl font-semibold">
          {found.length === 0 ? 'No deceptive patterns found' : `${plural(found.length, 'pattern')} found`}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {found.length === 0
            ? 'None of the checks below found a deceptive pattern on the pages checked.'
            : 'Most severe first, then by how often each was seen. Each instance is marked on the page’s annotated screenshot.'}
        </p>
        {found.length > 0 && (
          <ol className="mt-4 space-y-4">
            {found.map((group, index) => (
              <PatternCard key={group.id} group={group} rank={index + 1} syntheticId={syntheticId} assetToken={assetToken} multiPage={multiPage} />
            ))}
          </ol>
        )}
      </section>
      {unsure.length > 0 && (
        <section aria-labelledby="unsure-heading" className="mt-10">
          <h2 id="unsure-heading" className="text-lg font-semibold">
            Could not tell
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {unsure.map((item) => (
              <li key={item.id}>
                <span className="font-medium">{item.title}</span>
                {item.explanation && <span className="text-muted-foreground"> — {item.explanation}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {clear.length > 0 && (
        <section aria-labelledby="clear-heading" className="mt-10">
          <h2 id="clear-heading" className="text-lg font-semibold">
            Checked and not found
          </h2>
          <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm text-muted-foreground sm:grid-cols-2">
            {clear.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
