import http from 'node:http';
import https from 'node:https';
import { createGuardedLookup, type GuardOptions } from '@sightline/shared/net';

export interface FetchedHead {
  status: number;
  location: string | null;
}

/**
 * One GET that resolves as soon as the status line arrives; the body is never read. `connectTo`
 * is where the socket really goes (after SIGHTLINE_HOST_RULES), while Host and TLS SNI keep the
 * name from the URL. The guarded lookup re-checks the address at connect time (DNS rebinding).
 */
export function fetchStatus(url: URL, connectTo: { host: string; port: number }, guard: GuardOptions, signal: AbortSignal): Promise<FetchedHead> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        method: 'GET',
        host: connectTo.host,
        port: connectTo.port,
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, 'user-agent': 'Sightline domain check', accept: 'text/html,*/*' },
        servername: url.hostname,
        lookup: createGuardedLookup(guard),
        signal,
        agent: false,
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null });
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end();
  });
}
