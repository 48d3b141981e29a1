import { formatBytes, resourcesOf, type PageResources } from '../comprehensive';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import type { Report } from '../types';

const TH = 'px-3 py-2 font-semibold';
const TD = 'px-3 py-1.5';

function PageResourceCard({ page }: { page: PageResources }) {
  return (
    <li className="break-inside-avoid rounded-xl border border-border bg-card p-4" data-testid="resources">
      <h3 className="font-medium [overflow-wrap:anywhere]">{page.url}</h3>
      <p className="text-sm text-muted-foreground">
        {S.resourceTotal(formatBytes(page.totalBytes), page.requests)} · {S.measuredOn(S.devices[page.device] ?? page.device)}
      </p>
      {/* Scrolls sideways on a phone: focusable so it can be scrolled with the keyboard too. */}
      <div tabIndex={0} role="region" aria-label={S.resourceTableLabel(page.url)} className="mt-3 overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring print:overflow-visible">
        <table className="w-full min-w-[24rem] text-left text-sm print:min-w-0">
          <thead className="text-xs uppercase tracking-wide text-muted-foreground">
            <tr className="border-b border-border">
              <th scope="col" className={TH}>
                {S.resourceType}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {S.resourceRequests}
              </th>
              <th scope="col" className={`${TH} text-right`}>
                {S.resourceSize}
              </th>
              <th scope="col" className={`${TH} w-1/3`}>
                {S.resourceShare}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.byType.map((entry) => {
              const share = page.totalBytes > 0 ? Math.round((entry.bytes / page.totalBytes) * 100) : 0;
              return (
                <tr key={entry.type}>
                  <th scope="row" className={`${TD} font-medium capitalize`}>
                    {entry.type}
                  </th>
                  <td className={`${TD} text-right tabular-nums`}>{entry.requests}</td>
                  <td className={`${TD} text-right tabular-nums`}>{formatBytes(entry.bytes)}</td>
                  <td className={TD}>
                    <div className="flex items-center gap-2">
                      <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                        <div className="h-full rounded-full bg-primary print:[print-color-adjust:exact]" style={{ width: `${share}%` }} />
                      </div>
                      <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{share}%</span>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {page.largest.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold">{S.largestHeading}</h4>
          <ol className="mt-1 space-y-1 text-sm">
            {page.largest.map((item, index) => (
              <li key={`${item.url}-${index}`} className="flex gap-3">
                <span className="w-20 shrink-0 text-right tabular-nums text-muted-foreground">{formatBytes(item.bytes)}</span>
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {item.url} <span className="text-xs text-muted-foreground">({item.type})</span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      {page.thirdParties !== null && (
        <>
          <h4 className="mt-4 text-sm font-semibold">{S.thirdPartiesHeading}</h4>
          {page.thirdParties.length === 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">{S.thirdPartiesNone}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {page.thirdParties.map((site) => (
                <li key={site.site} className="flex gap-3">
                  <span className="w-20 shrink-0 text-right tabular-nums text-muted-foreground">{formatBytes(site.bytes)}</span>
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {site.site} <span className="text-xs text-muted-foreground">({S.requestCount(site.requests)})</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </li>
  );
}

/** Page weight by resource type, the largest requests and third parties, per page. */
export function ResourceList({ report }: { report: Report }) {
  const pages = resourcesOf(report);
  return (
    <section aria-labelledby="resources-heading" className="break-before-page">
      <h2 id="resources-heading" className="text-xl font-semibold text-primary">
        {S.resourcesHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.resourcesLead}</p>
      {pages.length === 0 ? (
        <p className="mt-4 text-sm">{S.resourcesNone}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {pages.map((page) => (
            <PageResourceCard key={page.url} page={page} />
          ))}
        </ul>
      )}
    </section>
  );
}
