// The script of a prerendered guide, article or help page (content/**; apps/web/prerender.ts). Those
// pages are static HTML that reads without any script; they load this instead of the app, so a
// reader gets the page for a few kilobytes of JavaScript: it opens the phone menu, runs the search,
// sends "Sign in" to the home page's dialog, shows the cookie banner where it is needed (the app's
// own, loaded only then) and, once analytics are allowed, sends the page view.
import { SIGN_IN_PARAM } from '../features/auth/sign-in-param';
import { attachSearch } from '../features/content/search-runtime';
import { readBrowserConsent, shouldShowBanner } from '../features/consent/consent';
import { browserTimezone, regionFromTimezone } from '../features/consent/region';
import { AUTH_TOKEN_KEY } from '../lib/api';
import { readStorage } from '../lib/storage';
import { MY_REPORTS_LINK } from '../features/layout/navigation';

function attachMenu() {
  const button = document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-nav"]');
  const menu = document.getElementById('mobile-nav');
  if (!button || !menu) return;
  const [close, open] = button.querySelectorAll('svg');
  const label = button.querySelector('.sr-only');
  const set = (expanded: boolean) => {
    menu.hidden = !expanded;
    button.setAttribute('aria-expanded', String(expanded));
    close?.classList.toggle('hidden', !expanded);
    open?.classList.toggle('hidden', expanded);
    if (label) label.textContent = (expanded ? button.dataset.closeLabel : button.dataset.openLabel) ?? '';
  };
  button.addEventListener('click', () => set(menu.hidden !== false));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) set(false);
  });
}

/** A signed-in reader gets a link to their reports; a visitor's "Sign in" opens the dialog on the home page. */
function attachSignIn() {
  const button = document.querySelector<HTMLButtonElement>('[data-sign-in]');
  if (!button) return;
  if (readStorage(AUTH_TOKEN_KEY)) {
    const link = document.createElement('a');
    link.href = MY_REPORTS_LINK.to;
    link.className = button.className;
    link.textContent = MY_REPORTS_LINK.label;
    button.replaceWith(link);
    return;
  }
  button.addEventListener('click', () => window.location.assign(`/?${SIGN_IN_PARAM}`));
}

async function consentAndAnalytics() {
  const stored = readBrowserConsent();
  if (shouldShowBanner(stored, regionFromTimezone(browserTimezone()), window.location.search)) {
    const { showCookieBanner } = await import('./cookie-banner-island');
    showCookieBanner();
    return;
  }
  if (stored.kind === 'saved' && stored.record.preferences.analytics) {
    const { startAnalytics } = await import('./analytics');
    await startAnalytics(stored.record.preferences);
  }
}

attachMenu();
attachSignIn();
for (const search of document.querySelectorAll<HTMLElement>('[data-content-search]')) attachSearch(search);
void consentAndAnalytics();
