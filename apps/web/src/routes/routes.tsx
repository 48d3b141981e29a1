import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from '../features/layout/root-layout';
import type { ContentPageId } from '../features/site-content/pages';

// Every page is its own chunk (spec §2: pages load on demand); the layout's Suspense shows "Loading...".
const HomePage = lazy(() => import('./home/home-page').then((m) => ({ default: m.HomePage })));
const PricingPage = lazy(() => import('./marketing/pricing-page').then((m) => ({ default: m.PricingPage })));
const WaitlistPage = lazy(() => import('./waitlist/waitlist-page').then((m) => ({ default: m.WaitlistPage })));
const StandardReportPage = lazy(() => import('./reports/standard-report-page').then((m) => ({ default: m.StandardReportPage })));
const DetailedReportPage = lazy(() => import('./reports/detailed-report-page').then((m) => ({ default: m.DetailedReportPage })));
const ComprehensiveReportPage = lazy(() => import('./reports/comprehensive-report-page').then((m) => ({ default: m.ComprehensiveReportPage })));
const WhitelabelStandardReportPage = lazy(() => import('./reports/whitelabel-standard-report-page').then((m) => ({ default: m.WhitelabelStandardReportPage })));
const WhitelabelComprehensiveReportPage = lazy(() => import('./reports/whitelabel-comprehensive-report-page').then((m) => ({ default: m.WhitelabelComprehensiveReportPage })));
const PrivacySettingsPage = lazy(() => import('./legal/privacy-settings-page').then((m) => ({ default: m.PrivacySettingsPage })));
const ContentPage = lazy(() => import('./content/content-page').then((m) => ({ default: m.ContentPage })));

const content = (path: string, pageId: ContentPageId): RouteObject => ({ path, element: <ContentPage pageId={pageId} /> });

/** Pages whose path is their content id. */
const SIMPLE_CONTENT_PAGES: ContentPageId[] = [
  'products',
  'why-sightline',
  'features',
  'how-it-works',
  'agents',
  'agent-mode-demo',
  'customer-journey-demo',
  'case-studies',
  'enterprise',
  'industry-benchmarks',
  'about-us',
  'careers',
  'community',
  'customers',
  'partners',
  'apply-now',
  'schedule-call',
  'contact-us',
  'help-center',
  'widget-demo',
  'sample-report',
  'card-decks',
  'api-documentation',
  'api-tests',
  'privacy-policy',
  'terms-of-service',
  'cookie-policy',
  'disclaimer',
  'data-protection',
  'checkout',
  'subscribe',
  'payment-success',
  'payment-failure',
  'idea-validation',
  'bias-detection',
  'blog',
  'guides',
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/waitlist', element: <WaitlistPage /> },
      { path: '/privacy-settings', element: <PrivacySettingsPage /> },
      ...SIMPLE_CONTENT_PAGES.map((id) => content(`/${id}`, id)),
      content('/survey/:surveyId', 'survey'),
      content('/idea-validation/:id', 'idea-validation'),
      content('/idea-validation/:ideaId/survey-results', 'idea-validation'),
      content('/bias-detection/:id', 'bias-detection'),
      content('/collaborative-session/:sessionId', 'collaborative-session'),
      { path: '/standard-report/:id?', element: <StandardReportPage /> },
      { path: '/standard-report/:syntheticId/:token', element: <StandardReportPage /> },
      { path: '/detailed-report/:id?', element: <DetailedReportPage /> },
      { path: '/comprehensive-report/:id?', element: <ComprehensiveReportPage /> },
      { path: '/comprehensive-report/:syntheticId/:token', element: <ComprehensiveReportPage /> },
      // White-label paths render in the layout's bare frame (no header, footer or banners of ours).
      { path: '/standard-report-whitelabel/:id?', element: <WhitelabelStandardReportPage /> },
      { path: '/comprehensive-report-whitelabel/:id?', element: <WhitelabelComprehensiveReportPage /> },
      { path: '/comprehensive-report-whitelabel/:syntheticId/:token', element: <WhitelabelComprehensiveReportPage /> },
      content('/blog/:slug', 'blog'),
      // Guides nest up to three levels (/guides/decision-science/:slug, /guides/biases/*…).
      content('/guides/*', 'guides'),
      { path: '*', element: <HomePage /> },
    ],
  },
];
