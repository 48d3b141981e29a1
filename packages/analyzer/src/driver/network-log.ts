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
  timestamp: number;
  redirectResponse?: CdpResponse;
}

/** CDPSession.on is typed per event from the Protocol types; this narrower view avoids needing them. */
interface CdpEvents {
  on(event: string, listener: (payload: never) => void): void;
}

/** Builds NetworkRecords from CDP Network events; times are ms after the first request. */
export class NetworkLog {
  readonly records: NetworkRecord[] = [];
  private readonly open = new Map<string, NetworkRecord>();
  private origin: number | null = null;

  private ms(timestamp: number): number {
    this.origin ??= timestamp;
    return Math.round((timestamp - this.origin) * 1000);
  }

  async attach(cdp: CDPSession): Promise<void> {
    (cdp as unknown as CdpEvents).on('Network.requestWillBeSent', (event: RequestWillBeSent) => {
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
    });
    (cdp as unknown as CdpEvents).on('Network.loadingFailed', (event: { requestId: string; timestamp: number; errorText: string; blockedReason?: string }) => {
      const record = this.open.get(event.requestId);
      if (!record) return;
      record.failed = event.blockedReason ? `blocked:${event.blockedReason}` : event.errorText;
      record.endTime = this.ms(event.timestamp);
    });
    await cdp.send('Network.enable');
  }
}

function lowerCase(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
}
