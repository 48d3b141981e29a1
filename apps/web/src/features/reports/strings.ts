import type { BrowserWorkCounts } from './api';
import type { Unmeasured } from './types';
import { CATEGORY_TITLES } from '@sightline/shared/report/category-titles';

export const REPORT_STRINGS = {
  standardTitle: 'Standard report',
  listTitle: 'Your reports',
  listLead: (signedIn: boolean) =>
    signedIn
      ? 'The websites you have analysed and the questions and sites you have checked for bias: on this device, and on every other device where you sign in.'
      : 'The websites you have analysed and the questions and sites you have checked for bias in this browser. Sign in to keep them in your account and open them on your other devices too.',
  listSignIn: 'Sign in to keep them',
  claimPrompt: (work: string, count: number, email: string) =>
    `This browser has ${work}, made without an account and not in yours (signed in as ${email}). Add ${count === 1 ? 'it' : 'them'} to your account?`,
  claimHint: 'Only if this is your account: what it holds is listed on every device where it signs in.',
  claimButton: 'Add to my account',
  claimed: (work: string) => (work === '' ? 'Nothing was left to add.' : `Added to your account: ${work}.`),
  claimFailed: 'This browser’s work could not be added. Please try again.',
  listEmpty: 'No reports yet. Analyse a website and its report will be listed here.',
  listError: 'Your reports could not be loaded. Reloading the page usually helps.',
  runAnalysis: 'Analyse a website',
  listStarted: (date: string) => `Started ${date}`,
  listScore: (score: number) => `Overall score ${score} / 100`,
  statusLabel: { queued: 'Waiting to start', running: 'In progress', completed: 'Ready', failed: 'Did not finish' },
  analysedOn: (date: string) => `Analysed ${date}`,
  pagesAnalysed: (count: number) => `${count} page${count === 1 ? '' : 's'} analysed`,
  overall: 'Overall UX score',
  notMeasured: 'not measured',
  notMeasuredHelp: 'Not measured: no audit of this category ran, or its checks could not run on any page (each page says why), so it does not count towards the overall score.',
  unmeasured: ({ category, device, reason }: Unmeasured) =>
    `${REPORT_STRINGS.categories[category] ?? category} could not be measured on this page (${device === 'mobile' ? 'phone' : 'desktop'}): ${reason}. None of its checks there count towards a score.`,
  scoringToggle: 'How is this score calculated?',
  categoryWeights: 'Category weights',
  categories: CATEGORY_TITLES as Record<string, string>,
  vitalsHeading: 'Core Web Vitals (lab)',
  vitalsNote: 'Measured by Lighthouse with simulated throttling on this server, not from real visitors.',
  fixesHeading: 'Top fixes, by impact',
  fixesLead:
    'Ranked by what each fix would add to the overall score: the points it recovers in its category, times that category’s share of the overall score. Checks whose verdict depends on the kind of site come last, as questions.',
  fixesNone: 'No failed checks: nothing to fix among the audits that ran.',
  affectedPages: (count: number) => `${count} page${count === 1 ? '' : 's'}`,
  affectedElements: (count: number) => `${count} element${count === 1 ? '' : 's'}`,
  guide: 'Read the guide',
  alsoReportedAs: (titles: string[]) => `Also fixes: ${titles.join('; ')}`,
  whyRank: 'Why this rank',
  rankPart: (category: string, share: number, points: string) => `${category} ${share} % × ${points} point${points === '1' ? '' : 's'}`,
  rankGain: (gain: string) => `≈ ${gain} overall`,
  rankLcp: (seconds: string) => `incl. Largest Contentful Paint about ${seconds} s sooner`,
  rankPages: (pages: number, total: number) => (total === 1 ? 'on the page analysed' : `on ${pages} of ${total} pages`),
  rankSite: 'site-wide',
  contextualBadge: 'Depends on the site',
  contextualNote: (finding: string) => `What was found: ${finding.charAt(0).toLowerCase()}${finding.slice(1)}. Whether it matters depends on what the site is for, so it is ranked after the definite failures.`,
  /** Checks whose verdict depends on the kind of site: asked as a question rather than stated as a fault. */
  fixQuestions: {
    'call-to-action': 'Should the first screen show visitors what to do next?',
    navigation: 'Do visitors need a menu to reach the other pages?',
    'social-profiles': 'Do you want visitors to find your social profiles?',
    readability: 'Is the main text as easy to read as your visitors need?',
    'above-fold-clutter': 'Is the first screen as calm as you want it?',
    'colour-palette': 'Are all these colours part of the design?',
    'typography-consistency': 'Are all these font sizes and families intended?',
    'button-consistency': 'Are all these button styles intended?',
  } as Record<string, string>,
  evidenceElement: 'Element',
  evidenceMore: (count: number) => `and ${count} more`,
  evidenceOnPage: (url: string, device: string) => `On ${url} (${device})`,
  evidenceThumbnail: (marker: number, device: string) => `Marker ${marker} on the ${device} screenshot`,
  evidenceResources: 'Resources',
  evidenceSaves: (size: string) => `saves ${size}`,
  allFindings: 'Every finding, with all its elements and the annotated screenshots, is in the comprehensive report.',
  openComprehensive: 'Open the comprehensive report',
  severity: { critical: 'Critical', serious: 'Serious', moderate: 'Moderate', minor: 'Minor' } as Record<string, string>,
  screenshotsHeading: 'Screenshots',
  screenshotAlt: (url: string, device: string) => `${device} screenshot of ${url}`,
  pageError: (message: string) => `This page could not be analysed: ${message}`,
  downloadJson: 'Download JSON',
  print: 'Print or save as PDF',
  shareHeading: 'Share this report',
  shareText: 'Anyone with the link can read this report, without an account. You can revoke it later.',
  shareExpiry: 'Link expires',
  shareDays: (days: number) => `After ${days} days`,
  shareCreate: 'Create link',
  shareCreating: 'Creating…',
  shareCopy: 'Copy',
  shareCopied: 'Copied',
  shareCreated: 'Share link created. It is shown only once: copy it now.',
  linkInvalidTitle: 'Link not valid',
  linkInvalidText: 'This link does not open a report. It may have been mistyped, expired or revoked by the person who shared it.',
  notFoundTitle: 'Report not available',
  notFoundText: 'This report does not exist, or it can only be opened in the browser that started the analysis or through a share link.',
  stillRunning: 'This analysis is still running.',
  followProgress: 'Follow its progress',
  loadError: 'The report could not be loaded.',
  home: 'Go to the home page',
  sharedBy: 'Shared report',
  viewsLabel: 'Views of this report',
  viewNames: { standard: 'Summary', comprehensive: 'Comprehensive', detailed: 'Detailed' },
  viewNotIncluded: '(not included in your plan)',
  pageScoresNote: 'A page’s scores count that page’s checks only. The site’s scores at the top also count the checks of the whole site (robots.txt, sitemap, 404 page, titles and navigation compared across pages) and average every check over all pages, so they can differ.',
  auditWeights: 'Audit weights',
  auditWeightsLead: 'Each check’s weight within its category score. Checks that could not tell (needs review, error) or did not apply on a page are left out there.',
  auditWeightsWhere: 'The audit weights are listed at the end of this report.',
  weightGroup: (weight: number) => `weight ${weight}:`,
} as const;

const KINDS: Array<[keyof BrowserWorkCounts, string, string]> = [
  ['analyses', 'analysis', 'analyses'],
  ['surveys', 'survey', 'surveys'],
  ['ideas', 'idea', 'ideas'],
  ['biasReports', 'bias report', 'bias reports'],
  ['sessions', 'collaborative session', 'collaborative sessions'],
];

/** "2 analyses, 1 survey and 1 idea": the kinds there are, in words; '' when there is nothing. */
export function workWords(work: BrowserWorkCounts): string {
  const parts = KINDS.filter(([kind]) => work[kind] > 0).map(([kind, one, many]) => `${work[kind]} ${work[kind] === 1 ? one : many}`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
