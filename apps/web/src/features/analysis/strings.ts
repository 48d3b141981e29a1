export const ANALYSIS_STRINGS = {
  inputLabel: 'Website domain',
  placeholder: 'yourwebsite.com',
  submitHome: 'Analyze My Website',
  submitModal: 'Start Free Analysis',
  pending: 'Analyzing...',
  checking: 'Checking domain...',
  startsOn: (url: string) => `We'll analyse ${url}`,
  errorTitle: 'Analysis Error',
  errorFallback: 'Failed to start analysis. Please try again.',
} as const;
