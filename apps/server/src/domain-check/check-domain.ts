import { checkDomain, typedPath } from '@sightline/shared';
import { BlockedTargetError, mapHost, resolvePublicHost, UnresolvableHostError, type HostRule } from '@sightline/shared/net';
import { fetchStatus } from './fetch-status';
import { DOMAIN_CHECK_MESSAGES } from './messages';

// The one reachability check: the domain check endpoint answers with it, and starting an analysis
// takes its start URL from it, so a domain the form accepts is a domain an analysis starts on.

export const MAX_REDIRECTS = 5;
export const ATTEMPT_TIMEOUT_MS = 5_000;

export interface ReachabilityOptions {
  allowPrivate: boolean;
  hostRules: readonly HostRule[];
  timeoutMs?: number;
}

/** `url` is where the crawl starts: the typed path (the root when none was typed) on the first scheme that answered. */
export type Reachability = { ok: true; domain: string; url: string } | { ok: false; message: string };

export interface DomainCheckResult {
  valid: boolean;
  message: string;
  /** Where an analysis would start, when the domain is valid. */
  url?: string;
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
async function reach(start: URL, options: ReachabilityOptions, signal: AbortSignal): Promise<void> {
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

/**
 * Format (shared rules), then DNS through the guard, then the site over HTTPS, falling back to
 * HTTP: sites on plain http exist (intranets, local test sites), so the scheme that worked is
 * handed to the crawler explicitly.
 */
export async function resolveReachableStartUrl(input: string, options: ReachabilityOptions): Promise<Reachability> {
  const format = checkDomain(input);
  if (!format.ok) return { ok: false, message: format.message };
  const { domain } = format;

  const mapped = mapHost(domain, 443, options.hostRules);
  try {
    await resolvePublicHost(mapped.host, { allowPrivate: options.allowPrivate });
  } catch (error) {
    if (error instanceof BlockedTargetError) return { ok: false, message: DOMAIN_CHECK_MESSAGES.privateAddress };
    if (error instanceof UnresolvableHostError) return { ok: false, message: DOMAIN_CHECK_MESSAGES.notFound };
    throw error;
  }

  // A path the visitor typed is kept: that is the page they asked about. Written after the domain,
  // it can only ever be a path of this host (even "//other.host" or "\\other.host").
  const path = typedPath(input);
  for (const scheme of ['https', 'http']) {
    const url = new URL(`${scheme}://${domain}${path}`);
    try {
      await reach(url, options, AbortSignal.timeout(options.timeoutMs ?? ATTEMPT_TIMEOUT_MS));
      return { ok: true, domain, url: url.href };
    } catch (error) {
      // A redirect into a private network is refused outright rather than retried over http.
      if (error instanceof BlockedTargetError) return { ok: false, message: DOMAIN_CHECK_MESSAGES.privateAddress };
    }
  }
  return { ok: false, message: DOMAIN_CHECK_MESSAGES.unreachable };
}

/** The answer of POST /api/domain-validation/validate. */
export async function checkDomainReachability(input: string, options: ReachabilityOptions): Promise<DomainCheckResult> {
  const result = await resolveReachableStartUrl(input, options);
  return result.ok ? { valid: true, message: DOMAIN_CHECK_MESSAGES.valid, url: result.url } : { valid: false, message: result.message };
}
