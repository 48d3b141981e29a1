import type { CSSProperties, ReactNode } from 'react';
import { readableOn } from '../colour';
import { REPORT_STRINGS as R } from '../strings';
import { COMPREHENSIVE_STRINGS as S } from '../strings-comprehensive';
import type { Branding } from '../types';

/**
 * The agency's accent as the theme's primary colour inside a white-label report: headings, links
 * and buttons follow it; severity and score colours are fixed classes and never do.
 */
export function accentStyle(branding: Branding | null): CSSProperties | undefined {
  const accent = branding?.accentColor;
  if (!accent || !/^#[0-9a-f]{6}$/i.test(accent)) return undefined;
  return { '--color-primary': accent, '--color-ring': accent, '--color-primary-foreground': readableOn(accent) } as CSSProperties;
}

interface ReportHeaderProps {
  eyebrow: string;
  domain: string;
  finishedAt: string;
  pages: number;
  /** White-label views: the agency's name and logo instead of anything of ours. */
  branding?: Branding | null;
  actions: ReactNode;
  /** Links to the report's other views, under the title. */
  views?: ReactNode;
}

export function ReportHeader({ eyebrow, domain, finishedAt, pages, branding, actions, views }: ReportHeaderProps) {
  const agency = branding && (branding.name || branding.logoDataUrl) ? branding : null;
  return (
    <header className="space-y-6">
      {agency && (
        <div className="flex items-center gap-3 border-b-4 border-primary pb-4" data-testid="agency">
          {/* width and height: the largest box the logo is drawn in (12rem × 3rem); once it is read its own proportions set the width. */}
          {agency.logoDataUrl && <img src={agency.logoDataUrl} alt={S.logoAlt(agency.name)} width={192} height={48} className="h-12 w-auto max-w-[12rem] object-contain" />}
          {agency.name && <p className="text-lg font-semibold">{agency.name}</p>}
        </div>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">{eyebrow}</p>
          <h1 className="mt-1 break-words text-3xl font-bold tracking-tight">{domain}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {R.analysedOn(new Date(finishedAt).toLocaleString())} · {R.pagesAnalysed(pages)}
            {agency?.name && ` · ${S.preparedBy(agency.name)}`}
          </p>
          {views}
        </div>
        {actions}
      </div>
    </header>
  );
}
