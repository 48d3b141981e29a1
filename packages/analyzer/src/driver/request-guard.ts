import type { BrowserContext, CDPSession } from 'playwright-core';
import { mapHost, resolvePublicHost, type HostRule } from '@sightline/shared/net';

/**
 * Refuses every browser request (documents, redirect hops, subresources) whose host resolves to a
 * private, loopback, link-local or metadata address. Checks are cached per host for the run; the
 * record of refusals lets the loader say why a navigation failed.
 */
export class RequestGuard {
  private readonly verdicts = new Map<string, Promise<string | null>>();
  readonly refused = new Map<string, string>();

  constructor(
    private readonly hostRules: readonly HostRule[],
    private readonly allowPrivate: boolean,
  ) {}

  /** null when the URL may be fetched, else the reason it may not. */
  check(url: string): Promise<string | null> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return Promise.resolve(`Invalid URL ${url}`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return Promise.resolve(null);
    const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
    const target = mapHost(parsed.hostname, port, this.hostRules).host;
    let verdict = this.verdicts.get(target);
    if (!verdict) {
      verdict = resolvePublicHost(target, { allowPrivate: this.allowPrivate }).then(
        () => null,
        (error: Error) => error.message,
      );
      this.verdicts.set(target, verdict);
    }
    return verdict;
  }

  /** Whether requests need checking at all: with --allow-private every address is acceptable. */
  get active(): boolean {
    return !this.allowPrivate;
  }

  /** Every request of the context: the page, its iframes (also out-of-process ones) and workers. */
  async install(context: BrowserContext): Promise<void> {
    if (!this.active) return;
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      const reason = await this.verdict(url);
      if (reason) await route.abort('blockedbyclient').catch(() => undefined);
      else await route.continue().catch(() => undefined);
    });
  }

  /**
   * Redirect hops of the page's own frames. Playwright's route sees only the first request of a
   * redirect chain, so a public page redirecting to a metadata address would pass it; the DevTools
   * Fetch domain pauses every hop. (Redirects inside out-of-process iframes are not covered here.)
   */
  async installOnPage(cdp: CDPSession): Promise<void> {
    if (!this.active) return;
    const events = cdp as unknown as { on(event: 'Fetch.requestPaused', listener: (event: { requestId: string; request: { url: string } }) => void): void };
    events.on('Fetch.requestPaused', (event) => {
      void this.verdict(event.request.url).then((reason) =>
        (reason
          ? cdp.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' })
          : cdp.send('Fetch.continueRequest', { requestId: event.requestId })
        ).catch(() => undefined),
      );
    });
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });
  }

  /** Like check, and records a refusal for the loader's error message. */
  async verdict(url: string): Promise<string | null> {
    const reason = await this.check(url);
    if (reason) this.refused.set(url, reason);
    return reason;
  }
}
