import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { toCsv } from '@sightline/analyzer';
import type { Report } from '@sightline/shared/report';
import { findPreviousCompletedAnalysis, findUserBranding, recordShareLinkView, type Analysis } from '@sightline/db';
import { requireAccess, type Access } from '../../analysis/access';
import { createAssetToken } from '../../analysis/asset-token';
import { diffAnalyses, type Changes } from '../../analysis/changes';
import { linkEntitlements, ownerEntitlements, requireEntitlement, type Entitlements } from '../../analysis/entitlements';
import { isWhitelabel, linkOpens, reportForView, showsChanges, VIEW_PATHS, type ReportView } from '../../analysis/report-views';
import { loadServerSecret } from '../../analysis/server-secret';
import { summarizeAnalysis } from '../../analysis/summary';
import { HttpError } from '../../errors';
import { PDF_TIMEOUT_MS } from '../../plugins/pdf';
import { ReportQuery, ReportResponse, SyntheticId } from '../../schemas/analyses';
import { errorResponses, fileResponse } from '../../schemas/common';

const PDF_PER_HOUR = 30;

const Params = Type.Object({ syntheticId: SyntheticId });

/** A download: documented by its media type, sent as it is (a string or bytes, never serialised). */
interface OpenedReport {
  access: Access;
  view: ReportView;
  entitlements: Entitlements;
  /** The report as this view shows it (the standard view is a summary). */
  report: Report;
}

/** Where this server itself listens, for Chromium to load our own pages from; null before listen(). */
async function changesSincePrevious(app: FastifyInstance, analysis: Analysis, report: Report): Promise<Changes | null> {
  const previous = await findPreviousCompletedAnalysis(app.db, analysis);
  if (previous?.report == null || previous.finishedAt === null) return null;
  return diffAnalyses(
    { scores: analysis.scores ?? {}, report },
    { id: previous.id, finishedAt: previous.finishedAt, scores: previous.scores ?? {}, report: previous.report },
  );
}

/** GET /api/analyses/{id}/report[.json|.csv|.pdf]?view=&token= */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = loadServerSecret(app.config);

  /**
   * Access (owner or share token, else 404), then the view: a link opens its own view and the
   * standard one (403 otherwise); an owner needs the view's entitlement (402). Then readiness.
   */
  async function openReport(request: FastifyRequest, id: string, query: Static<typeof ReportQuery>): Promise<OpenedReport> {
    const view = query.view ?? 'standard';
    const access = await requireAccess(app, request, id, query.token);
    let entitlements: Entitlements;
    if (access.owner) {
      entitlements = await ownerEntitlements(app, access.analysis, access.viewer);
      requireEntitlement(entitlements, view);
    } else {
      if (!linkOpens(access.link.view, view)) {
        const shared = access.link.view === 'standard' ? 'the standard report only' : `the ${access.link.view} report (and the standard one)`;
        throw new HttpError(403, 'VIEW_NOT_SHARED', `This link shares ${shared}, not the ${view} report.`);
      }
      entitlements = linkEntitlements(access.link.view);
    }
    const { analysis } = access;
    if (analysis.status !== 'completed' || analysis.report === null) {
      throw new HttpError(409, 'NOT_READY', analysis.status === 'failed' ? `This analysis failed: ${analysis.error ?? 'unknown error'}` : 'The analysis is still running.');
    }
    return { access, view, entitlements, report: reportForView(analysis.report, view) };
  }

  // A white-label file carries no Sightline name, in its file name either.
  const attachment = (analysis: Analysis, view: ReportView, extension: string) =>
    `attachment; filename="${isWhitelabel(view) ? '' : 'sightline-'}${analysis.domain}-${view}.${extension}"`;

  app.get(
    '/:syntheticId/report',
    {
      // A report runs to megabytes (thousands of findings), and fast-json-stringify walking its
      // schema took 6 to 8 times as long as JSON.stringify on one (0.5–1 s for 3 MB, blocking the
      // event loop). It would only drop properties the schema does not declare, and the analyzer's
      // smoke tests hold real reports to having none (packages/analyzer/test/helpers/report-contract.ts).
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        summary: 'The report of a finished analysis, as one view shows it',
        description:
          'Owner (cookie or account) or a share token. A link opens its own view and standard (403 VIEW_NOT_SHARED otherwise). With billing on, comprehensive and detailed need that entitlement and both whitelabel views need whitelabel (402 ENTITLEMENT_REQUIRED). The standard view\'s report keeps only failed findings, each with at most 3 elements, and the lab metrics (Lighthouse\'s five) whatever their outcome.',
        tags: ['analyses'],
        params: Params,
        querystring: ReportQuery,
        response: { 200: ReportResponse, ...errorResponses(400, 402, 403, 404, 409) },
      },
    },
    async (request) => {
      const { access, view, entitlements, report } = await openReport(request, request.params.syntheticId, request.query);
      const { analysis } = access;
      if (access.link) await recordShareLinkView(app.db, access.link.id);
      const branding = isWhitelabel(view) && analysis.userId !== null ? await findUserBranding(app.db, analysis.userId) : null;
      const changes = showsChanges(view) ? await changesSincePrevious(app, analysis, report) : null;
      const assetToken = createAssetToken(secret, analysis.id);
      return { success: true as const, analysis: summarizeAnalysis(analysis), owner: access.owner, view, report, entitlements, branding, changes, assetToken };
    },
  );

  app.get(
    '/:syntheticId/report.json',
    {
      schema: {
        summary: "Download a view's report as JSON",
        tags: ['analyses'],
        params: Params,
        querystring: ReportQuery,
        response: { 200: fileResponse('application/json', 'The report file'), ...errorResponses(400, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { access, view, report } = await openReport(request, request.params.syntheticId, request.query);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', attachment(access.analysis, view, 'json'))
        .send(JSON.stringify(report, null, 2));
    },
  );

  app.get(
    '/:syntheticId/report.csv',
    {
      schema: {
        summary: "Download a view's findings as CSV (one row per finding)",
        tags: ['analyses'],
        params: Params,
        querystring: ReportQuery,
        response: { 200: fileResponse('text/csv', 'The findings, one row each'), ...errorResponses(400, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { access, view, report } = await openReport(request, request.params.syntheticId, request.query);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(access.analysis, view, 'csv')).send(toCsv(report));
    },
  );

  app.get(
    '/:syntheticId/report.pdf',
    {
      // Each PDF is a browser render: no HEAD twin that would print one for nothing, and a ceiling per address.
      exposeHeadRoute: false,
      preHandler: app.rateLimits([{ name: 'report-pdf', max: PDF_PER_HOUR, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: "Download a view's report page as a PDF (A4)",
        description: `Chromium prints the web page of the view with the requester's credentials, once the page marks itself ready. At most ${PDF_PER_HOUR} an hour per address. 503 when the web app is not built, 504 PDF_TIMEOUT after ${PDF_TIMEOUT_MS / 1000} s.`,
        tags: ['analyses'],
        params: Params,
        querystring: ReportQuery,
        response: { 200: fileResponse('application/pdf', 'The printed report (A4)'), ...errorResponses(400, 402, 403, 404, 409, 429, 503, 504) },
      },
    },
    async (request, reply) => {
      const { syntheticId } = request.params;
      const { access, view } = await openReport(request, syntheticId, request.query);
      const path = access.owner ? `/${VIEW_PATHS[view]}/${syntheticId}` : `/${VIEW_PATHS[view]}/${syntheticId}/${encodeURIComponent(request.query.token!)}`;
      const file = await app.printPage(request, path, { asVisitor: !access.owner });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(access.analysis, view, 'pdf'))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
