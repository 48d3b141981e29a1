import { createServer } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { findChromePath } from './chrome-path.mjs';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { startEgressProxy, type EgressProxy } from './egress-proxy';
import type { RequestGuard } from './request-guard';

/**
 * Every connection through our egress proxy, which checks each against the run's guard.
 * `<-loopback>` removes Chromium's built-in bypass for localhost and 127.0.0.1, so a page cannot
 * reach the machine's own ports around the proxy. WebRTC sends UDP (STUN, TURN, ICE checks) to
 * any address past every proxy; disable_non_proxied_udp leaves it only what the proxy carries.
 * (--force-webrtc-ip-handling-policy, the other spelling, still let 10 STUN/TURN packets reach a
 * loopback port: measured in test/hostile.)
 */
function egressArgs(proxy: EgressProxy): string[] {
  return [`--proxy-server=${proxy.url}`, '--proxy-bypass-list=<-loopback>', '--webrtc-ip-handling-policy=disable_non_proxied_udp'];
}

/** One browser for a whole run, relaunched when it died (a Chromium crash must not end the run). */
export class BrowserManager {
  private browser: Browser | null = null;
  private launching: Promise<Browser> | null = null;
  private closed = false;
  /** How many times the browser had to be started again after dying. */
  relaunches = 0;
  /** DevTools port of the current browser when started with `debuggingPort` (Lighthouse attaches to it). */
  port: number | null = null;
  private egress: EgressProxy | null = null;

  /**
   * `guard`: the run's address policy; every connection of the browser then goes through an egress
   * proxy that applies it (and the run's host rules). Only a browser that shows our own pages (the
   * PDF export, which blocks everything but its own origin) goes without.
   * `debuggingPort` opens a local DevTools port; only the browser Lighthouse runs in (PAGE_SPEED) needs it.
   */
  constructor(private readonly options: { debuggingPort?: boolean; guard?: RequestGuard } = {}) {}

  /** The policy the browser's connections are held to, which also knows why a connection failed. */
  get guard(): RequestGuard | undefined {
    return this.options.guard;
  }

  async get(): Promise<Browser> {
    if (this.closed) throw new Error('The browser manager is closed');
    if (this.browser?.isConnected()) return this.browser;
    if (!this.launching) {
      const wasRunning = this.browser !== null;
      this.launching = this.launch().then(
        (browser) => {
          this.browser = browser;
          this.launching = null;
          if (wasRunning) this.relaunches += 1;
          return browser;
        },
        (error: unknown) => {
          this.launching = null;
          throw error;
        },
      );
    }
    return this.launching;
  }

  private async launch(): Promise<Browser> {
    const executablePath = findChromePath();
    if (!executablePath) throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROME_PATH');
    if (this.guard && !this.egress) this.egress = await startEgressProxy(this.guard);
    const port = this.options.debuggingPort ? await freePort() : null;
    const args = [...CHROMIUM_ARGS, ...(this.egress ? egressArgs(this.egress) : [])];
    if (port !== null) args.push(`--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1');
    const browser = await chromium.launch({ executablePath, args, timeout: 30_000 });
    this.port = port;
    return browser;
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser ?? (await this.launching?.catch(() => null)) ?? null;
    this.browser = null;
    await browser?.close().catch(() => undefined);
    await this.egress?.close();
  }
}

/** A port the OS just handed out, so two runs on one machine do not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}
