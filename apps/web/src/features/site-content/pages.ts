// Copy of every page that is not an interactive screen. One entry per route; the page component
// renders it. Facts only: Sightline is MIT-licensed and self-hosted, so nothing here invents
// customers, prices or numbers. Areas built later say what they are for and what works today.
import type { ContentLink, ContentPageData } from './types';

const RUN: ContentLink = { to: '/', label: 'Run a free analysis' };
const HOW: ContentLink = { to: '/how-it-works', label: 'How it works' };
const FEATURES: ContentLink = { to: '/features', label: 'See what is analysed' };
const CONTACT: ContentLink = { to: '/contact-us', label: 'Contact' };
const PRIVACY: ContentLink = { to: '/privacy-policy', label: 'Privacy policy' };
const SETTINGS: ContentLink = { to: '/privacy-settings', label: 'Privacy settings' };
const COOKIES: ContentLink = { to: '/cookie-policy', label: 'Cookie policy' };

const ANALYSIS_TODAY =
  'What works today: enter a domain on the home page and Sightline checks it, analyses its home page in a real browser while you watch the progress, and opens a scored report you can share by link and export as PDF, JSON or CSV. No account is needed.';

export const CONTENT_PAGES = {
  products: {
    eyebrow: 'Products',
    title: 'One open-source tool for website UX analysis',
    lead: 'Sightline is a single self-hostable application: a website analyser, the reports it produces, and research tools around them.',
    sections: [
      {
        heading: 'The analyser',
        paragraphs: ['It opens a page in a real Chromium browser and checks five areas: general UX health, social sharing, usability and accessibility, page speed and the visual UI.'],
      },
      {
        heading: 'Research tools',
        paragraphs: ['Surveys, idea validation, bias detection and collaborative review sessions are areas of the product that build on the same reports. Each has its own page describing what it is for.'],
        list: ['Surveys: ask visitors targeted questions', 'Idea validation: test a product idea before building it', 'Bias detection: check survey and interview questions for wording that biases answers', 'Collaborative sessions: review findings together'],
      },
      { heading: 'Available now', paragraphs: [ANALYSIS_TODAY] },
    ],
    links: [RUN, FEATURES, { to: '/idea-validation', label: 'Idea validation' }, { to: '/bias-detection', label: 'Bias detection' }],
  },
  'why-sightline': {
    eyebrow: 'Why Sightline',
    title: 'Why Sightline',
    lead: 'UX audits are usually either expensive consultancy or a closed SaaS that keeps your data. Sightline is neither: it is open source and runs on your own machine.',
    sections: [
      {
        heading: 'Your data stays with you',
        paragraphs: ['Every analysis, screenshot and report is stored in the database of the installation that made it. Nothing is sent to us, because there is no "us" in the loop.'],
      },
      {
        heading: 'Checks you can read',
        paragraphs: ['Each finding comes from an audit whose source you can open. When Sightline cannot tell whether something passes, it says so instead of guessing.'],
      },
      {
        heading: 'Free to run',
        paragraphs: ['The software is MIT licensed. Running an analysis needs no registration; accounts only keep your reports together.'],
      },
    ],
    links: [RUN, HOW, { to: '/pricing', label: 'Pricing' }],
  },
  features: {
    eyebrow: 'Features',
    title: 'What Sightline checks',
    lead: 'An analysis loads your page in a real browser and looks at it the way visitors, search engines and assistive technology do.',
    sections: [
      { heading: 'General UX health', paragraphs: ['Document title, meta description, heading structure, language, links and the other basics.'] },
      { heading: 'Social sharing', paragraphs: ['Open Graph and Twitter card tags, and whether a shared link will show a title, description and image.'] },
      { heading: 'Usability and accessibility', paragraphs: ['Colour contrast, form labels, image alternatives, keyboard access and tap-target size, checked with WCAG rules.'] },
      { heading: 'Page speed', paragraphs: ['Lab measurements of loading and interactivity in Chromium, with the resources that cost the most.'] },
      { heading: 'Visual UI review', paragraphs: ['A full-page screenshot plus checks on layout, calls to action and rendering on small screens.'] },
    ],
    links: [RUN, HOW, { to: '/sample-report', label: 'What a report contains' }],
  },
  'how-it-works': {
    eyebrow: 'How it works',
    title: 'How an analysis works',
    lead: 'From a domain to a report in three steps, usually within 3 to 20 minutes.',
    sections: [
      { heading: '1. Enter a domain', paragraphs: ['Sightline normalises what you type, checks the format and confirms the site answers before anything starts.'] },
      { heading: '2. The page is analysed', paragraphs: ['A headless Chromium loads the page, takes a screenshot and collects the facts each audit needs. Audits then score what was collected.'] },
      { heading: '3. Read the report', paragraphs: ['Findings are grouped by area, each with the evidence behind it and what to change. "Could not tell" is reported as such, never as a failure.'] },
    ],
    links: [RUN, FEATURES],
  },
  agents: {
    eyebrow: 'Agents',
    title: 'Analysis agents',
    lead: 'Agents are the part of Sightline that visits a site on your behalf: the browser-driven analyser that loads a page, collects evidence and hands it to the audits.',
    sections: [{ heading: 'What you can do today', paragraphs: [ANALYSIS_TODAY] }],
    links: [RUN, HOW, { to: '/agent-mode-demo', label: 'Agent mode' }],
  },
  'agent-mode-demo': {
    eyebrow: 'Agent mode',
    title: 'Agent mode',
    lead: 'Agent mode lets the analyser follow a task through a site, such as finding pricing or completing a sign-up form, and report where it got stuck.',
    sections: [{ heading: 'What you can do today', paragraphs: ['Agent mode is not part of this installation yet. ' + ANALYSIS_TODAY] }],
    links: [RUN, { to: '/agents', label: 'About agents' }],
  },
  'customer-journey-demo': {
    eyebrow: 'Customer journeys',
    title: 'Customer journey analysis',
    lead: 'A journey analysis looks at a sequence of pages, such as landing page to checkout, instead of one page on its own.',
    sections: [{ heading: 'What you can do today', paragraphs: ['This installation analyses one page per run. ' + ANALYSIS_TODAY] }],
    links: [RUN, HOW],
  },
  'case-studies': {
    eyebrow: 'Case studies',
    title: 'Case studies',
    lead: 'Sightline is a young open-source project. We publish case studies only with the permission of the people involved, and there are none to show yet.',
    sections: [{ heading: 'See it on your own site', paragraphs: ['The most useful case study is your own website. ' + ANALYSIS_TODAY] }],
    links: [RUN, { to: '/sample-report', label: 'What a report contains' }],
  },
  customers: {
    eyebrow: 'Customers',
    title: 'Who uses Sightline',
    lead: 'Sightline is self-hosted: anyone can run it without telling us, so we do not keep or publish a customer list.',
    sections: [{ heading: 'Built for', list: ['Founders checking their first landing page', 'Agencies auditing client sites on their own hardware', 'Teams that cannot send site data to a third-party SaaS'] }],
    links: [RUN, { to: '/why-sightline', label: 'Why Sightline' }],
  },
  enterprise: {
    eyebrow: 'Enterprise',
    title: 'Sightline in larger organisations',
    lead: 'Because Sightline runs on your own infrastructure, it fits organisations with strict data rules.',
    sections: [
      { heading: 'Scaling out', paragraphs: ['Point Sightline at a PostgreSQL database instead of the embedded one and run as many worker processes as you need; they share one job queue.'] },
      { heading: 'Security', paragraphs: ['Private and internal addresses are refused as analysis targets unless the operator explicitly allows them.'] },
    ],
    links: [CONTACT, { to: '/partners', label: 'Partners' }],
  },
  'industry-benchmarks': {
    eyebrow: 'Benchmarks',
    title: 'Industry benchmarks',
    lead: 'Benchmarks compare a report with other sites in the same industry. They only mean something when built from real, consented data, so Sightline does not ship made-up averages.',
    sections: [{ heading: 'What you can do today', paragraphs: ['Analyse your site and a competitor’s and compare the two reports side by side. ' + ANALYSIS_TODAY] }],
    links: [RUN],
  },
  'about-us': {
    eyebrow: 'About',
    title: 'About Sightline',
    lead: 'Sightline is an open-source, self-hostable platform for analysing the user experience of websites, released under the MIT licence.',
    sections: [
      { heading: 'Why it exists', paragraphs: ['Good UX advice should not require sending your site, your users or your money to a black box. Sightline puts the checks in the open and the data on your machine.'] },
      { heading: 'How it is built', paragraphs: ['A React web app, a Fastify API, an embedded PostgreSQL (PGlite) or your own Postgres, and a Chromium-driven analyser. Everything runs from one command.'] },
    ],
    links: [{ to: '/community', label: 'Community' }, RUN],
  },
  careers: {
    eyebrow: 'Careers',
    title: 'Working on Sightline',
    lead: 'Sightline is built in the open. There are no paid positions to advertise; contributions of code, audits and guides are welcome.',
    sections: [{ heading: 'Getting involved', paragraphs: ['Read the architecture notes in the repository, pick an open issue and open a pull request.'] }],
    links: [{ to: '/community', label: 'Community' }, { to: '/apply-now', label: 'Apply' }],
  },
  'apply-now': {
    eyebrow: 'Apply',
    title: 'Apply',
    lead: 'There is no application form because there are no open positions. The way in is the same for everyone: contribute.',
    sections: [{ heading: 'Where to start', paragraphs: ['New audits, translations and guide texts are the most useful first contributions.'] }],
    links: [{ to: '/community', label: 'Community' }, { to: '/careers', label: 'Careers' }],
  },
  community: {
    eyebrow: 'Community',
    title: 'Community',
    lead: 'Sightline is developed in a public repository. Issues, discussions and pull requests are the community.',
    sections: [
      { heading: 'Ways to help', list: ['Report a false positive in an audit', 'Propose a new check with an example page', 'Improve the docs or a guide', 'Run Sightline and tell us what was confusing'] },
    ],
    links: [{ to: '/about-us', label: 'About' }, RUN],
  },
  partners: {
    eyebrow: 'Partners',
    title: 'Partners',
    lead: 'Agencies and consultants can run Sightline for their clients on their own infrastructure; the MIT licence allows it without a partnership agreement.',
    sections: [{ heading: 'White-label reports', paragraphs: ['Report pages have white-label variants without Sightline branding, intended for sharing with clients.'] }],
    links: [CONTACT, { to: '/enterprise', label: 'Enterprise' }],
  },
  'schedule-call': {
    eyebrow: 'Schedule a call',
    title: 'Schedule a call',
    lead: 'Sightline has no sales team or booking calendar. Questions are answered in the open, where the answer helps the next person too.',
    sections: [{ heading: 'Instead', paragraphs: ['Open an issue in the project repository, or contact the operator of this installation.'] }],
    links: [CONTACT, { to: '/help-center', label: 'Help center' }],
  },
  'contact-us': {
    eyebrow: 'Contact',
    title: 'Contact',
    lead: 'This site is an installation of Sightline run by its operator. For questions about this installation, contact them; for the software, use the project repository.',
    sections: [
      { heading: 'About your data on this installation', paragraphs: ['The operator of this installation is responsible for the data stored here. See the privacy policy for what is stored and how to have it deleted.'] },
      { heading: 'About the software', paragraphs: ['Bugs and feature requests belong in the public issue tracker of the Sightline repository.'] },
    ],
    links: [PRIVACY, { to: '/help-center', label: 'Help center' }],
  },
  'help-center': {
    eyebrow: 'Help center',
    title: 'Help center',
    lead: 'Answers to the questions people ask first.',
    sections: [
      { heading: 'Do I need an account?', paragraphs: ['No. Enter a domain on the home page and the analysis starts. An account only keeps your reports together.'] },
      { heading: 'How long does an analysis take?', paragraphs: ['Usually between 3 and 20 minutes, depending on the page and how busy this installation is.'] },
      { heading: 'Why was my domain refused?', paragraphs: ['Sightline checks the format, that the name resolves and that the site answers. Private and internal addresses are refused unless the operator allows them.'] },
      { heading: 'How do I sign in without a password?', paragraphs: ['Choose "Email me a magic link" in the sign-in dialog. The link works once and expires soon.'] },
    ],
    links: [RUN, { to: '/guides', label: 'Guides' }, CONTACT],
  },
  'sample-report': {
    eyebrow: 'Sample report',
    title: 'What a report contains',
    lead: 'Rather than a staged example, here is what every Sightline report is made of. Run an analysis to see one for your own site.',
    sections: [
      { heading: 'Contents', list: ['A score per area: general, social, usability, page speed and UI', 'Each finding with its evidence (elements, measurements, screenshot)', 'Whether it passed, failed, did not apply or could not be determined', 'What to change, ordered by impact'] },
    ],
    links: [RUN, FEATURES],
  },
  'card-decks': {
    eyebrow: 'Card decks',
    title: 'UX card decks',
    lead: 'Card decks condense UX laws, cognitive biases and research methods into short cards for workshops and reviews, drawn from the guides library.',
    sections: [{ heading: 'What you can do today', paragraphs: ['Browse the guides, which the cards are made from. ' + ANALYSIS_TODAY] }],
    links: [{ to: '/guides', label: 'Guides' }, RUN],
  },
  'api-documentation': {
    eyebrow: 'API',
    title: 'API documentation',
    lead: 'Everything the web app does goes through Sightline’s HTTP API, which you can call from your own scripts.',
    sections: [
      { heading: 'Endpoints available now', list: ['GET /api/health: liveness', 'POST /api/domain-validation/validate: format, DNS and reachability of a domain', 'POST /api/auth/signin, /signup, /signout, GET /api/auth/me: accounts', 'POST /api/auth/magic-link/request and /api/auth/magic-link: passwordless sign-in'] },
      { heading: 'Conventions', paragraphs: ['Requests and responses are JSON. Errors have the shape { success: false, error, code }. Authenticated calls send Authorization: Bearer <token>.'] },
    ],
    links: [{ to: '/api-tests', label: 'API tests' }, RUN],
  },
  'api-tests': {
    eyebrow: 'API tests',
    title: 'API tests',
    lead: 'Every endpoint is covered by the project’s own test suite, run on each change: integration tests against an embedded database and end-to-end tests in a real browser.',
    sections: [{ heading: 'Run them yourself', paragraphs: ['Clone the repository and run the test command from the README; it runs type checks, lint, unit, integration and browser tests.'] }],
    links: [{ to: '/api-documentation', label: 'API documentation' }],
  },

  checkout: {
    eyebrow: 'Checkout',
    title: 'Checkout',
    lead: 'The Sightline software is free. Checkout is where a hosted installation would sell paid reports or subscriptions; this installation has no payment set up.',
    sections: [{ heading: 'What you can do today', paragraphs: [ANALYSIS_TODAY] }],
    links: [{ to: '/pricing', label: 'Pricing' }, RUN],
  },
  subscribe: {
    eyebrow: 'Subscribe',
    title: 'Subscriptions',
    lead: 'A subscription would unlock ongoing monitoring on a hosted installation. This installation has no payment set up, so nothing here costs money.',
    sections: [{ heading: 'What you can do today', paragraphs: [ANALYSIS_TODAY] }],
    links: [{ to: '/pricing', label: 'Pricing' }, RUN],
  },
  'payment-success': {
    eyebrow: 'Payment',
    title: 'Payment',
    lead: 'This page confirms a completed payment. No payment has been taken by this installation: it has no payment provider configured.',
    sections: [],
    links: [{ to: '/pricing', label: 'Pricing' }, RUN],
  },
  'payment-failure': {
    eyebrow: 'Payment',
    title: 'Payment not completed',
    lead: 'This page explains a failed payment. This installation has no payment provider configured, so no payment was attempted and nothing was charged.',
    sections: [],
    links: [{ to: '/pricing', label: 'Pricing' }, RUN],
  },

  'collaborative-session': {
    eyebrow: 'Collaborative sessions',
    title: 'Collaborative review sessions',
    lead: 'A collaborative session lets a team walk through a report together, comment on findings and agree on what to fix.',
    sections: [{ heading: 'What you can do today', paragraphs: ['Sessions are not available on this installation yet. ' + ANALYSIS_TODAY] }],
    links: [RUN],
  },
  blog: {
    eyebrow: 'Blog',
    title: 'Blog',
    lead: 'The blog covers UX measurement, accessibility, research with AI and the thinking behind Sightline’s audits.',
    sections: [{ heading: 'What you can do today', paragraphs: ['Articles are published with Sightline’s content collection, which this installation does not include yet. The guides and the help center answer the most common questions.'] }],
    links: [{ to: '/guides', label: 'Guides' }, { to: '/help-center', label: 'Help center' }, RUN],
  },
  guides: {
    eyebrow: 'Guides',
    title: 'UX guides',
    lead: 'The guides explain the research methods, UX laws, cognitive biases and decision science behind Sightline’s findings, and how to use the platform.',
    sections: [
      { heading: 'Topics', list: ['UX research methods and A/B testing', 'UX laws and principles', 'Cognitive biases and mental models', 'How humans see, think, decide and remember', 'Using Sightline: analysis types, scoring, reading reports'] },
      { heading: 'What you can do today', paragraphs: ['Guide texts are published with Sightline’s content collection, which this installation does not include yet. ' + ANALYSIS_TODAY] },
    ],
    links: [{ to: '/help-center', label: 'Help center' }, RUN],
  },

  'privacy-policy': {
    legal: true,
    eyebrow: 'Legal',
    title: 'Privacy policy',
    lead: 'Sightline is open-source software that anyone can install. This policy describes what the software stores; the operator of this installation is the data controller and may add to it.',
    sections: [
      { heading: 'Who is responsible', paragraphs: ['The person or organisation running this installation decides how it is used and is responsible for the personal data stored in it. The Sightline project does not receive any of it.'] },
      {
        heading: 'What is stored',
        list: [
          'Domains you submit for analysis, and the results, screenshots and reports produced from them.',
          'If you create an account: your name, email address and a salted hash of your password (never the password itself).',
          'Sign-in tokens, stored hashed, which expire and are revoked when you sign out.',
          'Server logs with request details such as IP address and user agent, kept for operating and securing the service.',
        ],
      },
      { heading: 'Why', paragraphs: ['To run the analyses you ask for, keep you signed in, send the sign-in and password-reset emails you request, and protect the service against abuse.'] },
      { heading: 'Analytics', paragraphs: ['The operator may configure an analytics tool or session recording. It is loaded only after you allow the Analytics category in the cookie banner. With none configured, no analytics runs at all.'] },
      { heading: 'Sharing', paragraphs: ['Sightline sends no data to third parties by itself. Analysing a site means a browser visits that site, as any visitor would.'] },
      { heading: 'Your rights', paragraphs: ['You can ask the operator for a copy of your data, its correction or its deletion, and you can withdraw consent for analytics at any time in the privacy settings.'] },
    ],
    links: [COOKIES, SETTINGS, { to: '/data-protection', label: 'Data protection' }],
  },
  'cookie-policy': {
    legal: true,
    eyebrow: 'Legal',
    title: 'Cookie policy',
    lead: 'Sightline stores a few small items in your browser. This page lists them and what each is for.',
    sections: [
      {
        heading: 'Necessary (always on)',
        list: [
          'cookie-consent: your cookie choice, when you made it and the region your timezone suggests.',
          'auth_token: keeps you signed in, only if you sign in.',
          'report_access: which reports this browser may open.',
        ],
      },
      { heading: 'Preferences', list: ['sightline_startup_stage: whether the site emphasises early-stage or growth-stage advice.', 'sightline_exit_intent_shown_at: when the "before you go" prompt was last shown, so it appears at most once a week.'] },
      { heading: 'Analytics (only with consent)', paragraphs: ['If the operator configured Google Analytics or a session-recording tool, it sets its own cookies once you allow the Analytics category. Otherwise nothing is set.'] },
      { heading: 'Marketing and functional', paragraphs: ['Sightline itself sets none. The categories exist so that tools an operator adds can respect your choice.'] },
      { heading: 'Changing your mind', paragraphs: ['Open the privacy settings at any time to change or withdraw your choice.'] },
    ],
    links: [SETTINGS, PRIVACY],
  },
  'terms-of-service': {
    legal: true,
    eyebrow: 'Legal',
    title: 'Terms of service',
    lead: 'These terms cover use of this installation of Sightline. The software itself is licensed under the MIT licence.',
    sections: [
      { heading: 'Using the service', paragraphs: ['Analyse only websites you own or are allowed to test. Do not use the service to overload, probe or attack other systems.'] },
      { heading: 'Accounts', paragraphs: ['Keep your sign-in details to yourself. The operator may suspend accounts that break these terms.'] },
      { heading: 'Results', paragraphs: ['Reports are automated checks. They point at likely problems; they are not legal, accessibility-compliance or professional advice.'] },
      { heading: 'No warranty', paragraphs: ['As the MIT licence says, the software is provided "as is", without warranty of any kind. The operator may change or stop the service.'] },
    ],
    links: [{ to: '/disclaimer', label: 'Disclaimer' }, PRIVACY],
  },
  disclaimer: {
    legal: true,
    eyebrow: 'Legal',
    title: 'Disclaimer',
    lead: 'Sightline’s findings come from automated checks run at one moment in one browser.',
    sections: [
      { heading: 'Automated results', paragraphs: ['Automated tools find only part of the usability and accessibility issues of a site; a clean report is not proof of compliance with WCAG or any law.'] },
      { heading: 'Measurements vary', paragraphs: ['Speed and rendering depend on network, device and the moment of the test. Repeat an analysis before acting on a small difference.'] },
      { heading: 'Guides and articles', paragraphs: ['Educational content is general information, not advice for your specific situation.'] },
    ],
    links: [{ to: '/terms-of-service', label: 'Terms of service' }],
  },
  'data-protection': {
    legal: true,
    eyebrow: 'Legal',
    title: 'Data protection',
    lead: 'How Sightline protects the data it holds, by design.',
    sections: [
      {
        heading: 'Technical measures',
        list: [
          'Passwords are stored only as salted hashes; sign-in and magic-link tokens only as hashes.',
          'Magic links work once and expire quickly; sessions are revoked on sign-out.',
          'Sign-in and email requests are rate limited, and unknown emails get the same answer as wrong passwords.',
          'Security headers and a strict content-security policy on every response.',
          'Private and internal network addresses are refused as analysis targets by default.',
        ],
      },
      { heading: 'Where data lives', paragraphs: ['In the database of this installation: an embedded database on the server’s disk, or the PostgreSQL server the operator configured. Nothing is copied to the Sightline project.'] },
      { heading: 'Requests', paragraphs: ['To access, correct or delete your data, contact the operator of this installation.'] },
    ],
    links: [PRIVACY, SETTINGS],
  },
} satisfies Record<string, ContentPageData>;

export type ContentPageId = keyof typeof CONTENT_PAGES;
