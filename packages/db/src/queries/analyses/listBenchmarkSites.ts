import { sql } from 'drizzle-orm';
import type { Industry } from '@sightline/shared/benchmarks';
import type { Db } from '../../database';
import type { AnalysisScores } from '../../schema';
import { selectRows } from '../surveys/scope';

export interface BenchmarkSite {
  analysisId: string;
  scores: AnalysisScores;
  /** Every check that passed or failed on some page (or for the whole site): failed when it failed anywhere. */
  checks: Record<string, { title: string; failed: boolean }>;
}

/**
 * One row per domain: the latest completed analysis its owner tagged with this industry (or with
 * any, for null). Only ids, scores and check outcomes leave the database, never a domain or a
 * report, so what is built from them is an aggregate. `excludeDomain` leaves a site out of its own
 * comparison.
 */
export async function listBenchmarkSites(db: Db, industry: Industry | null, excludeDomain?: string): Promise<BenchmarkSite[]> {
  const rows = await selectRows<{ id: string; scores: AnalysisScores | null; checks: BenchmarkSite['checks'] }>(
    db,
    sql`
    select latest.id, latest.scores,
      coalesce((
        select jsonb_object_agg(id, jsonb_build_object('title', title, 'failed', failed))
        from (
          select finding ->> 'id' as id, max(finding ->> 'title') as title, bool_or(finding ->> 'outcome' = 'failed') as failed
          from (
            select finding from jsonb_array_elements(coalesce(latest.report -> 'pages', '[]'::jsonb)) as page(value),
              jsonb_array_elements(coalesce(page.value -> 'findings', '[]'::jsonb)) as finding
            union all
            select finding from jsonb_array_elements(coalesce(latest.report -> 'siteFindings', '[]'::jsonb)) as finding
          ) as findings
          where finding ->> 'outcome' in ('passed', 'failed')
          group by finding ->> 'id'
        ) as checks
      ), '{}'::jsonb) as checks
    from (
      select distinct on (domain) id, scores, report
      from analyses
      where industry is not null and status = 'completed'
        ${industry === null ? sql`` : sql`and industry = ${industry}`}
        ${excludeDomain === undefined ? sql`` : sql`and domain <> ${excludeDomain}`}
      order by domain, finished_at desc
    ) as latest
  `,
  );
  return rows.map((row) => ({ analysisId: row.id, scores: row.scores ?? {}, checks: row.checks }));
}
