import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RootLayout } from '../features/layout/root-layout';
import { RouteError } from '../features/layout/route-error';
import { RouteFallback } from '../features/layout/route-fallback';
import { sessionQuery } from '../features/auth/session';
import { analysisQuery, myAnalysesQuery, reportQuery } from '../features/reports/api';
import type { ReportView } from '../features/reports/types';
import { loadContentPage } from '../features/content/load-page';

/** A page of the content collection (content/**, rendered at build time). */
const content = (path: string): RouteObject => ({
  path,
  loader: loadContentPage,
  lazy: () => import('./content/content-page').then((m) => ({ Component: m.ContentPage, ErrorBoundary: m.ContentError })),
});

/** A path the server answers with another document than the app's: the browser loads it. */
const loadDocument = ({ request }: LoaderFunctionArgs) => {
  window.location.assign(request.url);
  return new Promise<never>(() => undefined);
};

/**
 * Guides, the blog and the help centre are prerendered documents that load no app (prerender.ts,
 * src/content-runtime): a link to one from the app loads it as a page. Rendered here only where
 * the document itself is this app's (prerendering, or development, which serves no prerendered files).
 */
const contentDocument = (path: string): RouteObject => ({
  ...content(path),
  loader: (args: LoaderFunctionArgs) =>
    typeof window !== 'undefined' && new URL(args.request.url).pathname !== window.location.pathname ? loadDocument(args) : loadContentPage(args),
});

/** Marketing, legal and not-yet-built pages of spec §2: content/pages/<slug>.md at /<slug>. */
const CONTENT_PAGES = [
  'products',
  'why-sightline',
  'features',
  'how-it-works',
  'case-studies',
  'enterprise',
  'about-us',
  'careers',
  'community',
  'customers',
  'partners',
  'apply-now',
  'schedule-call',
  'contact-us',
  'sample-report',
  'card-decks',
  'api-documentation',
  'api-tests',
  'privacy-policy',
  'terms-of-service',
  'cookie-policy',
  'disclaimer',
  'data-protection',
];

/**
 * The router decides when a page's code and data load, the query cache what they are: a data route's
 * loader fills the cache with the same `queryOptions` its page then reads, while the page's own chunk
 * (the spec's screens and routes: pages load on demand) downloads at the same time. A loader that fails renders the page's
 * error boundary, which shows that page's own error state.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  /** A report path opens one report, or without an id lists this visitor's reports. */
  const reportLoader =
    (view: ReportView) =>
    async ({ params }: LoaderFunctionArgs) => {
      const id = params.id ?? params.syntheticId;
      await (id ? queryClient.ensureQueryData(reportQuery(id, params.token, view)) : queryClient.ensureQueryData(myAnalysesQuery()));
      return null;
    };

  const waitlistLoader = async ({ request }: LoaderFunctionArgs) => {
    const { waitlistParams } = await import('../features/waitlist/waitlist-params');
    const { syntheticId, started } = waitlistParams(new URL(request.url).searchParams);
    if (started) await queryClient.ensureQueryData(analysisQuery(syntheticId));
    return null;
  };

  // A feature's api module loads with its page's first data (only the report pages' is in the
  // app's first script): a shared report's first load carries none of the other pages' API code.
  const surveysApi = () => import('../features/surveys/api');
  // The pricing and payment pages need to know what is for sale (nothing, without billing) and who is signed in.
  const billingLoader = async () => {
    const { plansQuery } = await import('../features/billing/api');
    await Promise.all([queryClient.ensureQueryData(plansQuery()), queryClient.ensureQueryData(sessionQuery())]);
    return null;
  };
  const agentsApi = () => import('../features/agents/api');
  const ideasApi = () => import('../features/ideas/api');

  const surveyLoader = async ({ params }: LoaderFunctionArgs) => {
    const { surveyQuery } = await surveysApi();
    await queryClient.ensureQueryData(surveyQuery(params.surveyId!));
    return null;
  };
  const surveyResultsLoader = async ({ params, request }: LoaderFunctionArgs) => {
    const { resultsParams, surveyQuery, surveyResultsQuery } = await surveysApi();
    await Promise.all([
      queryClient.ensureQueryData(surveyQuery(params.surveyId!)),
      queryClient.ensureQueryData(surveyResultsQuery(params.surveyId!, resultsParams(new URL(request.url).searchParams))),
    ]);
    return null;
  };

  // The owner's bias report, or a share link's (read-only) when the path carries its token.
  const biasReport = {
    loader: async ({ params }: LoaderFunctionArgs) => {
      const { biasReportQuery } = await import('../features/bias/api');
      await queryClient.ensureQueryData(biasReportQuery(params.id!, params.token));
      return null;
    },
    lazy: () => import('./bias/bias-report-page').then((m) => ({ Component: m.BiasReportPage, ErrorBoundary: m.BiasReportError })),
  };
  const standardReport = { loader: reportLoader('standard'), lazy: () => import('./reports/standard-report-page').then((m) => ({ Component: m.StandardReportPage, ErrorBoundary: m.StandardReportError })) };
  const comprehensiveReport = {
    loader: reportLoader('comprehensive'),
    lazy: () => import('./reports/comprehensive-report-page').then((m) => ({ Component: m.ComprehensiveReportPage, ErrorBoundary: m.ComprehensiveReportError })),
  };
  const whitelabelComprehensiveReport = {
    loader: reportLoader('comprehensive-whitelabel'),
    lazy: () => import('./reports/whitelabel-comprehensive-report-page').then((m) => ({ Component: m.WhitelabelComprehensiveReportPage, ErrorBoundary: m.WhitelabelComprehensiveReportError })),
  };
  const homePage = { lazy: () => import('./home/home-page').then((m) => ({ Component: m.HomePage })) };

  return [
    {
      element: <RootLayout />,
      children: [
        {
          // The layout is drawn at once; the first page's place shows "Loading..." until its code and data are in.
          HydrateFallback: RouteFallback,
          ErrorBoundary: RouteError,
          children: [
            { index: true, ...homePage },
            { path: '/pricing', loader: billingLoader, lazy: () => import('./marketing/pricing-page').then((m) => ({ Component: m.PricingPage })) },
            { path: '/industry-benchmarks', lazy: () => import('./marketing/industry-benchmarks-page').then((m) => ({ Component: m.IndustryBenchmarksPage })) },
            { path: '/subscribe', loader: billingLoader, lazy: () => import('./billing/subscribe-page').then((m) => ({ Component: m.SubscribePage })) },
            { path: '/checkout', loader: billingLoader, lazy: () => import('./billing/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
            { path: '/payment-success', loader: billingLoader, lazy: () => import('./billing/payment-success-page').then((m) => ({ Component: m.PaymentSuccessPage })) },
            { path: '/payment-failure', loader: billingLoader, lazy: () => import('./billing/payment-failure-page').then((m) => ({ Component: m.PaymentFailurePage })) },
            { path: '/waitlist', loader: waitlistLoader, lazy: () => import('./waitlist/waitlist-page').then((m) => ({ Component: m.WaitlistPage, ErrorBoundary: m.WaitlistError })) },
            { path: '/dashboard', lazy: () => import('./dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
            { path: '/privacy-settings', lazy: () => import('./legal/privacy-settings-page').then((m) => ({ Component: m.PrivacySettingsPage })) },
            ...CONTENT_PAGES.map((slug) => content(`/${slug}`)),
            // A deck's sheets for printing (the server's PDF prints this page), in the bare frame.
            { path: '/card-decks/print/:deck', lazy: () => import('./card-decks/card-deck-print-page').then((m) => ({ Component: m.CardDeckPrintPage })) },
            // The answer page is a document of its own (survey.html, src/survey-runtime): a link
            // inside the app loads it from the server rather than rendering here.
            { path: '/survey/:surveyId', loader: loadDocument },
            { path: '/widget-demo', lazy: () => import('./widget-demo/widget-demo-page').then((m) => ({ Component: m.WidgetDemoPage })) },
            {
              path: '/surveys',
              loader: async () => {
                const { surveysQuery } = await surveysApi();
                await queryClient.ensureQueryData(surveysQuery());
                return null;
              },
              lazy: () => import('./surveys/surveys-page').then((m) => ({ Component: m.SurveysPage, ErrorBoundary: m.SurveysError })),
            },
            {
              path: '/surveys/:surveyId/edit',
              loader: surveyLoader,
              lazy: () => import('./surveys/survey-builder-page').then((m) => ({ Component: m.SurveyBuilderPage, ErrorBoundary: m.SurveyBuilderError })),
            },
            {
              path: '/surveys/:surveyId/results',
              loader: surveyResultsLoader,
              lazy: () => import('./surveys/survey-results-page').then((m) => ({ Component: m.SurveyResultsPage, ErrorBoundary: m.SurveyResultsError })),
            },
            {
              path: '/survey-results/:token',
              loader: async ({ params }: LoaderFunctionArgs) => {
                const { publicResultsQuery } = await import('../features/surveys/results-links-api');
                await queryClient.ensureQueryData(publicResultsQuery(params.token!));
                return null;
              },
              lazy: () => import('./surveys/public-results-page').then((m) => ({ Component: m.PublicResultsPage, ErrorBoundary: m.PublicResultsError })),
            },
            { path: '/idea-validation', lazy: () => import('./ideas/idea-validation-page').then((m) => ({ Component: m.IdeaValidationPage })) },
            {
              path: '/idea-validation/:id',
              loader: async ({ params }: LoaderFunctionArgs) => {
                const { ideaQuery } = await ideasApi();
                await queryClient.ensureQueryData(ideaQuery(params.id!));
                return null;
              },
              lazy: () => import('./ideas/idea-scorecard-page').then((m) => ({ Component: m.IdeaScorecardPage, ErrorBoundary: m.IdeaRouteError })),
            },
            {
              path: '/idea-validation/:ideaId/survey-results',
              loader: async ({ params, request }: LoaderFunctionArgs) => {
                const [{ ideaQuery }, { resultsParams, surveyResultsQuery }] = await Promise.all([ideasApi(), surveysApi()]);
                const idea = await queryClient.ensureQueryData(ideaQuery(params.ideaId!));
                await queryClient.ensureQueryData(surveyResultsQuery(idea.survey.id, resultsParams(new URL(request.url).searchParams)));
                return null;
              },
              lazy: () =>
                Promise.all([import('./ideas/idea-survey-results-page'), import('./ideas/idea-scorecard-page')]).then(([page, scorecard]) => ({ Component: page.IdeaSurveyResultsPage, ErrorBoundary: scorecard.IdeaRouteError })),
            },
            {
              path: '/agents',
              loader: async () => {
                const { agentRunsQuery } = await agentsApi();
                await queryClient.ensureQueryData(agentRunsQuery());
                return null;
              },
              lazy: () => import('./agents/agents-page').then((m) => ({ Component: m.AgentsPage })),
            },
            {
              path: '/agent-mode-demo',
              loader: async ({ request }: LoaderFunctionArgs) => {
                const run = new URL(request.url).searchParams.get('run');
                if (run) await queryClient.ensureQueryData((await agentsApi()).agentRunQuery(run));
                return null;
              },
              lazy: () => import('./agents/agent-mode-demo-page').then((m) => ({ Component: m.AgentModeDemoPage, ErrorBoundary: m.AgentRunError })),
            },
            {
              path: '/customer-journey-demo',
              loader: async ({ request }: LoaderFunctionArgs) => {
                const [{ agentRunQuery, agentRunsQuery }, { journeyRunIds }] = await Promise.all([agentsApi(), import('./agents/customer-journey-page')]);
                const ids = journeyRunIds(new URL(request.url).searchParams);
                await (ids.length === 0 ? queryClient.ensureQueryData(agentRunsQuery()) : Promise.all(ids.map((id) => queryClient.ensureQueryData(agentRunQuery(id)))));
                return null;
              },
              lazy: () => import('./agents/customer-journey-page').then((m) => ({ Component: m.CustomerJourneyPage, ErrorBoundary: m.CustomerJourneyError })),
            },
            { path: '/bias-detection', lazy: () => import('./bias/bias-detection-page').then((m) => ({ Component: m.BiasDetectionPage })) },
            { path: '/bias-detection/:id', ...biasReport },
            { path: '/bias-detection/:id/:token', ...biasReport },
            { path: '/collaborative-session', lazy: () => import('./sessions/sessions-start-page').then((m) => ({ Component: m.SessionsStartPage })) },
            { path: '/collaborative-session/:sessionId', lazy: () => import('./sessions/session-board-page').then((m) => ({ Component: m.SessionBoardPage })) },
            {
              path: '/collaborative-session/:sessionId/summary',
              loader: async ({ params }: LoaderFunctionArgs) => {
                const { summaryQuery } = await import('../features/sessions/api');
                await queryClient.ensureQueryData(summaryQuery(params.sessionId!));
                return null;
              },
              lazy: () => import('./sessions/session-summary-page').then((m) => ({ Component: m.SessionSummaryPage, ErrorBoundary: m.SessionSummaryError })),
            },
            { path: '/standard-report/:id?', ...standardReport },
            { path: '/standard-report/:syntheticId/:token', ...standardReport },
            {
              path: '/detailed-report/:id?',
              loader: reportLoader('detailed'),
              lazy: () => import('./reports/detailed-report-page').then((m) => ({ Component: m.DetailedReportPage, ErrorBoundary: m.DetailedReportError })),
            },
            { path: '/comprehensive-report/:id?', ...comprehensiveReport },
            { path: '/comprehensive-report/:syntheticId/:token', ...comprehensiveReport },
            // White-label paths render in the layout's bare frame (no header, footer or banners of ours).
            {
              path: '/standard-report-whitelabel/:id?',
              loader: reportLoader('standard-whitelabel'),
              lazy: () => import('./reports/whitelabel-standard-report-page').then((m) => ({ Component: m.WhitelabelStandardReportPage, ErrorBoundary: m.WhitelabelStandardReportError })),
            },
            { path: '/comprehensive-report-whitelabel/:id?', ...whitelabelComprehensiveReport },
            { path: '/comprehensive-report-whitelabel/:syntheticId/:token', ...whitelabelComprehensiveReport },
            contentDocument('/blog'),
            contentDocument('/blog/:slug'),
            contentDocument('/help-center'),
            contentDocument('/help-center/:slug'),
            contentDocument('/guides'),
            // Guides nest up to three levels (/guides/decision-science/:slug, /guides/biases/*…).
            contentDocument('/guides/*'),
            { path: '*', ...homePage },
          ],
        },
      ],
    },
  ];
}
