export const MORE_PAGES_STRINGS = {
  heading: 'More pages of this site',
  lead: (pages: number, startUrl: string, limit: number) =>
    `This report covers ${pages} page${pages === 1 ? '' : 's'}. We can follow the links from ${startUrl} and analyse up to ${limit} pages of the site, in a new report.`,
  signInLead: (limit: number) => `Signed in, you can analyse up to ${limit} pages of the site.`,
  button: 'Analyse more pages of this site',
  starting: 'Starting…',
  signIn: 'Sign in for more pages',
  failed: 'The analysis could not be started',
} as const;
