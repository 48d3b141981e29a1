// Identical pages must give identical results. A page keeps changing after its load event: a web
// font swaps in, a promotion arrives from an API, a carousel rotates, a button pulses, figures count
// up. Each gatherer reads the page at a slightly different moment in every run (more so on a busy
// machine), so without this the same page scored differently from run to run. Before any gatherer
// runs, the page is brought to one defined state and held there:
//   1. the network has been quiet for a moment (late fetches, fonts, lazy images above the fold and
//      the browser's favicon request are in) and the fonts are ready;
//   2. what the page scheduled for later (timers of a second or more: a preloader that hides itself,
//      a popup after three seconds) has happened, once, as for a visitor who stayed a few seconds,
//      and the network is quiet again; intervals of a second or more (carousels, countdowns) never
//      ran: a visitor sees the first slide first;
//   3. the page's own short timers and animation frames have run out (count-ups, fades), then the
//      page's running timers and frame loops are stopped, CSS animations and transitions are jumped
//      to their end (endless ones back to their start, as Playwright's `animations: 'disabled'`
//      does), new ones end as they start, and smooth scrolling is off.
// Lighthouse loads the page in its own context, untouched by any of this: lab metrics measure the
// page as it really behaves.
import type { Frame, Page } from 'playwright-core';
import type { NetworkLog } from './network-log';

/** A timer of at least this delay is the page's "later", not part of loading it. */
const LATER_MS = 1_000;
/** Deferred actions up to this delay happen before measuring (a visitor stays this long); later ones do not. */
const DEFERRED_UP_TO_MS = 10_000;
/** The network counts as settled after this long without a request starting or ending (Playwright's networkidle). */
const NETWORK_QUIET_MS = 500;
/** Longest wait for the network after the load event: a page that polls or streams never goes quiet. */
const NETWORK_SETTLE_CAP_MS = 3_000;
/** Longest wait for what the deferred actions requested. */
const DEFERRED_NETWORK_CAP_MS = 1_500;
/** Longest wait for fonts, and for the page's short timers and frame loops to end. */
const SCRIPT_SETTLE_CAP_MS = 1_000;

const CLOCK_KEY = 'sightline.page-clock';

/** The clock's side that the driver calls, in each frame. */
interface PageClock {
  /** Resolves once fonts are ready, or after `capMs`. */
  fontsReady(capMs: number): Promise<void>;
  /** Runs each deferred action (timer of LATER_MS or more, up to `upToMs`) once; returns how many ran. */
  runDeferred(upToMs: number): number;
  /** Resolves once no short timer or animation frame of the page is pending, or after `capMs`. */
  scriptsQuiet(capMs: number): Promise<void>;
  /** Stops the page's timers and frame loops and ends its animations; from now on timers run as usual. */
  freeze(): void;
  /** When freeze() ran (the page's performance.now()): what moves after it, our measurements moved. */
  settledAt: number | null;
}

/**
 * Page-side expression for when the page was stilled, or Infinity if it never was (a page the
 * clock could not reach): layout shifts after it are our own measurements', not the page's.
 */
export const SETTLED_AT_IN_PAGE = `(globalThis[Symbol.for('${CLOCK_KEY}')]?.settledAt ?? Infinity)`;

/**
 * Installed in every frame before the page's own scripts (as an init script, so it must not refer to
 * anything outside itself). Until `freeze()`, timers of LATER_MS or more are held back and every
 * other timer and animation frame is tracked; afterwards timers are the browser's own again, so the
 * gatherers' timers and what the page does in answer to the keyboard walk run normally.
 */
export function installPageClock({ key, laterMs }: { key: string; laterMs: number }): void {
  const scope = globalThis as unknown as Record<symbol, PageClock | undefined>;
  const symbol = Symbol.for(key);
  if (scope[symbol]) return;
  const nativeSetTimeout = globalThis.setTimeout.bind(globalThis);
  const nativeSetInterval = globalThis.setInterval.bind(globalThis);
  const nativeClearTimeout = globalThis.clearTimeout.bind(globalThis);
  const nativeRaf = globalThis.requestAnimationFrame?.bind(globalThis);
  const nativeCancelRaf = globalThis.cancelAnimationFrame?.bind(globalThis);
  type Callback = (...args: unknown[]) => void;
  interface Held {
    callback: Callback;
    args: unknown[];
    delay: number;
    repeat: boolean;
    order: number;
  }
  // Plain objects rather than Map: a page may replace the built-ins' methods after we start.
  const held: Record<number, Held> = Object.create(null);
  /** Native ids of the page's short timers: true for an interval, false for a one-shot timer. */
  const timers: Record<number, boolean> = Object.create(null);
  const frames: Record<number, true> = Object.create(null);
  // Held timers get ids far above the browser's own, so clearTimeout can tell them apart.
  let nextHeldId = 2 ** 30;
  let order = 0;
  let frozen = false;

  const rethrowLater = (error: unknown) => nativeSetTimeout(() => {
    throw error;
  });
  const schedule = (repeat: boolean) =>
    function (this: unknown, handler: TimerHandler, delay?: number, ...args: unknown[]): number {
      const native = repeat ? nativeSetInterval : nativeSetTimeout;
      if (frozen || typeof handler !== 'function') return native(handler, delay, ...args);
      const ms = Number(delay) || 0;
      if (ms >= laterMs) {
        const id = nextHeldId++;
        held[id] = { callback: handler as Callback, args, delay: ms, repeat, order: order++ };
        return id;
      }
      const id = native(() => {
        if (!repeat) delete timers[id];
        (handler as Callback).apply(globalThis, args);
      }, ms) as unknown as number;
      timers[id] = repeat;
      return id;
    };
  const clear = (id?: number) => {
    if (id === undefined) return;
    delete held[id];
    delete timers[id];
    nativeClearTimeout(id);
  };
  globalThis.setTimeout = schedule(false) as typeof setTimeout;
  globalThis.setInterval = schedule(true) as typeof setInterval;
  globalThis.clearTimeout = clear as typeof clearTimeout;
  globalThis.clearInterval = clear as typeof clearInterval;
  if (nativeRaf && nativeCancelRaf) {
    globalThis.requestAnimationFrame = (callback: FrameRequestCallback) => {
      if (frozen) return nativeRaf(callback);
      const id = nativeRaf((time) => {
        delete frames[id];
        callback(time);
      });
      frames[id] = true;
      return id;
    };
    globalThis.cancelAnimationFrame = (id: number) => {
      delete frames[id];
      nativeCancelRaf(id);
    };
  }

  const still = (animation: Animation) => {
    try {
      if (animation.effect?.getComputedTiming().endTime === Infinity) animation.cancel();
      else animation.finish();
    } catch {
      animation.cancel();
    }
  };
  const stillAnimationsOf = (event: Event) => {
    const target = event.target as Element | null;
    if (target && typeof target.getAnimations === 'function') for (const animation of target.getAnimations()) still(animation);
  };
  const pendingShortWork = () => Object.keys(frames).length > 0 || Object.values(timers).includes(false);

  const clock: PageClock = {
    async fontsReady(capMs) {
      if (!document.fonts) return;
      await Promise.race([document.fonts.ready, new Promise((resolve) => nativeSetTimeout(resolve, capMs))]);
    },
    runDeferred(upToMs) {
      const due = Object.keys(held)
        .map((id) => ({ id: Number(id), timer: held[Number(id)]! }))
        .filter(({ timer }) => !timer.repeat && timer.delay <= upToMs)
        .sort((a, b) => a.timer.delay - b.timer.delay || a.timer.order - b.timer.order);
      for (const { id, timer } of due) {
        // The page may have cleared it in an earlier callback of this loop.
        if (!held[id]) continue;
        delete held[id];
        try {
          timer.callback.apply(globalThis, timer.args);
        } catch (error) {
          // As the browser would: an uncaught exception of the page, not of ours.
          rethrowLater(error);
        }
      }
      return due.length;
    },
    scriptsQuiet(capMs) {
      return new Promise<void>((resolve) => {
        const started = performance.now();
        const check = () => {
          if (!pendingShortWork() || performance.now() - started >= capMs) resolve();
          else nativeSetTimeout(check, 50);
        };
        check();
      });
    },
    settledAt: null,
    freeze() {
      if (frozen) return;
      frozen = true;
      clock.settledAt = performance.now();
      for (const id in timers) nativeClearTimeout(Number(id));
      if (nativeCancelRaf) for (const id in frames) nativeCancelRaf(Number(id));
      for (const id in held) delete held[id];
      for (const id in timers) delete timers[id];
      for (const id in frames) delete frames[id];
      if (typeof document.getAnimations === 'function') for (const animation of document.getAnimations()) still(animation);
      addEventListener('animationstart', stillAnimationsOf, true);
      addEventListener('transitionrun', stillAnimationsOf, true);
      try {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('*, html { scroll-behavior: auto !important; }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      } catch {
        // Only smooth scrolling stays on; the measurements scroll without waiting for it anyway.
      }
    },
  };
  scope[symbol] = clock;
}

/** The argument of `context.addInitScript(installPageClock, …)`. */
export const PAGE_CLOCK_ARG = { key: CLOCK_KEY, laterMs: LATER_MS } as const;

/** Longest wait for one frame's answer: a frame busy in an endless script must not hold the page. */
const FRAME_CALL_CAP_MS = SCRIPT_SETTLE_CAP_MS + 1_000;

/** Calls one clock method in every frame of the page; a frame that went away or does not answer is skipped. */
async function inEveryFrame(page: Page, call: (frame: Frame) => Promise<unknown>): Promise<unknown[]> {
  const results = await Promise.all(
    page.frames().map((frame) => {
      let timer: NodeJS.Timeout | undefined;
      const cap = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), FRAME_CALL_CAP_MS);
      });
      return Promise.race([call(frame).catch(() => null), cap]).finally(() => clearTimeout(timer));
    }),
  );
  return results.filter((result) => result !== null);
}

function clockCall<A>(method: keyof PageClock, arg: A) {
  return (frame: Frame) =>
    frame.evaluate(
      ([key, name, value]) => (globalThis as unknown as Record<symbol, Record<string, (value: unknown) => unknown> | undefined>)[Symbol.for(key)]?.[name]?.(value),
      [CLOCK_KEY, method, arg] as const,
    );
}

/**
 * Runs what a page loaded again (a gatherer's reload) deferred, once, as settlePage does: a popup
 * that waits a few seconds shows without the wait.
 */
export async function runDeferredOnce(page: Page): Promise<void> {
  await inEveryFrame(page, clockCall('runDeferred', DEFERRED_UP_TO_MS));
}

/** Brings a loaded page to the state every gatherer reads (see the top of this file). */
export async function settlePage(page: Page, network: NetworkLog): Promise<void> {
  await network.quiet(NETWORK_QUIET_MS, NETWORK_SETTLE_CAP_MS);
  await inEveryFrame(page, clockCall('fontsReady', SCRIPT_SETTLE_CAP_MS));
  const deferred = await inEveryFrame(page, clockCall('runDeferred', DEFERRED_UP_TO_MS));
  if (deferred.some((count) => Number(count) > 0)) await network.quiet(NETWORK_QUIET_MS, DEFERRED_NETWORK_CAP_MS);
  await inEveryFrame(page, clockCall('scriptsQuiet', SCRIPT_SETTLE_CAP_MS));
  await inEveryFrame(page, clockCall('freeze', null));
  // Two frames, so layout and paint show the stilled state before the first screenshot (capped: a
  // page may have replaced requestAnimationFrame).
  await page.evaluate(() => new Promise((resolve) => {
    setTimeout(resolve, 200);
    requestAnimationFrame(() => requestAnimationFrame(resolve));
  }));
}
