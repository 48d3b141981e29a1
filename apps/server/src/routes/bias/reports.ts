import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { listVisibleBiasReports, recordShareLinkView } from '@sightline/db';
import { identifyViewer } from '../../analysis/access';
import { loadServerSecret } from '../../analysis/server-secret';
import { requireBiasAccess, type BiasAccess } from '../../bias/access';
import { biasReportDetail } from '../../bias/detail';
import { HttpError } from '../../errors';
import { PDF_TIMEOUT_MS } from '../../plugins/pdf';
import { errorResponses, fileResponse } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { ReportListItem, ReportParams, ReportResponse, TokenQuery } from './schemas';

const PDF_PER_HOUR = 30;

/** A site report's files wait for its analysis; a questions report is ready when it is saved. */
function requireReady(access: BiasAccess): void {
  const { analysis } = access;
  if (analysis === null || (analysis.status === 'completed' && analysis.report !== null)) return;
  throw new HttpError(409, 'NOT_READY', analysis.status === 'failed' ? `This site check failed: ${analysis.error ?? 'unknown error'}` : 'The site check is still running.');
}

/** The file name's stem: what was checked, in letters, digits and dashes. */
function fileStem(access: BiasAccess): string {
  const what = access.analysis ? access.analysis.domain : 'questions';
  return `sightline-bias-${what.replace(/[^a-z0-9.-]+/gi, '-').slice(0, 80)}-${access.row.createdAt.toISOString().slice(0, 10)}`;
}

/** GET /api/bias/reports[/{id}[/report.json|.pdf]]: the owner's list, one report (owner or share link), its exports. */
export const reportRoutes: RoutePlugin = async (app) => {
  const secret = loadServerSecret(app.config);
  const open = (request: FastifyRequest, id: string, query: Static<typeof TokenQuery>) => requireBiasAccess(app, request, id, query.token);

  app.get(
    '/reports',
    {
      schema: {
        summary: 'The bias reports of this browser (owner cookie) or signed-in account, newest first: questions reports and site checks',
        tags: ['bias'],
        response: { 200: Type.Object({ success: Type.Literal(true), reports: Type.Array(ReportListItem) }) },
      },
    },
    async (request) => {
      const rows = await listVisibleBiasReports(app.db, await identifyViewer(app, request));
      return {
        success: true as const,
        reports: rows.map((row) =>
          row.kind === 'questions'
            ? { id: row.id, kind: row.kind, title: row.title, source: row.source, questions: row.questions, findings: row.findings, createdAt: row.createdAt.toISOString() }
            : {
                id: row.id,
                kind: row.kind,
                title: row.title,
                syntheticId: row.analysisId,
                startUrl: row.startUrl,
                status: row.status,
                score: row.score,
                createdAt: row.createdAt.toISOString(),
                finishedAt: row.finishedAt?.toISOString() ?? null,
              },
        ),
      };
    },
  );

  app.get(
    '/reports/:id',
    {
      // A site report carries its analysis's report; JSON.stringify it as the analysis report route
      // does (fast-json-stringify would pick the union's branch by validating megabytes).
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        summary: 'A saved bias report: its owner, or anyone with one of its share links (`token`)',
        description:
          'A questions report holds what was checked and the findings. A site report (a deceptive-design check started with POST /api/bias/sites) holds its analysis’s progress and, once completed, the deceptive-design findings of its report with an asset token for the annotated screenshots.',
        tags: ['bias'],
        params: ReportParams,
        querystring: TokenQuery,
        response: { 200: ReportResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const access = await open(request, request.params.id, request.query);
      if (access.link) await recordShareLinkView(app.db, access.link.id);
      return { success: true as const, report: biasReportDetail(access, secret), owner: access.owner };
    },
  );

  app.get(
    '/reports/:id/report.json',
    {
      schema: {
        summary: 'Download a bias report as JSON (owner or share link)',
        description: 'What GET /api/bias/reports/{id} answers, without the screenshots’ asset token. A site check’s file is there once it has completed (409 NOT_READY before).',
        tags: ['bias'],
        params: ReportParams,
        querystring: TokenQuery,
        response: { 200: fileResponse('application/json', 'The report file'), ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const access = await open(request, request.params.id, request.query);
      requireReady(access);
      const detail = biasReportDetail(access, secret);
      // The screenshots' token is for this page view, not for a file kept and passed on.
      const file = detail.kind === 'site' ? { ...detail, assetToken: undefined } : detail;
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileStem(access)}.json"`)
        .send(JSON.stringify(file, null, 2));
    },
  );

  app.get(
    '/reports/:id/report.pdf',
    {
      // Each PDF is a browser render: no HEAD twin that would print one for nothing, and a ceiling per address.
      exposeHeadRoute: false,
      preHandler: app.rateLimits([{ name: 'bias-report-pdf', max: PDF_PER_HOUR, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'Download a bias report’s page as a PDF (A4; owner or share link)',
        description: `Chromium prints /bias-detection/{id} (or the share link’s page) with the requester’s credentials, once the page marks itself ready. At most ${PDF_PER_HOUR} an hour per address. 409 NOT_READY while a site check runs, 503 when the web app is not built, 504 PDF_TIMEOUT after ${PDF_TIMEOUT_MS / 1000} s.`,
        tags: ['bias'],
        params: ReportParams,
        querystring: TokenQuery,
        response: { 200: fileResponse('application/pdf', 'The printed report (A4)'), ...errorResponses(400, 404, 409, 429, 503, 504) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const access = await open(request, id, request.query);
      requireReady(access);
      const path = access.owner ? `/bias-detection/${id}` : `/bias-detection/${id}/${encodeURIComponent(request.query.token!)}`;
      const file = await app.printPage(request, path, { asVisitor: !access.owner });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileStem(access)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
