import { checkDomain } from '@sightline/shared';
import { BlockedTargetError, mapHost, resolvePublicHost, UnresolvableHostError, type HostRule } from '@sightline/shared/net';
import { fetchStatus } from './fetch-status';
import { DOMAIN_CHECK_MESSAGES } from './messages';

export const MAX_REDIRECTS = 5;
export const ATTEMPT_TIMEOUT_MS = 5_000;

export interface DomainCheckOptions {
  allowPrivate: boolean;
  hostRules: readonly HostRule[];
  timeoutMs?: number;
}

export interface DomainCheckResult {
  valid: boolean;
  message: string;
}

class TooManyRedirectsError extends Error {}

function defaultPort(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * Follows redirects from `start`, judging every hop with the SSRF guard before connecting. Any
 * final HTTP answer, even 4xx/5xx, means a server is there, which is all this check asks.
 */
async function reach(start: URL, options: DomainCheckOptions, signal: AbortSignal): Promise<void> {
  const guard = { allowPrivate: options.allowPrivate };
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BlockedTargetError(url.hostname, `${url.protocol} scheme`);
    const target = mapHost(url.hostname, defaultPort(url), options.hostRules);
    await resolvePublicHost(target.host, guard);
    const head = await fetchStatus(url, target, guard, signal);
    if (head.status < 300 || head.status >= 400 || head.location === null) return;
    url = new URL(head.location, url);
  }
  throw new TooManyRedirectsError(`more than ${MAX_REDIRECTS} redirects from ${start.href}`);
}

/** Format (shared rules), then DNS through the guard, then an HTTPS request falling back to HTTP. */
export async function checkDomainReachability(input: string, options: DomainCheckOptions): Promise<DomainCheckResult> {
  const format = checkDomain(input);
  if (!format.ok) return { valid: false, message: format.message };
  const { domain } = format;

  const mapped = mapHost(domain, 443, options.hostRules);
  try {
    await resolvePublicHost(mapped.host, { allowPrivate: options.allowPrivate });
  } catch (error) {
    if (error instanceof BlockedTargetError) return { valid: false, message: DOMAIN_CHECK_MESSAGES.privateAddress };
    if (error instanceof UnresolvableHostError) return { valid: false, message: DOMAIN_CHECK_MESSAGES.notFound };
    throw error;
  }

  for (const scheme of ['https', 'http']) {
    try {
      await reach(new URL(`${scheme}://${domain}/`), options, AbortSignal.timeout(options.timeoutMs ?? ATTEMPT_TIMEOUT_MS));
      return { valid: true, message: DOMAIN_CHECK_MESSAGES.valid };
    } catch (error) {
      // A redirect into a private network is refused outright rather than retried over http.
      if (error instanceof BlockedTargetError) return { valid: false, message: DOMAIN_CHECK_MESSAGES.privateAddress };
    }
  }
  return { valid: false, message: DOMAIN_CHECK_MESSAGES.unreachable };
}
