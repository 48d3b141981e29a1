import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';
import { viewPath, type LinkedView, viewsFor } from '../view-links';
import { REPORT_STRINGS as S } from '../strings';
import type { ReportResponse } from '../types';

interface ReportViewLinksProps {
  syntheticId: string;
  token?: string;
  current: LinkedView;
  owner: boolean;
  entitlements: ReportResponse['entitlements'];
  className?: string;
}

/**
 * The report's other views (standard, comprehensive, detailed), as far as this visitor may open them:
 * the owner sees every view (one not in the plan says so, and its page offers the plan); a share link
 * keeps its token and leads only where the link's scope reaches. Not printed.
 */
export function ReportViewLinks({ syntheticId, token, current, owner, entitlements, className }: ReportViewLinksProps) {
  const views = viewsFor({ token, owner, entitlements });
  if (views.length < 2) return null;
  return (
    <nav aria-label={S.viewsLabel} className={cn('print:hidden', className)}>
      <ul className="inline-flex flex-wrap gap-1 rounded-lg border border-border bg-muted/60 p-1 text-sm">
        {views.map(({ view, included }) => (
          <li key={view}>
            <Link
              to={viewPath(view, syntheticId, token)}
              aria-current={view === current ? 'page' : undefined}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                view === current ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:bg-background/70 hover:text-foreground',
              )}
            >
              {S.viewNames[view]}
              {!included && (
                <>
                  <Lock className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">{S.viewNotIncluded}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
