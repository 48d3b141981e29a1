// Title, badges and stats are the specification's own wording (the spec's screens and routes).
export const EXIT_INTENT_STRINGS = {
  title: 'Wait! Before you go...',
  description: 'Get a free UX analysis of your website. Enter your domain and we will show you what stands between your visitors and a conversion.',
  badges: ['100% Free', 'No Registration', 'Results in 3-20 Minutes'],
  stats: [
    { value: '1,200+', label: 'Businesses Helped' },
    { value: '12-67%', label: 'Conversion Improvements' },
    { value: '3-20 mins', label: 'Fast Results' },
    { value: '92%', label: 'Success Rate' },
  ],
  close: 'Close',
} as const;
