/**
 * Industry benchmarks: the industries an owner can tag an analysis with, how many tagged sites an
 * aggregate needs before it is shown, and published figures from large studies, each with its
 * source, date and sample. No TypeBox here: the web app bundles it.
 */
import type { Category } from './report/schema';

export const INDUSTRY_SLUGS = ['ecommerce', 'saas', 'media', 'finance', 'health', 'education', 'government', 'nonprofit', 'travel', 'agency', 'other'] as const;
export type Industry = (typeof INDUSTRY_SLUGS)[number];

const INDUSTRY_NAMES: Record<Industry, string> = {
  ecommerce: 'E-commerce and retail',
  saas: 'Software and SaaS',
  media: 'News, media and publishing',
  finance: 'Banking, finance and insurance',
  health: 'Health and medicine',
  education: 'Education',
  government: 'Government and public sector',
  nonprofit: 'Non-profit and charity',
  travel: 'Travel and hospitality',
  agency: 'Agencies and professional services',
  other: 'Other',
};
export const INDUSTRIES = INDUSTRY_SLUGS.map((slug) => ({ slug, name: INDUSTRY_NAMES[slug] }));

export function industryName(slug: Industry): string {
  return INDUSTRY_NAMES[slug];
}

/** An industry's scores in one category, over its tagged sites (GET /api/benchmarks/{industry}). */
export interface CategoryBenchmark {
  category: Category;
  sites: number;
  median: number;
  p25: number;
  p75: number;
  /** Sites per ten-point band, 0–9 … 90–100. */
  bands: number[];
}

/** How often one check failed among the tagged sites it ran on. */
export interface CheckBenchmark {
  id: string;
  title: string;
  /** Sites where the check ran. */
  sites: number;
  failing: number;
  share: number;
  /** 95 % Wilson interval of the share. */
  low: number;
  high: number;
}

/** Where one report's category score stands among the industry's other tagged sites. */
export interface Standing {
  category: Category;
  score: number;
  sites: number;
  /**
   * Percentile rank: the share of the other sites scoring below this one, counting ties as half
   * (the mid-rank definition), × 100.
   */
  percentile: number;
  median: number;
}

/**
 * Sites an aggregate needs before it is shown. Below this a median and quartiles say more about
 * the few sites in it than about an industry, and a single site could be picked out of it.
 */
export const BENCHMARK_MIN_SITES = 10;

export interface PublishedFigure {
  /** What was measured, in words a reader can check against the source. */
  label: string;
  value: string;
  /** How this installation's report can be set beside it, and why the two are not the same measure. */
  caveat: string;
}

export interface PublishedBenchmark {
  id: string;
  title: string;
  publisher: string;
  url: string;
  /** When the data was collected, as the study states it. */
  collected: string;
  sample: string;
  method: string;
  figures: PublishedFigure[];
}

export const PUBLISHED_BENCHMARKS: readonly PublishedBenchmark[] = [
  {
    id: 'webaim-million-2024',
    title: 'The WebAIM Million (2024)',
    publisher: 'WebAIM, Utah State University',
    url: 'https://webaim.org/projects/million/2024',
    collected: 'February 2024',
    sample: 'The home pages of the top 1,000,000 websites',
    method: 'Automated WAVE scan of each home page; "errors" are WAVE-detected barriers with a very high likelihood of being WCAG 2 A/AA failures.',
    figures: [
      {
        label: 'Home pages with detected WCAG 2 failures',
        value: '95.9 %',
        caveat: 'Sightline uses axe-core and its own checks, not WAVE, and analyses the pages you chose, not only the home page: a page with no failed accessibility check here is not proven conformant, as no automated tool can prove it.',
      },
      {
        label: 'Detected errors per home page, on average',
        value: '56.8',
        caveat: 'WAVE counts each failing element; Sightline reports failed checks with the number of elements each affects, so the two counts are not the same unit.',
      },
      {
        label: 'Home pages with low-contrast text',
        value: '81 %',
        caveat: 'Comparable to Sightline’s colour-contrast check (WCAG 1.4.3, AA), measured on the rendered page.',
      },
    ],
  },
  {
    id: 'web-almanac-2024-performance',
    title: 'Web Almanac 2024, Performance chapter',
    publisher: 'HTTP Archive',
    url: 'https://almanac.httparchive.org/en/2024/performance',
    collected: '2024 (Chrome UX Report field data)',
    sample: 'Sites in HTTP Archive’s 2024 crawl (over 16 million mobile sites) that have Chrome UX Report data',
    method: 'Real-user (field) measurements from Chrome users, judged against the Core Web Vitals thresholds: LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1 at the 75th percentile.',
    figures: [
      {
        label: 'Mobile sites with good Core Web Vitals (all three metrics good)',
        value: '43 %',
        caveat: 'Field data from real visitors; Sightline’s page-speed figures are lab measurements (Lighthouse, simulated throttling) on this server. A good lab result does not guarantee good field data.',
      },
      { label: 'Mobile sites with good Largest Contentful Paint', value: '59 %', caveat: 'Field LCP; Sightline reports lab LCP.' },
      { label: 'Mobile sites with good Interaction to Next Paint', value: '74 %', caveat: 'INP needs real interactions: a lab run cannot measure it (Sightline reports Total Blocking Time as its lab proxy).' },
      { label: 'Desktop sites with good Interaction to Next Paint', value: '97 %', caveat: 'The gap to mobile (74 %) comes largely from slower phones.' },
      { label: 'Mobile sites with good Cumulative Layout Shift', value: '79 %', caveat: 'Field CLS covers the whole visit; a lab run sees the shifts of one load.' },
    ],
  },
];
