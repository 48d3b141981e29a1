// Google tag loader. The gtag function is defined here, in bundled code, because the server's CSP
// forbids the usual inline snippet; the library itself is added as a script element only after consent.

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const loaded = new Set<string>();

export function loadScriptOnce(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export function installGtag(measurementId: string, consent: Record<string, string>): void {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array, from the data layer.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'default', consent);
  window.gtag('js', new Date());
  // Page views are sent by the router listener, so the automatic one would double count.
  window.gtag('config', measurementId, { send_page_view: false });
  loadScriptOnce(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
}

export function sendPageView(path: string, title: string, location: string): void {
  window.gtag?.('event', 'page_view', { page_path: path, page_title: title, page_location: location });
}

export function updateGtagConsent(update: Record<string, string>): void {
  window.gtag?.('consent', 'update', update);
}
