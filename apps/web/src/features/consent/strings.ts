import type { ConsentCategory } from './consent';

export const CONSENT_STRINGS = {
  regionLabel: 'Cookie consent',
  title: 'We value your privacy',
  compactText:
    'Sightline uses essential storage to make this site work. With your permission we also use analytics to learn which pages help people. You can change this at any time under Privacy settings.',
  acceptAll: 'Accept All',
  essentialOnly: 'Essential Only',
  settings: 'Cookie settings',
  savePreferences: 'Save Preferences',
  close: 'Close cookie banner',
  settingsTitle: 'Cookie settings',
  tabsLabel: 'Cookie settings sections',
  tabCategories: 'Cookie Categories',
  tabDetails: 'Privacy Details',
  alwaysOn: 'Always on',
  policyLink: 'Cookie policy',
  privacyLink: 'Privacy policy',
  details: [
    'Your choice is stored in this browser only (localStorage key "cookie-consent"), together with the time you made it and the region your browser timezone suggests. It is never sent to our server.',
    'Sightline is self-hosted: whoever runs this installation decides whether any analytics tool is configured at all. When none is configured, nothing is loaded whatever you choose.',
    'Analytics and session recording load only after you allow the Analytics category. Withdrawing consent takes effect on the next page load.',
  ],
} as const;

export const CONSENT_CATEGORIES: { key: ConsentCategory; title: string; description: string }[] = [
  { key: 'necessary', title: 'Necessary', description: 'Keeps you signed in and remembers this choice. The site cannot work without it.' },
  { key: 'analytics', title: 'Analytics', description: 'Page views and, if the operator enabled it, session recording, to learn which pages help people.' },
  { key: 'marketing', title: 'Marketing', description: 'Measuring advertising campaigns. Sightline itself sets no marketing cookies.' },
  { key: 'preferences', title: 'Preferences', description: 'Remembers choices such as your startup stage between visits.' },
  { key: 'functional', title: 'Functional', description: 'Optional features provided by embedded third-party tools.' },
];
