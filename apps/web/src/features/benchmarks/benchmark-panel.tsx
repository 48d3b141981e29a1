import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { INDUSTRIES, type Industry } from '@sightline/shared/benchmarks';
import { CATEGORY_TITLES } from '@sightline/shared/report/category-titles';
import { reportStandingQuery, setIndustry, type ReportStanding } from './api';
import { BENCHMARK_STRINGS as S } from './strings';

/**
 * A report's place among the industry's other tagged sites on this installation; its owner sets the
 * industry. `standing` is null when it could not be loaded. BenchmarkSlot decides whether it shows.
 */
export function BenchmarkPanel({ syntheticId, standing }: { syntheticId: string; standing: ReportStanding | null }) {
  if (standing === null) {
    return (
      <section aria-labelledby="benchmark-heading" className="rounded-xl border border-border bg-card p-5 print:hidden">
        <h2 id="benchmark-heading" className="font-semibold">
          {S.panelHeading}
        </h2>
        <p className="mt-2 text-sm text-destructive">{S.loadFailed}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="benchmark-heading" className="rounded-xl border border-border bg-card p-5 print:break-inside-avoid">
      <h2 id="benchmark-heading" className="flex items-center gap-2 font-semibold">
        <BarChart3 className="size-4" aria-hidden="true" />
        {S.panelHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.panelLead(standing.minSites)}</p>
      {standing.owner && <IndustryPicker syntheticId={syntheticId} value={standing.industry} minSites={standing.minSites} />}
      <Standings data={standing} />
    </section>
  );
}

function IndustryPicker({ syntheticId, value, minSites }: { syntheticId: string; value: Industry | null; minSites: number }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (industry: Industry | null) => setIndustry(syntheticId, industry),
    // The report's standing, and every benchmark it now counts in (or no longer does).
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: ({ queryKey: [path] }) => path === reportStandingQuery(syntheticId).queryKey[0] || (typeof path === 'string' && path.startsWith('/api/benchmarks')) }),
  });
  return (
    <div className="mt-4 print:hidden">
      <label className="text-sm">
        <span className="block font-medium">{S.industryLabel}</span>
        <select
          className="mt-1 h-10 w-full max-w-sm rounded-md border border-input bg-background px-3 text-sm"
          value={value ?? ''}
          disabled={save.isPending}
          aria-describedby="industry-hint"
          onChange={(event) => save.mutate(event.target.value === '' ? null : (event.target.value as Industry))}
        >
          <option value="">{S.industryNone}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry.slug} value={industry.slug}>
              {industry.name}
            </option>
          ))}
        </select>
      </label>
      <p id="industry-hint" className="mt-1 text-xs text-muted-foreground">
        {S.industryHint(minSites)}
      </p>
      <p className="mt-1 text-sm" role="status">
        {save.isSuccess && <span className="text-emerald-700">{S.industrySaved}</span>}
        {save.isError && <span className="text-destructive">{S.industryFailed}</span>}
      </p>
    </div>
  );
}

function Standings({ data }: { data: ReportStanding }) {
  if (data.industry === null) return <p className="mt-3 text-sm text-muted-foreground">{S.notTagged}</p>;
  const name = data.industryName ?? data.industry;
  return (
    <div className="mt-3">
      {data.standings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{S.tooFew(data.otherSites, name, data.minSites)}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.standings.map((standing) => (
            <li key={standing.category} className="rounded-lg border border-border p-3">
              <p className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{CATEGORY_TITLES[standing.category]}</span>
                <span className="tabular-nums">{standing.score}</span>
              </p>
              <div className="relative mt-2 h-2 rounded-full bg-muted" aria-hidden="true">
                <div className="absolute inset-y-0 left-0 rounded-full bg-primary/70" style={{ width: `${standing.percentile}%` }} />
              </div>
              <p className="mt-2 text-xs text-muted-foreground">
                {S.standing(standing.percentile, standing.sites, name)} · {S.median(standing.median)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/industry-benchmarks?industry=${data.industry}`} className="mt-3 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
        {S.panelLink}
      </Link>
    </div>
  );
}
