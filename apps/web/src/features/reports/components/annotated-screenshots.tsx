import { DEVICE_VIEWPORTS } from '@sightline/shared';
import { ExternalLink } from 'lucide-react';
import { screenshotUrl } from '../api';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import type { PageReport } from '../types';

const DEVICE_ORDER = ['mobile', 'desktop'];

/**
 * The page's annotated screenshots, one per device, whose numbered boxes match the markers of the
 * findings beside them. Without UI analysis there is none; the first screen stands in, unnumbered.
 */
export function AnnotatedScreenshots({ page, syntheticId, assetToken }: { page: PageReport; syntheticId: string; assetToken: string }) {
  const annotated = page.screenshots.filter((shot) => shot.kind === 'annotated');
  const shots = annotated.length > 0 ? annotated : page.screenshots.filter((shot) => shot.kind === 'viewport');
  if (shots.length === 0) return null;
  const sorted = [...shots].sort((a, b) => DEVICE_ORDER.indexOf(a.device) - DEVICE_ORDER.indexOf(b.device));
  return (
    // On a phone it comes first, in a scroll box of its own so the findings stay within reach; on
    // wide screens it sticks beside them. Paper gets it whole, after the findings. A named region,
    // not an <aside>: a complementary landmark belongs at the top level, and this sits inside <main>.
    <section
      aria-label={S.annotatedHeading}
      tabIndex={0}
      className="order-first max-h-[70vh] space-y-4 overflow-y-auto rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:sticky lg:top-20 lg:order-none lg:max-h-[calc(100dvh-6rem)] lg:self-start print:static print:mt-6 print:max-h-none print:overflow-visible"
    >
      <div>
        <h4 className="text-sm font-semibold">{S.annotatedHeading}</h4>
        <p className="text-xs text-muted-foreground">{annotated.length > 0 ? S.annotatedLead : S.noAnnotated}</p>
      </div>
      {/* In print, side by side: a phone-width shot at the full page width would run for pages. */}
      <div className="space-y-4 print:grid print:grid-cols-2 print:items-start print:gap-4 print:space-y-0">
      {sorted.map((shot) => {
        const src = screenshotUrl(syntheticId, shot.path, assetToken);
        const device = S.devices[shot.device] ?? shot.device;
        const alt = shot.kind === 'annotated' ? S.annotatedAlt(device.toLowerCase(), page.url) : S.viewportAlt(device, page.url);
        return (
          <figure key={shot.path} className="break-inside-avoid overflow-hidden rounded-xl border border-border bg-card">
            {/* As wide as the device's screen and as tall as the page, which the report does not store: until it
                arrives the frame has the first screen's proportions (height:auto then takes the picture's). */}
            <img src={src} alt={alt} loading="lazy" width={DEVICE_VIEWPORTS[shot.device].width} height={DEVICE_VIEWPORTS[shot.device].height} className="block h-auto w-full" />
            <figcaption className="flex items-center justify-between gap-2 border-t border-border px-3 py-2 text-xs text-muted-foreground">
              <span>{device}</span>
              <a href={src} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-primary hover:underline print:hidden">
                {S.openFull}
                <ExternalLink className="size-3" aria-hidden="true" />
              </a>
            </figcaption>
          </figure>
        );
      })}
      </div>
    </section>
  );
}
