// Site navigation in one place: the header, the mobile menu and the footer read from here.

export const HEADER_LINKS = [
  { to: '/features', label: 'Features' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/why-sightline', label: 'Why Sightline' },
  { to: '/guides', label: 'Guides' },
] as const;

/** Surveys: anyone can start one, signed in or not. */
export const SURVEYS_LINK = { to: '/surveys', label: 'Surveys' } as const;

/** Shown in the header once there is something to list: signed in, or when this browser has reports. */
export const MY_REPORTS_LINK = { to: '/standard-report', label: 'My reports' } as const;

export const FOOTER_GROUPS = [
  {
    title: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/how-it-works', label: 'How it works' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/sample-report', label: 'Sample report' },
      { to: '/api-documentation', label: 'API documentation' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { to: '/guides', label: 'Guides' },
      { to: '/blog', label: 'Blog' },
      { to: '/help-center', label: 'Help center' },
      { to: '/industry-benchmarks', label: 'Industry benchmarks' },
    ],
  },
  {
    title: 'Project',
    links: [
      { to: '/about-us', label: 'About' },
      { to: '/community', label: 'Community' },
      { to: '/enterprise', label: 'Enterprise' },
      { to: '/contact-us', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/cookie-policy', label: 'Cookie policy' },
      { to: '/terms-of-service', label: 'Terms of service' },
      { to: '/disclaimer', label: 'Disclaimer' },
      { to: '/data-protection', label: 'Data protection' },
      { to: '/privacy-settings', label: 'Privacy settings' },
    ],
  },
] as const;

export const LAYOUT_STRINGS = {
  skipLink: 'Skip to content',
  brand: 'Sightline',
  homeLink: 'Sightline home',
  mainNav: 'Main',
  footerNav: 'Footer',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  tagline: 'Open-source, self-hostable UX analysis. MIT licensed.',
  loading: 'Loading...',
  errorTitle: 'This page could not be shown',
  errorText: 'Something went wrong while opening it. Reloading the page usually helps.',
  errorHome: 'Back to the home page',
} as const;
