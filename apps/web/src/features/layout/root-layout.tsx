import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { APP_READY_EVENT } from '../../lib/app-start';
import { endHydration } from '../../lib/hydration';
import { AnalyticsTracker } from '../analytics/analytics-tracker';
import { AuthProvider, useAuth } from '../auth/auth-context';
import { useConsent } from '../consent/consent-store';
import { ExitIntentModal } from '../exit-intent/exit-intent-modal';
import { Toaster } from '../toast/toaster';
import { LAYOUT_STRINGS as S } from './navigation';
import { RouteFallback } from './route-fallback';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Overlays most visits never open: their code is fetched the first time one is needed, so it is not
// part of every page's first load (a visitor outside the EU, for one, never gets a cookie banner).
const SignInDialog = lazy(() => import('../auth/sign-in-dialog').then((module) => ({ default: module.SignInDialog })));
const ResetPasswordDialog = lazy(() => import('../auth/sign-in-dialog').then((module) => ({ default: module.ResetPasswordDialog })));
const CookieBanner = lazy(() => import('../consent/cookie-banner').then((module) => ({ default: module.CookieBanner })));

/** Renders `children` from the first time `when` holds, and keeps them, so a dialog can close itself. */
function OnceNeeded({ when, children }: { when: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(when);
  if (when && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function Overlays({ bare }: { bare: boolean }) {
  const { signInMode, resetToken } = useAuth();
  const { bannerOpen } = useConsent();
  return (
    // Overlays never belong on paper.
    <div className="print:hidden">
      <OnceNeeded when={signInMode !== null}>
        <SignInDialog />
      </OnceNeeded>
      <OnceNeeded when={resetToken !== null}>
        <ResetPasswordDialog />
      </OnceNeeded>
      {!bare && <ExitIntentModal />}
      {!bare && (
        <OnceNeeded when={bannerOpen}>
          <CookieBanner />
        </OnceNeeded>
      )}
      <Toaster />
    </div>
  );
}

let announcedReady = false;

/**
 * Rendered after the page, inside its boundary: a prerendered page's boundary hydrates after the
 * layout around it, so this effect runs once the whole first page has (src/home-runtime waits for it),
 * and what renders differently while hydrating (lib/hydration.ts) renders as usual from then on.
 */
function AppReady() {
  useEffect(() => {
    if (announcedReady) return;
    announcedReady = true;
    endHydration();
    window.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return null;
}

/** A route change starts at the top; the first page is left where the reader is (a prerendered page may be scrolled before it hydrates). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * White-label report paths are handed to an agency's clients: they render in a bare frame, without
 * our header, footer, cookie banner or exit-intent modal, so nothing on them names us. A card deck's
 * print sheets too: they are the paper, nothing else may sit on it.
 */
export const isBareFramePath = (pathname: string) => pathname.includes('-whitelabel') || pathname.toLowerCase().startsWith('/card-decks/print/');

export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const bare = isBareFramePath(pathname);
  // Another page's code or data is on its way (the spec's screens and routes: a spinner and "Loading..."). A change of the
  // query string alone (the detailed report's page picker) keeps the page on screen.
  const loadingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <AuthProvider>
      <ScrollToTop />
      <AnalyticsTracker />
      <a
        href="#main"
        className="sr-only z-50 print:hidden rounded-md bg-background px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:ring-2 focus:ring-ring"
      >
        {S.skipLink}
      </a>
      <div className="flex min-h-dvh flex-col">
        {!bare && <SiteHeader />}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {/* Loaders fill the cache before a page renders, so it rarely suspends; when it does (its data
              was dropped from the cache meanwhile), the same fallback shows. One boundary per path: a
              page's state does not carry over to the next report. */}
          {loadingPage ? (
            <RouteFallback />
          ) : (
            <Suspense key={pathname} fallback={<RouteFallback />}>
              <Outlet />
              <AppReady />
            </Suspense>
          )}
        </main>
        {!bare && <SiteFooter />}
      </div>
      <Overlays bare={bare} />
    </AuthProvider>
  );
}
