import type { StartupStage } from '../../features/startup-stage/stage';

export const PRICING_STRINGS = {
  title: 'Pricing',
  eyebrow: 'Pricing',
  heading: 'The software is free',
  lead: 'Sightline is MIT licensed. Run it on your own machine at no cost, with every analysis type included. Which set-up fits depends on your stage.',
  recommended: 'Recommended for your stage',
  price: 'Free · MIT licence',
  options: [
    {
      stage: 'early',
      name: 'Single machine',
      summary: 'One command starts the web app, the API, the job worker and an embedded database.',
      features: ['All five analysis types', 'Embedded database, no services to run', 'Accounts with password or magic link', 'Good for a handful of analyses a day'],
    },
    {
      stage: 'growth',
      name: 'Scaled out',
      summary: 'The same software on your PostgreSQL, with as many analysis workers as your traffic needs.',
      features: ['Everything in single machine', 'Your own PostgreSQL via DATABASE_URL', 'Several workers sharing one job queue', 'Your SMTP server for sign-in emails'],
    },
  ] satisfies { stage: StartupStage; name: string; summary: string; features: string[] }[],
  hostedHeading: 'Hosted plans',
  hostedText:
    'Paid reports and subscriptions belong to hosted installations and are not set up on this one, so nothing here costs money and no prices are shown.',
  startCta: 'Run a free analysis',
  hostedCta: 'About checkout',
} as const;

export const PRIVACY_SETTINGS_STRINGS = {
  title: 'Privacy settings',
  eyebrow: 'Legal',
  lead: 'Review or change what this browser allows. Your choice is stored only in this browser.',
  currentHeading: 'Your current choice',
  none: 'You have not made a choice in this browser yet. Until you do, only necessary storage is used.',
  savedOn: (date: string) => `Saved on ${date}.`,
  on: 'Allowed',
  off: 'Not allowed',
  change: 'Change cookie preferences',
  essentialOnly: 'Use essential only',
  policy: 'Read the cookie policy',
} as const;
