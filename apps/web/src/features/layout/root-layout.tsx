import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AnalyticsTracker } from '../analytics/analytics-tracker';
import { AuthProvider } from '../auth/auth-context';
import { ResetPasswordDialog, SignInDialog } from '../auth/sign-in-dialog';
import { CookieBanner } from '../consent/cookie-banner';
import { ExitIntentModal } from '../exit-intent/exit-intent-modal';
import { Toaster } from '../toast/toaster';
import { LAYOUT_STRINGS as S } from './navigation';
import { RouteFallback } from './route-fallback';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * White-label report paths are handed to an agency's clients: they render in a bare frame, without
 * our header, footer, cookie banner or exit-intent modal, so nothing on them names us.
 */
export const isBareFramePath = (pathname: string) => pathname.includes('-whitelabel');

export function RootLayout() {
  const { pathname } = useLocation();
  const bare = isBareFramePath(pathname);
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
          {/* Router navigations run in a transition, which keeps an already-visible boundary on the old
              page; a fresh boundary per path makes the "Loading..." fallback of spec §2 show instead. */}
          <Suspense key={pathname} fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </main>
        {!bare && <SiteFooter />}
      </div>
      {/* Overlays never belong on paper. */}
      <div className="print:hidden">
        <SignInDialog />
        <ResetPasswordDialog />
        {!bare && <ExitIntentModal />}
        {!bare && <CookieBanner />}
        <Toaster />
      </div>
    </AuthProvider>
  );
}
