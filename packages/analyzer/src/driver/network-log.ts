import type { CDPSession } from 'playwright-core';
import type { NetworkRecord } from '../types';

// The fields of the CDP Network events read here (playwright-core does not export its Protocol types).
interface CdpResponse {
  url: string;
  status: number;
  mimeType: string;
  headers: Record<string, unknown>;
  fromDiskCache?: boolean;
  fromServiceWorker?: boolean;
}
interface RequestWillBeSent {
  requestId: string;
  request: { url: string; method: string };
  type?: string;
  initiator?: { type: string };
  timestamp: number;
  redirectResponse?: CdpResponse;
}

/** CDPSession.on is typed per event from the Protocol types; this narrower view avoids needing them. */
interface CdpEvents {
  on(event: string, listener: (payload: never) => void): void;
}

/**
 * Builds NetworkRecords from CDP Network events; times are ms after the first request. The browser's
 * own requests (the tab's icon, fetched by the browser, not the page, and only sometimes before the
 * page is read) are left out, so that two loads of the same page log the same requests.
 */
export class NetworkLog {
  readonly records: NetworkRecord[] = [];
  /** URLs the browser itself requested for the tab (its icon). */
  private readonly browserOwn = new Set<string>();
  private readonly open = new Map<string, NetworkRecord>();
  private origin: number | null = null;
  /** Requests started and not yet finished or failed, for `quiet()`. */
  private readonly inFlight = new Set<string>();
  private lastActivity = performance.now();

  private activity(requestId: string, done: boolean): void {
    if (done) this.inFlight.delete(requestId);
    else this.inFlight.add(requestId);
    this.lastActivity = performance.now();
  }

  /** Whether a console message about `url` is about the browser's own request (a missing tab icon), not the page's. */
  isBrowserOwn(url: string): boolean {
    if (this.browserOwn.has(url)) return true;
    // The console can report the failure before this log hears of the request.
    try {
      return new URL(url).pathname === '/favicon.ico';
    } catch {
      return false;
    }
  }

  /**
   * Resolves once no request has been in flight for `quietMs` (Playwright's networkidle, measured on
   * this log), or after `capMs` for a page that never goes quiet (polling, a stream).
   */
  async quiet(quietMs: number, capMs: number): Promise<void> {
    const start = performance.now();
    for (;;) {
      const now = performance.now();
      if (this.inFlight.size === 0 && now - this.lastActivity >= quietMs) return;
      if (now - start >= capMs) return;
      const wait = this.inFlight.size === 0 ? quietMs - (now - this.lastActivity) : 50;
      await new Promise((resolve) => setTimeout(resolve, Math.max(10, Math.min(wait, capMs - (now - start)))));
    }
  }

  private ms(timestamp: number): number {
    this.origin ??= timestamp;
    return Math.round((timestamp - this.origin) * 1000);
  }

  async attach(cdp: CDPSession): Promise<void> {
    (cdp as unknown as CdpEvents).on('Network.requestWillBeSent', (event: RequestWillBeSent) => {
      if (event.type === 'Other' && event.initiator?.type === 'other') {
        this.browserOwn.add(event.request.url);
        return;
      }
      const previous = this.open.get(event.requestId);
      // A redirect reuses the request id: close the hop with the redirect response.
      if (previous && event.redirectResponse) {
        previous.status = event.redirectResponse.status;
        previous.mimeType = event.redirectResponse.mimeType;
        previous.responseHeaders = lowerCase(event.redirectResponse.headers);
        previous.endTime = this.ms(event.timestamp);
      }
      const record: NetworkRecord = {
        url: event.request.url,
        method: event.request.method,
        resourceType: event.type ?? 'Other',
        status: null,
        mimeType: null,
        transferSize: null,
        responseHeaders: {},
        startTime: this.ms(event.timestamp),
        endTime: null,
        failed: null,
        fromCache: false,
      };
      this.records.push(record);
      this.open.set(event.requestId, record);
      this.activity(event.requestId, false);
    });
    (cdp as unknown as CdpEvents).on('Network.responseReceived', (event: { requestId: string; response: CdpResponse }) => {
      const record = this.open.get(event.requestId);
      if (!record) return;
      record.status = event.response.status;
      record.mimeType = event.response.mimeType;
      record.responseHeaders = lowerCase(event.response.headers);
      record.fromCache = Boolean(event.response.fromDiskCache || event.response.fromServiceWorker);
    });
    (cdp as unknown as CdpEvents).on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
      const record = this.open.get(event.requestId);
      if (!record) return;
      record.transferSize = event.encodedDataLength;
      record.endTime = this.ms(event.timestamp);
      this.activity(event.requestId, true);
    });
    (cdp as unknown as CdpEvents).on('Network.loadingFailed', (event: { requestId: string; timestamp: number; errorText: string; blockedReason?: string }) => {
      const record = this.open.get(event.requestId);
      if (!record) return;
      record.failed = event.blockedReason ? `blocked:${event.blockedReason}` : event.errorText;
      record.endTime = this.ms(event.timestamp);
      this.activity(event.requestId, true);
    });
    await cdp.send('Network.enable');
  }
}

function lowerCase(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
}
