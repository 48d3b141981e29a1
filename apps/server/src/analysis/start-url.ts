import { checkDomain } from '@sightline/shared';
import { BlockedTargetError, mapHost, resolvePublicHost, UnresolvableHostError, type HostRule } from '@sightline/shared/net';
import { DOMAIN_CHECK_MESSAGES } from '../domain-check/messages';
import { fetchStatus } from '../domain-check/fetch-status';

export type StartUrlResult = { ok: true; domain: string; url: string } | { ok: false; message: string };

const ATTEMPT_TIMEOUT_MS = 5_000;

/**
 * The URL the crawl starts from: the shared format rules, the SSRF guard, then the first scheme
 * that answers. The analyzer fetches a bare domain over https, but sites on plain http exist
 * (intranets, local test sites), so the scheme that worked here is handed over explicitly.
 */
export async function resolveReachableStartUrl(input: string, options: { allowPrivate: boolean; hostRules: readonly HostRule[] }): Promise<StartUrlResult> {
  const format = checkDomain(input);
  if (!format.ok) return { ok: false, message: format.message };
  const { domain } = format;
  const guard = { allowPrivate: options.allowPrivate };
  try {
    await resolvePublicHost(mapHost(domain, 443, options.hostRules).host, guard);
  } catch (error) {
    if (error instanceof BlockedTargetError) return { ok: false, message: DOMAIN_CHECK_MESSAGES.privateAddress };
    if (error instanceof UnresolvableHostError) return { ok: false, message: DOMAIN_CHECK_MESSAGES.notFound };
    throw error;
  }
  for (const [scheme, port] of [['https', 443], ['http', 80]] as const) {
    const url = new URL(`${scheme}://${domain}/`);
    try {
      // Any HTTP answer, even an error status or a redirect, means this scheme is served; the
      // crawler's own guard judges every redirect hop.
      await fetchStatus(url, mapHost(domain, port, options.hostRules), guard, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS));
      return { ok: true, domain, url: url.href };
    } catch (error) {
      if (error instanceof BlockedTargetError) return { ok: false, message: DOMAIN_CHECK_MESSAGES.privateAddress };
    }
  }
  return { ok: false, message: DOMAIN_CHECK_MESSAGES.unreachable };
}
