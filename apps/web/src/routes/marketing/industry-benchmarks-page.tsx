import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { INDUSTRY_SLUGS, type Industry } from '@sightline/shared/benchmarks';
import { CATEGORY_TITLES } from '@sightline/shared/report/category-titles';
import { benchmarksIndexQuery, industryBenchmarkQuery, type BenchmarksIndex, type IndustryBenchmark } from '../../features/benchmarks/api';
import { BENCHMARK_STRINGS as S } from '../../features/benchmarks/strings';
import { useDocumentTitle } from '../../lib/use-document-title';

type Choice = Industry | 'all';
const isChoice = (value: string | null): value is Choice => value === 'all' || (INDUSTRY_SLUGS as readonly string[]).includes(value ?? '');

/** /industry-benchmarks: this installation's tagged sites as aggregates, beside published studies. */
export function IndustryBenchmarksPage() {
  useDocumentTitle(S.title);
  const [params, setParams] = useSearchParams();
  const requested = params.get('industry');
  const choice: Choice = isChoice(requested) ? requested : 'all';
  const index = useQuery(benchmarksIndexQuery());
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{S.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{S.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{S.lead}</p>
      </div>
      {index.isError && (
        <p className="mt-8 text-destructive" role="alert">
          {S.failed}
        </p>
      )}
      {index.data && (
        <>
          <label className="mt-8 block text-sm">
            <span className="block font-medium">{S.chooseIndustry}</span>
            <select
              className="mt-1 h-10 w-full max-w-sm rounded-md border border-input bg-background px-3 text-sm"
              value={choice}
              onChange={(event) => setParams(event.target.value === 'all' ? {} : { industry: event.target.value }, { replace: true })}
            >
              <option value="all">{`${S.allSites}`}</option>
              {index.data.industries.map((industry) => (
                <option key={industry.slug} value={industry.slug}>
                  {`${industry.name} (${industry.sites})`}
                </option>
              ))}
            </select>
          </label>
          <OwnBenchmark choice={choice} />
          <Published index={index.data} />
        </>
      )}
      <section aria-labelledby="caveats-heading" className="mt-12 rounded-xl border border-border bg-muted/40 p-6">
        <h2 id="caveats-heading" className="font-semibold">
          {S.caveatsHeading}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          {S.caveats.map((caveat) => (
            <li key={caveat}>{caveat}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function OwnBenchmark({ choice }: { choice: Choice }) {
  const benchmark = useQuery(industryBenchmarkQuery(choice));
  if (benchmark.isError) return <p className="mt-8 text-destructive">{S.failed}</p>;
  if (!benchmark.data) return <p className="mt-8 text-sm text-muted-foreground">{S.loading}</p>;
  const data = benchmark.data;
  return (
    <section aria-labelledby="own-heading" className="mt-8" aria-live="polite">
      <h2 id="own-heading" className="text-xl font-semibold">
        {S.ownHeading(data.name)}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.ownSites(data.sites)}</p>
      {data.categories.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-border p-4 text-sm">{S.ownTooFew(data.sites, data.minSites)}</p>
      ) : (
        <>
          <CategoryTable data={data} />
          <Checks data={data} />
        </>
      )}
    </section>
  );
}

function CategoryTable({ data }: { data: IndustryBenchmark }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">{S.categoryColumn}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{S.sitesColumn}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{S.medianColumn}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{S.iqrColumn}</th>
            <th scope="col" className="py-2 font-medium">{S.spreadColumn}</th>
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category) => {
            const most = Math.max(...category.bands);
            return (
              <tr key={category.category} className="border-b border-border/60">
                <th scope="row" className="py-2 pr-3 font-medium">{CATEGORY_TITLES[category.category]}</th>
                <td className="py-2 pr-3 tabular-nums">{category.sites}</td>
                <td className="py-2 pr-3 tabular-nums">{category.median}</td>
                <td className="py-2 pr-3 tabular-nums">{`${category.p25}–${category.p75}`}</td>
                <td className="py-2">
                  <span role="img" aria-label={S.bandsLabel(category.bands)} className="flex h-8 items-end gap-0.5">
                    {category.bands.map((count, band) => (
                      <span key={band} className="w-2.5 rounded-sm bg-primary/70" style={{ height: `${most === 0 ? 0 : Math.max(8, (count / most) * 100)}%`, opacity: count === 0 ? 0.15 : 1 }} />
                    ))}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Checks({ data }: { data: IndustryBenchmark }) {
  return (
    <div className="mt-8">
      <h3 className="font-semibold">{S.checksHeading}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{S.checksLead}</p>
      {data.checks.length === 0 ? (
        <p className="mt-3 text-sm">{S.noChecks}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {data.checks.map((check) => (
            <li key={check.id} className="rounded-lg border border-border p-3 text-sm">
              <p className="font-medium">{check.title}</p>
              <div className="relative mt-2 h-2 rounded-full bg-muted" aria-hidden="true">
                <div className="absolute inset-y-0 rounded-full bg-primary/25" style={{ left: `${check.low * 100}%`, width: `${(check.high - check.low) * 100}%` }} />
                <div className="absolute inset-y-0 left-0 rounded-full bg-primary" style={{ width: `${check.share * 100}%` }} />
              </div>
              <p className="mt-1 text-muted-foreground">{S.checkShare(check.share, check.low, check.high, check.failing, check.sites)}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Published({ index }: { index: BenchmarksIndex }) {
  return (
    <section aria-labelledby="published-heading" className="mt-12">
      <h2 id="published-heading" className="text-xl font-semibold">
        {S.publishedHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.publishedLead}</p>
      <div className="mt-4 grid gap-6">
        {index.published.map((study) => (
          <article key={study.id} className="rounded-xl border border-border bg-card p-5">
            <h3 className="font-semibold">{study.title}</h3>
            <p className="text-sm text-muted-foreground">{study.publisher}</p>
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium">{S.collected}</dt>
              <dd>{study.collected}</dd>
              <dt className="font-medium">{S.sample}</dt>
              <dd>{study.sample}</dd>
              <dt className="font-medium">{S.method}</dt>
              <dd>{study.method}</dd>
            </dl>
            <ul className="mt-4 space-y-3">
              {study.figures.map((figure) => (
                <li key={figure.label} className="grid gap-1 border-t border-border pt-3 sm:grid-cols-[6rem_1fr]">
                  <span className="text-2xl font-bold tabular-nums">{figure.value}</span>
                  <span className="text-sm">
                    <span className="font-medium">{figure.label}</span>
                    <span className="mt-0.5 block text-muted-foreground">{figure.caveat}</span>
                  </span>
                </li>
              ))}
            </ul>
            <a href={study.url} className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline" rel="noreferrer">
              {S.source}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </article>
        ))}
      </div>
    </section>
  );
}
