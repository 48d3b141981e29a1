// The five analysis types the spec's business constants send with every crawl, with the words the home page uses for them.

export const ANALYSIS_TYPES = ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/** What the deceptive-design check on /bias-detection sends: that analysis alone. The home page never sends it. */
export const DECEPTIVE_DESIGN_TYPES = ['DECEPTIVE_DESIGN'] as const;
/** Any list of analysis types a form may start a crawl with. */
export type CrawlAnalysisTypes = typeof ANALYSIS_TYPES | typeof DECEPTIVE_DESIGN_TYPES;

export const ANALYSIS_TYPE_INFO: Record<AnalysisType, { title: string; description: string }> = {
  GENERAL: {
    title: 'General UX health',
    description: 'Titles, meta descriptions, headings, links and the basics every visitor and search engine relies on.',
  },
  SOCIAL: {
    title: 'Social sharing',
    description: 'Open Graph and social cards: how your page looks when someone shares it.',
  },
  USABILITY: {
    title: 'Usability & accessibility',
    description: 'Contrast, labels, tap targets, keyboard access and other barriers checked against WCAG rules.',
  },
  PAGE_SPEED: {
    title: 'Page speed',
    description: 'Load and interaction timings measured in a real browser, with what slows the page down.',
  },
  UI_ANALYSIS: {
    title: 'Visual UI review',
    description: 'A full-page screenshot and layout checks: hierarchy, calls to action and mobile rendering.',
  },
};
