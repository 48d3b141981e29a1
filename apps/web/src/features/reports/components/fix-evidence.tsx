import { screenshotUrl } from '../api';
import { cropAround } from '../crop';
import type { EvidenceElement, RankedFix } from '../findings';
import { formatBytes } from '../report-format';
import { REPORT_STRINGS as S } from '../strings';
import type { Report } from '../types';

// The thumbnail's size in CSS pixels (w-64 h-36): the crop is worked out for it.
const THUMBNAIL = { width: 256, height: 144 };
const RESOURCES_SHOWN = 3;

/**
 * The element's numbered box, cut out of the page's annotated screenshot with CSS: the stored image
 * (one pixel per CSS pixel) is scaled and moved inside a fixed frame, so no new image is made.
 */
function Thumbnail({ element, src }: { element: EvidenceElement & { marker: number; rect: NonNullable<EvidenceElement['rect']> }; src: string }) {
  const { scale, x, y } = cropAround(element.rect, THUMBNAIL);
  const name = S.evidenceThumbnail(element.marker, element.device);
  return (
    <figure className="w-64 shrink-0">
      <div className="relative h-36 w-64 overflow-hidden rounded-md border border-border bg-muted">
        <img src={src} alt={name} loading="lazy" data-crop="" className="absolute left-0 top-0 max-w-none origin-top-left" style={{ transform: `scale(${scale}) translate(${-x}px, ${-y}px)` }} />
      </div>
      {/* The image's name already says it to a screen reader. */}
      <figcaption className="mt-1 text-xs text-muted-foreground" aria-hidden="true">
        {name}
      </figcaption>
    </figure>
  );
}

/** What a top fix is about: the element (with its place on the annotated screenshot) or the resources it names. */
export function FixEvidence({ fix, report, syntheticId, assetToken }: { fix: RankedFix; report: Report; syntheticId: string; assetToken: string }) {
  const { element, resources } = fix;
  if (!element && resources.length === 0) return null;
  const annotated =
    element?.marker !== undefined && element.rect
      ? report.pages.find((page) => page.url === element.page)?.screenshots.find((shot) => shot.kind === 'annotated' && shot.device === element.device)
      : undefined;
  const multiPage = report.pages.length > 1;
  return (
    <div className="mt-3 space-y-3" data-testid="fix-evidence">
      {element && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          {annotated && element.marker !== undefined && element.rect && <Thumbnail element={{ ...element, marker: element.marker, rect: element.rect }} src={screenshotUrl(syntheticId, annotated.path, assetToken)} />}
          <div className="min-w-0 flex-1 text-xs">
            <p className="font-semibold uppercase tracking-wide text-muted-foreground">
              {S.evidenceElement}
              {fix.elements > 1 && <span className="font-normal normal-case tracking-normal"> ({S.evidenceMore(fix.elements - 1)})</span>}
            </p>
            <code className="mt-1 block font-medium [overflow-wrap:anywhere]">{element.selector}</code>
            {element.snippet && <pre className="mt-1 max-h-20 overflow-hidden whitespace-pre-wrap rounded-md bg-muted px-2 py-1 text-muted-foreground [overflow-wrap:anywhere]">{element.snippet}</pre>}
            {element.note && <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{element.note}</p>}
            {(multiPage || annotated) && <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">{S.evidenceOnPage(element.page === '*' ? S.rankSite : element.page, element.device)}</p>}
          </div>
        </div>
      )}
      {resources.length > 0 && (
        <div className="text-xs">
          <p className="font-semibold uppercase tracking-wide text-muted-foreground">{S.evidenceResources}</p>
          <ul className="mt-1 space-y-0.5">
            {resources.slice(0, RESOURCES_SHOWN).map((resource) => (
              <li key={resource.url} className="flex gap-3">
                <span className="w-24 shrink-0 text-right tabular-nums text-muted-foreground">{resource.saving ? S.evidenceSaves(formatBytes(resource.bytes)) : formatBytes(resource.bytes)}</span>
                <span className="min-w-0 [overflow-wrap:anywhere]">{resource.url}</span>
              </li>
            ))}
          </ul>
          {resources.length > RESOURCES_SHOWN && <p className="mt-0.5 text-muted-foreground">{S.evidenceMore(resources.length - RESOURCES_SHOWN)}</p>}
        </div>
      )}
    </div>
  );
}
