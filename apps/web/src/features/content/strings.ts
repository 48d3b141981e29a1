export const CONTENT_STRINGS = {
  breadcrumb: 'Breadcrumb',
  onThisPage: 'On this page',
  updated: 'Updated',
  published: 'Published',
  minutesRead: (minutes: number) => `${minutes} min read`,
  howSightlineChecks: 'How Sightline checks this',
  auditsIntro: 'These checks of a Sightline analysis link their findings to this guide:',
  questionChecksIntro: 'The question-bias checker flags survey and interview questions with these rules and links here:',
  runAnalysis: 'Analyse a site',
  checkQuestions: 'Check your questions',
  sources: 'Sources',
  related: 'Related guides',
  relatedPages: 'Related pages',
  inThisSection: (count: number) => `${count} pages in this section`,
  articles: 'Articles',
  helpGuides: 'Help guides',
  legalRevision: 'Last revised',
  notFoundTitle: 'No such page',
  notFoundText: 'There is no guide, article or page at this address. It may have moved: search the library or start from the guides.',
  toGuides: 'All guides',
  search: 'Search guides and articles',
  searchPlaceholder: 'Search, e.g. "anchoring" or "contrast"',
  searchLoading: 'Loading the search index…',
  searchNone: (query: string) => `Nothing matches "${query}".`,
  searchResults: (count: number) => `${count} result${count === 1 ? '' : 's'}`,
  rss: 'RSS feed',
} as const;

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `2026-11-26` → "26 November 2026", the same on the server and in every browser. */
export const formatDate = (iso: string) => DATE.format(new Date(`${iso}T00:00:00Z`));
