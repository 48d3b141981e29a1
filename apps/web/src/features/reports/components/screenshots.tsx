import { DEVICE_VIEWPORTS } from '@sightline/shared';
import { cn } from '../../../lib/utils';
import { screenshotUrl } from '../api';
import { REPORT_STRINGS as S } from '../strings';
import type { Report } from '../types';

// The first shots load with the page, so the section is never empty before it is scrolled to (nor
// in a full-page capture); a long site's further shots wait until they are near.
const EAGER_SHOTS = 6;

export function Screenshots({ report, syntheticId, assetToken }: { report: Report; syntheticId: string; assetToken: string }) {
  // The summary shows what a visitor sees first: one viewport shot per page and device.
  const shots = report.pages.flatMap((page) =>
    [...new Set(page.screenshots.map((shot) => shot.device))].map((device) => {
      const ofDevice = page.screenshots.filter((shot) => shot.device === device);
      return { ...(ofDevice.find((shot) => shot.kind === 'viewport') ?? ofDevice[0]!), url: page.url };
    }),
  );
  if (shots.length === 0) return null;
  return (
    <section aria-labelledby="screens-heading" className="break-before-page">
      <h2 id="screens-heading" className="text-xl font-semibold">
        {S.screenshotsHeading}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shots.map((shot, index) => (
          <li key={shot.path} className="break-inside-avoid overflow-hidden rounded-xl border border-border bg-card">
            {/* The frame has the shot's proportions before it arrives: the top of a phone screen, or a desktop screen. */}
            {/* width and height: the device's screen, the picture's size (the class sets the frame's). */}
            <img
              src={screenshotUrl(syntheticId, shot.path, assetToken)}
              alt={S.screenshotAlt(shot.url, shot.device)}
              width={DEVICE_VIEWPORTS[shot.device].width}
              height={DEVICE_VIEWPORTS[shot.device].height}
              loading={index < EAGER_SHOTS ? 'eager' : 'lazy'}
              className={cn('w-full bg-muted object-cover object-top', shot.device === 'mobile' ? 'aspect-[3/4]' : 'aspect-video')}
            />
            <p className="truncate border-t border-border px-3 py-2 text-xs text-muted-foreground">
              {shot.device} · {shot.url}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
