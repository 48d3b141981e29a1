import type { BenchmarkSite } from '@sightline/db';
import { BENCHMARK_MIN_SITES, type CategoryBenchmark, type CheckBenchmark, type Standing } from '@sightline/shared/benchmarks';
import { CATEGORIES, type Category } from '@sightline/shared/report';
import { quantile, wilsonInterval } from '@sightline/shared/research/stats';

/**
 * Aggregates of an industry's tagged sites on this installation, shown only over at least
 * BENCHMARK_MIN_SITES sites. Per category, not overall: each site's overall score mixes whichever
 * analyses it ran, so overall scores of two sites need not measure the same thing.
 */

/** Ten-point bands of a 0–100 score; the last holds 90–100. */
const BANDS = 10;
/** How many of the most often failed checks are listed. */
const TOP_CHECKS = 10;

const round1 = (value: number) => Math.round(value * 10) / 10;

function scoresOf(sites: readonly BenchmarkSite[], category: Category): number[] {
  return sites.map((site) => site.scores[category]).filter((score): score is number => typeof score === 'number');
}

export function aggregateSites(sites: readonly BenchmarkSite[]): { categories: CategoryBenchmark[]; checks: CheckBenchmark[] } {
  const categories: CategoryBenchmark[] = [];
  for (const category of CATEGORIES) {
    const scores = scoresOf(sites, category);
    if (scores.length < BENCHMARK_MIN_SITES) continue;
    const bands = Array.from({ length: BANDS }, () => 0);
    for (const score of scores) bands[Math.min(BANDS - 1, Math.floor(score / 10))]! += 1;
    categories.push({ category, sites: scores.length, median: round1(quantile(scores, 0.5)!), p25: round1(quantile(scores, 0.25)!), p75: round1(quantile(scores, 0.75)!), bands });
  }

  const tally = new Map<string, { title: string; sites: number; failing: number }>();
  for (const site of sites) {
    for (const [id, check] of Object.entries(site.checks)) {
      const entry = tally.get(id) ?? { title: check.title, sites: 0, failing: 0 };
      entry.sites += 1;
      if (check.failed) entry.failing += 1;
      tally.set(id, entry);
    }
  }
  const checks = [...tally]
    .filter(([, entry]) => entry.sites >= BENCHMARK_MIN_SITES && entry.failing > 0)
    .map(([id, entry]): CheckBenchmark => {
      const interval = wilsonInterval(entry.failing, entry.sites)!;
      return { id, title: entry.title, sites: entry.sites, failing: entry.failing, share: entry.failing / entry.sites, low: interval.low, high: interval.high };
    })
    .sort((a, b) => b.share - a.share || b.sites - a.sites || a.id.localeCompare(b.id))
    .slice(0, TOP_CHECKS);
  return { categories, checks };
}

/** Where one analysis's category scores stand among the industry's other sites (itself left out by the caller). */
export function standingOf(scores: Record<string, number | null>, others: readonly BenchmarkSite[]): Standing[] {
  const standings: Standing[] = [];
  for (const category of CATEGORIES) {
    const score = scores[category];
    if (typeof score !== 'number') continue;
    const values = scoresOf(others, category);
    if (values.length < BENCHMARK_MIN_SITES) continue;
    const below = values.filter((value) => value < score).length;
    const ties = values.filter((value) => value === score).length;
    standings.push({ category, score, sites: values.length, percentile: Math.round(((below + ties / 2) / values.length) * 100), median: round1(quantile(values, 0.5)!) });
  }
  return standings;
}
