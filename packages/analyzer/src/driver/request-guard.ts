import type { LookupAddress } from 'node:dns';
import { BlockedTargetError, isNonPublicAddress, mapHost, resolvePublicHost, type GuardOptions, type HostRule } from '@sightline/shared/net';

/** Seams for tests only: nothing in the runner, the CLI or the server passes them. */
export interface GuardTestHooks {
  /** DNS resolver in place of the system's (a test counts its calls or changes its answer). */
  lookup?: GuardOptions['lookup'];
  /** Exact "address:port" endpoints judged public, so a fixture on loopback can stand in for a public site. */
  publicEndpoints?: readonly string[];
}

/**
 * The address policy of one run. The egress proxy asks it at every connection the browser opens
 * (pages, frames, workers, WebSockets, redirect hops) where that connection may go, and records
 * here why a connection failed, so the loader can say why a page did not load.
 */
export class RequestGuard {
  private readonly failures = new Map<string, string>();
  private readonly publicEndpoints: ReadonlySet<string>;

  constructor(
    readonly hostRules: readonly HostRule[],
    readonly allowPrivate: boolean,
    private readonly hooks: GuardTestHooks = {},
  ) {
    this.publicEndpoints = new Set(hooks.publicEndpoints ?? []);
  }

  /**
   * The checked addresses and port a connection to hostname:port must use, after the host rules.
   * Resolves every time, so the answer that was checked is the one connected to (no rebinding).
   */
  async resolve(hostname: string, port: number): Promise<{ addresses: LookupAddress[]; port: number }> {
    const target = mapHost(hostname, port, this.hostRules);
    const lookup = this.hooks.lookup;
    const addresses = await resolvePublicHost(target.host, lookup ? { allowPrivate: true, lookup } : { allowPrivate: true });
    if (!this.allowPrivate) {
      const refused = addresses.find(({ address }) => isNonPublicAddress(address) && !this.publicEndpoints.has(`${address}:${target.port}`));
      if (refused) throw new BlockedTargetError(target.host, refused.address);
    }
    return { addresses, port: target.port };
  }

  /** null when the URL may be loaded, else the reason it may not. */
  async check(url: string): Promise<string | null> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return `Invalid URL ${url}`;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `${parsed.protocol} URLs are not analysed`;
    try {
      await this.resolve(parsed.hostname, defaultPort(parsed));
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }

  /** Called by the egress proxy when it could not open a connection for the browser. */
  recordFailure(hostname: string, port: number, reason: string): void {
    const key = `${hostname.toLowerCase()}:${port}`;
    // Re-inserted so the map's order stays "latest last".
    this.failures.delete(key);
    this.failures.set(key, reason);
  }

  /** Why the last connection for this URL's host and port failed, if the proxy refused or could not open it. */
  failureFor(url: string): string | undefined {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    return parsed ? this.failures.get(`${parsed.hostname.replace(/^\[|\]$/g, '')}:${defaultPort(parsed)}`) : undefined;
  }
}

function defaultPort(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80));
}
