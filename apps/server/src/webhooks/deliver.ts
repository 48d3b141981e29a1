import http from 'node:http';
import https from 'node:https';
import { createGuardedLookup, resolvePublicHost, type GuardOptions } from '@sightline/shared/net';

export interface DeliveryResult {
  /** The receiver's HTTP status; null when none answered (refused, timed out, blocked). */
  status: number | null;
  error: string | null;
}

const TIMEOUT_MS = 10_000;

/**
 * One POST of a signed event. The target is held to the same address guard as the crawler: its
 * host is checked (an IP literal included, which Node connects to without a lookup) and the
 * connection itself resolves through the guarded lookup, so a DNS answer that changes in between
 * cannot reach a private address. Redirects are not followed.
 */
export async function postWebhook(url: string, body: string, headers: Record<string, string>, guard: GuardOptions): Promise<DeliveryResult> {
  const target = new URL(url);
  try {
    await resolvePublicHost(target.hostname, guard);
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Sightline-Webhooks/1' },
        lookup: createGuardedLookup(guard),
        agent: false,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body is not read beyond what arrives; only its status counts.
        response.resume();
        response.on('end', () => resolve({ status, error: status >= 200 && status < 300 ? null : `The endpoint answered ${status}` }));
        response.on('error', () => resolve({ status, error: `The endpoint answered ${status}` }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: null, error: error.name === 'AbortError' || error.name === 'TimeoutError' ? `No answer within ${TIMEOUT_MS / 1000} s` : error.message }));
    request.end(body);
  });
}
