import type { AnalysisType } from '../../features/analysis/analysis-types';
import type { StartupStage } from '../../features/startup-stage/stage';

export const HOME_STRINGS = {
  /** As index.html's <title>, which the prerendered home page keeps. */
  title: 'Sightline — free UX analysis of your website',
  eyebrow: 'Open source · Self-hosted · MIT licensed',
  heading: 'See your website through your visitors’ eyes',
  subheading: 'Enter your domain for a free UX analysis: usability, accessibility, speed, social sharing and visual design, checked in a real browser.',
  badges: ['100% Free', 'No Registration', 'Results in 3-20 Minutes'],
  coverageHeading: 'What the analysis covers',
  coverageIntro: 'Every analysis runs the same five checks. Your stage decides which ones we put first.',
  recommended: 'Focus for your stage',
  stageFocus: {
    early: ['USABILITY', 'GENERAL', 'PAGE_SPEED', 'UI_ANALYSIS', 'SOCIAL'],
    growth: ['PAGE_SPEED', 'UI_ANALYSIS', 'SOCIAL', 'USABILITY', 'GENERAL'],
  } satisfies Record<StartupStage, AnalysisType[]>,
  stageFocusCount: 2,
  stepsHeading: 'How it works',
  steps: [
    { title: 'Enter a domain', text: 'We check the format and that the site answers before anything starts.' },
    { title: 'A real browser visits', text: 'Headless Chromium loads your page, measures it and takes a screenshot.' },
    { title: 'Read your findings', text: 'Each finding comes with its evidence and what to change first.' },
  ],
  ctaHeading: 'Your data stays on this server',
  ctaText: 'Sightline is open source and self-hosted. Reports are stored by whoever runs this installation, never sent to a third party.',
  ctaLink: 'Why Sightline',
} as const;
