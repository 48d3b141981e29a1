import http from 'node:http';
import https from 'node:https';
import { deadline } from './deadline';
import { createGuardedLookup, mapHost, resolvePublicHost, type HostRule } from '@sightline/shared/net';

export interface FetchResult {
  url: string;
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** Location of the first redirect when redirects are not followed. */
  location: string | null;
  error: string | null;
}

export interface FetchOptions {
  allowPrivate: boolean;
  hostRules: readonly HostRule[];
  followRedirects?: boolean;
  maxBytes?: number;
  /** Longest silence on the socket before giving up, ms. */
  timeoutMs?: number;
  /** Longest the whole fetch (every redirect hop, the full body) may take, ms. */
  totalTimeoutMs?: number;
  /** Ends the fetch at once; the result then carries an error. */
  signal?: AbortSignal;
}

/**
 * An idle timeout alone never ends a server that trickles one byte every few seconds, so every
 * fetch also has a total deadline.
 */
const DEFAULT_TOTAL_TIMEOUT_MS = 10_000;

const USER_AGENT = 'Mozilla/5.0 (compatible; Sightline/0.1; +https://github.com/sightline)';

/**
 * A small GET for robots.txt, sitemaps and probes, outside the browser. The address guard runs in
 * the socket's DNS lookup (so a rebinding answer cannot slip past) and again on every redirect hop;
 * SIGHTLINE_HOST_RULES mappings are applied the way Chromium applies them.
 */
export async function fetchText(url: string, options: FetchOptions): Promise<FetchResult> {
  const limit = deadline(options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS, options.signal);
  try {
    let current = url;
    for (let hop = 0; hop <= 5; hop += 1) {
      const result = await fetchOnce(current, options, limit.signal);
      const redirected = result.status !== null && result.status >= 300 && result.status < 400 && result.location;
      if (!redirected || options.followRedirects === false) return result;
      current = new URL(result.location!, current).toString();
    }
    return { url: current, status: null, headers: {}, body: '', location: null, error: 'Too many redirects' };
  } finally {
    limit.clear();
  }
}

async function fetchOnce(url: string, options: FetchOptions, signal: AbortSignal): Promise<FetchResult> {
  const refusal = signal.aborted ? stopped(signal) : await guardError(url, options);
  if (refusal) return { url, status: null, headers: {}, body: '', location: null, error: refusal };
  return new Promise((resolve) => {
    const done = (partial: Partial<FetchResult>) => {
      signal.removeEventListener('abort', abort);
      resolve({ url, status: null, headers: {}, body: '', location: null, error: null, ...partial });
    };
    // Settled before the socket is torn down, so a body cut short is never taken for a whole one.
    const abort = () => {
      done({ error: stopped(signal) });
      request.destroy();
    };
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      done({ error: `Invalid URL ${url}` });
      return;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      done({ error: `Unsupported scheme ${parsed.protocol}` });
      return;
    }
    const secure = parsed.protocol === 'https:';
    const target = mapHost(parsed.hostname, Number(parsed.port || (secure ? 443 : 80)), options.hostRules);
    const request = (secure ? https : http).request(
      {
        host: target.host,
        port: target.port,
        path: `${parsed.pathname}${parsed.search}`,
        method: 'GET',
        headers: { host: parsed.host, 'user-agent': USER_AGENT, accept: '*/*' },
        servername: secure ? parsed.hostname : undefined,
        lookup: createGuardedLookup({ allowPrivate: options.allowPrivate }) as never,
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const limit = options.maxBytes ?? 5_000_000;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= limit) chunks.push(chunk);
          else response.destroy();
        });
        const finish = () =>
          done({
            status: response.statusCode ?? null,
            headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')])),
            body: Buffer.concat(chunks).toString('utf8'),
            location: typeof response.headers.location === 'string' ? response.headers.location : null,
          });
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    request.on('timeout', () => request.destroy(new Error('Timed out')));
    request.on('error', (error) => done({ error: error.message }));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    request.end();
  });
}

function stopped(signal: AbortSignal): string {
  return signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError' ? 'Timed out' : 'Cancelled';
}

/** Node skips `lookup` for literal IP hosts (and host rules usually map to one), so check up front too. */
async function guardError(url: string, options: FetchOptions): Promise<string | null> {
  try {
    const parsed = new URL(url);
    const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
    await resolvePublicHost(mapHost(parsed.hostname, port, options.hostRules).host, { allowPrivate: options.allowPrivate });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
