// The home page's first script. Home is prerendered (apps/web/prerender.ts) and reads before any
// script runs; the app (src/main.tsx, about 140 kB gzipped) hydrates it when a visitor first shows
// up — a pointer moving or pressing, a touch, a key, focus, the wheel — or at once when the page
// needs it at once: a query string (sign-in, reset and magic links, white-label views), a stored
// session, remembered reports or startup stage, the cookie banner, analytics already allowed.
//
// Until the app is ready nothing a visitor does is lost: typing goes into the prerendered input,
// which the domain form takes over; a form's submit, a click on a button, radio, checkbox or
// same-origin link, and the pointer leaving through the top (exit intent) are held back, and
// carried out in order once the app has hydrated (APP_READY_EVENT). Should the app's code fail to
// load, a link held back is followed as plain HTML; other actions wait for the next try.
import { REPORT_ACCESS_KEY } from '../features/auth/report-access';
import { readBrowserConsent, shouldShowBanner } from '../features/consent/consent';
import { browserTimezone, regionFromTimezone } from '../features/consent/region';
import { isTopExit } from '../features/exit-intent/exit-intent';
import { STARTUP_STAGE_KEY } from '../features/startup-stage/stage';
import { AUTH_TOKEN_KEY } from '../lib/api';
import { APP_READY_EVENT, SUBMIT_QUEUED_ATTRIBUTE } from '../lib/app-start';
import { readStorage } from '../lib/storage';

const PRESENCE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

type Held = { replay: () => void; fallback?: () => void };
const held: Held[] = [];
let state: 'waiting' | 'starting' | 'ready' = 'waiting';
let exitHeld = false;

function needsAppAtOnce(): boolean {
  if (window.location.search !== '') return true;
  if (readStorage(AUTH_TOKEN_KEY) || readStorage(STARTUP_STAGE_KEY) === 'growth') return true;
  const reports = readStorage(REPORT_ACCESS_KEY);
  if (reports && reports !== '[]') return true;
  const consent = readBrowserConsent();
  if (shouldShowBanner(consent, regionFromTimezone(browserTimezone()), window.location.search)) return true;
  return consent.kind === 'saved' && consent.record.preferences.analytics;
}

function startApp(): void {
  if (state !== 'waiting') return;
  state = 'starting';
  import('../main').catch(() => {
    // No app: a link is followed as plain HTML; the rest waits for the next interaction's try.
    state = 'waiting';
    const links = held.filter((item) => item.fallback);
    held.splice(0, held.length, ...held.filter((item) => !item.fallback));
    links.at(-1)?.fallback!();
  });
}

function onReady(): void {
  state = 'ready';
  for (const type of PRESENCE_EVENTS) document.removeEventListener(type, startApp, true);
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  document.removeEventListener('mouseout', onMouseOut, true);
  // After the commit in which the app's effects ran (the domain form has taken over typed text).
  window.setTimeout(() => {
    for (const action of held.splice(0)) action.replay();
    document.documentElement.dataset.app = 'ready';
  });
}

function hold(event: Event, action: Held): void {
  event.preventDefault();
  event.stopPropagation();
  held.push(action);
  startApp();
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const link = target.closest('a[href]');
  if (link instanceof HTMLAnchorElement) {
    if (!isPlainClick(event) || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    hold(event, { replay: () => link.click(), fallback: () => window.location.assign(link.href) });
    return;
  }
  const label = target.closest('label');
  const control = label?.control ?? target.closest('button, input[type="radio"], input[type="checkbox"], [role="button"]');
  if (!(control instanceof HTMLElement)) return;
  // A submit button submits its form, which onSubmit holds back.
  if ((control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' && control.form) return;
  if (control instanceof HTMLInputElement && !['radio', 'checkbox'].includes(control.type)) return;
  hold(event, { replay: () => control.click() });
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const submitter = event.submitter;
  form.setAttribute(SUBMIT_QUEUED_ATTRIBUTE, '');
  hold(event, { replay: () => form.requestSubmit(submitter && form.contains(submitter) ? submitter : null) });
}

function onMouseOut(event: MouseEvent): void {
  if (!isTopExit(event) || exitHeld) return;
  exitHeld = true;
  const { clientX, clientY } = event;
  held.push({ replay: () => document.dispatchEvent(new MouseEvent('mouseout', { clientX, clientY, relatedTarget: null, bubbles: true })) });
  startApp();
}

window.addEventListener(APP_READY_EVENT, onReady, { once: true });
document.addEventListener('click', onClick, true);
document.addEventListener('submit', onSubmit, true);
document.addEventListener('mouseout', onMouseOut, true);
if (needsAppAtOnce()) startApp();
else for (const type of PRESENCE_EVENTS) document.addEventListener(type, startApp, { capture: true, passive: true });
