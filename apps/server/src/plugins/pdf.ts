import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PdfRenderer, PdfTimeoutError, PdfUnavailableError, type PaperFormat } from '../analysis/pdf';
import { readOwnerKey } from '../analysis/owner-key';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A page of the web app printed to PDF (A4 unless `format` says Letter) by the server's Chromium,
     * opened with the request's own credentials (owner cookie, bearer token) unless `asVisitor`, once
     * the page marks itself ready (`data-report-ready`). HttpError 503 when it cannot print, 504 when it took too long.
     */
    printPage(request: FastifyRequest, path: string, options?: { asVisitor?: boolean; format?: PaperFormat }): Promise<Buffer>;
  }
}

const PDF_CONCURRENCY = 2;
export const PDF_TIMEOUT_MS = 60_000;

/** Where this server listens, reached from itself: no DNS, no proxy, no PUBLIC_URL. */
function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (address === null || typeof address === 'string') return null;
  // A wildcard listener is reached on loopback: nothing leaves the machine.
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
  if (address.address === '::') return `http://[::1]:${address.port}`;
  return address.family === 'IPv6' ? `http://[${address.address}]:${address.port}` : `http://${address.address}:${address.port}`;
}

/** One lazily started Chromium for every PDF the server prints (reports, survey results). */
export const pdfPlugin = fp<{ webDistDir: string; timeoutMs?: number }>(async (app, options) => {
  const timeoutMs = options.timeoutMs ?? PDF_TIMEOUT_MS;
  const renderer = new PdfRenderer({ timeoutMs, concurrency: PDF_CONCURRENCY });
  app.addHook('onClose', async () => renderer.close());
  const webBuilt = existsSync(join(options.webDistDir, 'index.html'));

  app.decorate('printPage', async (request: FastifyRequest, path: string, { asVisitor = false, format = 'A4' }: { asVisitor?: boolean; format?: PaperFormat } = {}) => {
    if (!webBuilt) throw new HttpError(503, 'WEB_NOT_BUILT', 'PDF export prints a page of the web app, which has not been built: run npm run build.');
    const origin = ownOrigin(app);
    if (origin === null) throw new HttpError(503, 'PDF_UNAVAILABLE', 'PDF export needs the server to listen on a TCP port.');
    const authorization = !asVisitor && /^Bearer\s+\S+$/i.test(request.headers.authorization ?? '') ? request.headers.authorization! : null;
    try {
      return await renderer.render({ origin, path, ownerKey: asVisitor ? null : readOwnerKey(request), authorization, format });
    } catch (error) {
      if (error instanceof PdfTimeoutError) throw new HttpError(504, 'PDF_TIMEOUT', `The PDF was not ready within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`);
      if (error instanceof PdfUnavailableError) {
        request.log.error({ err: error }, 'PDF export unavailable');
        throw new HttpError(503, 'PDF_UNAVAILABLE', 'PDF export is not available on this server right now (no browser could be started).');
      }
      throw error;
    }
  });
});
