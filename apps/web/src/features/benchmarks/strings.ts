export const BENCHMARK_STRINGS = {
  // The report's panel
  panelHeading: 'How this site compares',
  panelLead: (minSites: number) =>
    `Against the other sites tagged with the same industry on this Sightline installation, analysed on the same server with the same checks. A category is compared once ${minSites} other sites have a score in it.`,
  industryLabel: 'Industry of this site',
  industryNone: 'Not tagged',
  industryHint: (minSites: number) =>
    `Tagging adds this site's latest report to its industry's benchmark here, anonymously: only aggregates over ${minSites} sites or more are shown, never a domain or a single site's scores. Choose "Not tagged" to take it out again.`,
  industrySaved: 'Saved.',
  industryFailed: 'The industry could not be saved. Please try again.',
  notTagged: 'This report is not tagged with an industry, so it is not compared with anything.',
  tooFew: (others: number, name: string, minSites: number) =>
    `${others === 1 ? '1 other site is' : `${others} other sites are`} tagged ${name} here; percentiles appear once ${minSites} are.`,
  standing: (percentile: number, sites: number, name: string) => `Scores higher than ${percentile} % of ${sites} other ${name} sites`,
  median: (median: number) => `their median ${median}`,
  panelLink: 'See the industry benchmarks',
  loadFailed: 'The comparison could not be loaded.',

  // /industry-benchmarks
  title: 'Industry benchmarks',
  eyebrow: 'Benchmarks',
  heading: 'How sites in your industry score',
  lead: 'Two kinds of numbers, kept apart: aggregates of the sites analysed on this Sightline installation whose owners tagged their industry, and figures from large published studies, each with its source, date and sample.',
  chooseIndustry: 'Industry',
  allSites: 'All tagged sites',
  ownHeading: (name: string) => `${name}: this installation`,
  ownSites: (sites: number) => `${sites === 1 ? '1 tagged site' : `${sites} tagged sites`} (each site counted once, by its latest tagged report).`,
  ownTooFew: (sites: number, minSites: number) =>
    `Not enough tagged sites to show aggregates: ${sites} of the ${minSites} needed. Below that, a median would describe a handful of sites, and one site could be picked out of it. Tag your reports' industry on each report page to add them.`,
  categoryColumn: 'Category',
  sitesColumn: 'Sites',
  medianColumn: 'Median',
  iqrColumn: 'Middle half',
  spreadColumn: 'Spread',
  bandsLabel: (bands: number[]) => `Sites per ten-point band from 0–9 to 90–100: ${bands.join(', ')}`,
  checksHeading: 'Checks failed most often',
  checksLead: 'Share of the tagged sites, among those the check ran on, where it failed on at least one page, with a 95 % interval (Wilson).',
  checkShare: (share: number, low: number, high: number, failing: number, sites: number) =>
    `${pct(share)} (${pct(low)}–${pct(high)}), ${failing} of ${sites} sites`,
  noChecks: 'No check has failed on the sites it ran on, or too few sites ran it.',
  publishedHeading: 'Published studies',
  publishedLead: 'Large studies with their own methods. Their numbers are not Sightline scores; each figure says how a report here can be set beside it.',
  collected: 'Data collected',
  sample: 'Sample',
  method: 'Method',
  source: 'Read the study',
  caveatsHeading: 'Reading these numbers',
  caveats: [
    'The sites here are not a random sample of an industry: they are sites whose owners chose to analyse them and to tag them, a form of selection bias.',
    'Every score here was measured by this installation, with the same checks and weights, which is what makes them comparable at all. Page-speed scores depend on the server they ran on, so they do not carry over to another installation or to Lighthouse elsewhere.',
    'A category compares sites only where they ran it: a site that ran only a deceptive-design check counts in that category alone. There is no overall benchmark, because each site’s overall score mixes whichever analyses it ran.',
    'The middle half and the bands show the spread. Beating the median by a few points is within run-to-run noise (±2 points, ±6 for page speed).',
  ],
  loading: 'Loading…',
  failed: 'The benchmarks could not be loaded. Reloading the page usually helps.',
} as const;

function pct(value: number): string {
  return `${Math.round(value * 100)} %`;
}
