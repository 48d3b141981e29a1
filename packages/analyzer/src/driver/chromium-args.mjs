// Plain ESM (no TypeScript) because playwright.config.ts and the smoke tests launch Chromium with
// the same flags as the analyzer, and the config is loaded before any TypeScript loader.

/**
 * The browser UI that headless Chromium (since "new headless" is the whole browser) builds for every
 * window, and so for every browser context: the address bar's WebUI popups. Each new context loaded
 * chrome://omnibox-popup.top-chrome (a Lit app of ~30 modules) in a renderer of its own, which cost
 * 0.65 CPU seconds per context, after the page's load event, on this machine: the price of one tiny
 * page's whole analysis twice over. Nobody sees that popup in a headless browser.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Chromium reads only the last --disable-features and --enable-features on its command line, and
 * Playwright passes its own first (playwright-core's chromiumSwitches.ts): ours must repeat them or
 * they are lost (PaintHolding, HttpsUpgrades and the rest). test/smoke/chromium-args.test.ts checks
 * that the running browser's last list holds every feature of the earlier ones.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const PLAYWRIGHT_ENABLED_FEATURES = ['CDPScreenshotNewSurface', 'SkipListAccountsWithoutGaiaCookies'];

/** Without the networking flags Chromium keeps opening connections of its own (updates, sync, QUIC probes) that a closed network refuses, and they compete with the page for 2 cores. */
const QUIET = ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function features(enabled) {
  return [`--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`, `--enable-features=${[...PLAYWRIGHT_ENABLED_FEATURES, ...enabled].join(',')}`];
}

/** Any Chromium that Playwright launches here: the tests' own browsers and the e2e suite's. */
export const BROWSER_ARGS = [...QUIET, ...features([])];

/**
 * The analyzer's browser, which loads a fresh context for every page of a run: fewer processes for
 * the same work, GPU (software only here) and network service inside the browser process, and no
 * spare renderer kept warm. Each Chromium process maps ~50-100 MB of shared pages, so on a 200-page
 * scan this takes ~230 MB off the tree's summed RSS.
 */
export const CHROMIUM_ARGS = [...QUIET, '--in-process-gpu', '--renderer-process-limit=2', ...features(['NetworkServiceInProcess2'])];
