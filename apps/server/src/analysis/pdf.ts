import { BrowserManager } from '@sightline/analyzer';
import { OWNER_COOKIE } from './owner-key';

/** What the web app sets on the report's root once its data and images have loaded. */
export const REPORT_READY_SELECTOR = '[data-report-ready="true"]';

/** The sheets the server prints on, by their true sizes (Chromium's named formats are rounded to hundredths of an inch). */
const PAPER_SIZES = { A4: { width: '210mm', height: '297mm' }, Letter: { width: '8.5in', height: '11in' } } as const;
export type PaperFormat = keyof typeof PAPER_SIZES;

export class PdfTimeoutError extends Error {}
export class PdfUnavailableError extends Error {}

export interface PdfJob {
  /** The server's own listening address, e.g. http://127.0.0.1:3000: no DNS, no proxy, no PUBLIC_URL. */
  origin: string;
  /** The report page, e.g. /comprehensive-report/<id> or /standard-report/<id>/<token>. */
  path: string;
  /** The requester's owner cookie value, so the page opens what the requester may open. */
  ownerKey: string | null;
  /** The requester's `Authorization: Bearer …`, sent with every request of the page. */
  authorization: string | null;
  /** The sheet; A4 unless said otherwise. */
  format?: PaperFormat;
}

/**
 * Prints report pages with one lazily started Chromium shared by all requests, at most
 * `concurrency` at once (each page is a full render on a 2-core machine); the rest wait in line.
 * `timeoutMs` counts from the request, waiting included.
 */
export class PdfRenderer {
  private readonly browsers = new BrowserManager();
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: { timeoutMs: number; concurrency: number }) {}

  async render(job: PdfJob): Promise<Buffer> {
    const deadline = Date.now() + this.options.timeoutMs;
    await this.acquire(deadline);
    try {
      return await this.print(job, deadline);
    } finally {
      this.release();
    }
  }

  async close(): Promise<void> {
    await this.browsers.close();
  }

  private acquire(deadline: number): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        this.active += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(take), 1);
        reject(new PdfTimeoutError());
      }, deadline - Date.now());
      this.waiting.push(take);
    });
  }

  private release() {
    this.active -= 1;
    this.waiting.shift()?.();
  }

  private async print(job: PdfJob, deadline: number): Promise<Buffer> {
    const browser = await this.browsers.get().catch((error: unknown) => {
      throw new PdfUnavailableError(`PDF export needs Chromium on the server: ${(error as Error).message}`);
    });
    const remaining = () => Math.max(1, deadline - Date.now());
    const context = await browser.newContext({ extraHTTPHeaders: job.authorization ? { authorization: job.authorization } : {} });
    try {
      if (job.ownerKey !== null) {
        await context.addCookies([{ name: OWNER_COOKIE, value: job.ownerKey, domain: new URL(job.origin).hostname, path: '/api', httpOnly: true, sameSite: 'Lax' }]);
      }
      // The page is our own app, but it shows content taken from analysed sites: nothing outside
      // our origin is fetched from the server's network (and credentials go nowhere else).
      await context.route('**/*', (route) => (new URL(route.request().url()).origin === job.origin ? route.continue() : route.abort('blockedbyclient')));
      const page = await context.newPage();
      await page.emulateMedia({ media: 'print' });
      await page.goto(`${job.origin}${job.path}`, { waitUntil: 'domcontentloaded', timeout: remaining() });
      await page.waitForSelector(REPORT_READY_SELECTOR, { state: 'attached', timeout: remaining() });
      return await page.pdf({ ...PAPER_SIZES[job.format ?? 'A4'], printBackground: true });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new PdfTimeoutError();
      throw error;
    } finally {
      await context.close().catch(() => undefined);
    }
  }
}
