import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { createShareLink, listShareLinks, listVisibleAnalyses, revokeShareLink, setAnalysisNotifyEmail } from '@sightline/db';
import { identifyViewer, requireAccess, requireOwner } from '../../analysis/access';
import { ownerEntitlements, requireEntitlement } from '../../analysis/entitlements';
import { startAnalysis } from '../../analysis/start-analysis';
import { verifyAssetToken } from '../../analysis/asset-token';
import { analysisDir, SCREENSHOT_PATH } from '../../analysis/screenshots';
import { loadServerSecret } from '../../analysis/server-secret';
import { createShareToken, SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS, shareLinkUrl } from '../../analysis/share-token';
import { bodylessPost } from '../../auth/cross-site';
import { summarizeAnalysis, summarizeShareLink } from '../../analysis/summary';
import { HttpError } from '../../errors';
import { AnalysisStatusSchema, AnalysisSummary, ScoresSchema, ShareLinkSchema, SyntheticId } from '../../schemas/analyses';
import { Email, errorResponses } from '../../schemas/common';
import { benchmarkRoutes } from './benchmark';
import { createAnalysisEventStreams } from './events';
import { reportRoutes } from './reports';

const Params = Type.Object({ syntheticId: SyntheticId });
// Any string is accepted as a token: a malformed one is simply a link that is not valid (404).
const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The token of a share link' })) });
const ScreenshotQuery = Type.Object({
  token: TokenQuery.properties.token,
  asset: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "The report response's assetToken" })),
});

export const analysesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = loadServerSecret(app.config);
  const eventStreams = createAnalysisEventStreams(app, { perIp: app.config.eventStreamsPerIp, perSubject: app.config.eventStreamsPerAnalysis });
  app.addHook('onClose', async () => eventStreams.closeAll());
  await app.register(reportRoutes);
  await app.register(benchmarkRoutes);

  app.get(
    '/',
    {
      schema: {
        summary: "The analyses this browser (owner cookie) or signed-in account started, newest first",
        tags: ['analyses'],
        querystring: Type.Object({ domain: Type.Optional(Type.String({ maxLength: 253 })) }),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            analyses: Type.Array(
              Type.Object({ syntheticId: Type.String(), domain: Type.String(), status: AnalysisStatusSchema, scores: Type.Union([ScoresSchema, Type.Null()]), createdAt: Type.String(), finishedAt: Type.Union([Type.String(), Type.Null()]) }),
            ),
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const viewer = await identifyViewer(app, request);
      const rows = await listVisibleAnalyses(app.db, { ...viewer, domain: request.query.domain?.toLowerCase() });
      return {
        success: true as const,
        analyses: rows.map((row) => ({ syntheticId: row.id, domain: row.domain, status: row.status, scores: row.scores, createdAt: row.createdAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null })),
      };
    },
  );

  app.get(
    '/:syntheticId',
    {
      schema: {
        summary: 'Status, progress and scores of an analysis',
        tags: ['analyses'],
        params: Params,
        querystring: TokenQuery,
        response: { 200: Type.Object({ success: Type.Literal(true), analysis: AnalysisSummary, owner: Type.Boolean() }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const access = await requireAccess(app, request, request.params.syntheticId, request.query.token);
      return { success: true as const, analysis: summarizeAnalysis(access.analysis), owner: access.owner };
    },
  );

  app.get(
    '/:syntheticId/events',
    {
      schema: {
        summary: 'Server-Sent Events: `progress` while the analysis runs, then `done`',
        tags: ['analyses'],
        params: Params,
        querystring: TokenQuery,
        response: errorResponses(400, 404, 429),
      },
    },
    async (request, reply) => {
      await requireAccess(app, request, request.params.syntheticId, request.query.token);
      eventStreams.open(request, reply, request.params.syntheticId);
    },
  );

  app.get(
    '/:syntheticId/screenshots/*',
    {
      schema: {
        summary: 'A screenshot of the analysis (only for those who may see the report)',
        tags: ['analyses'],
        // The wildcard is checked in the handler: TypeBox cannot compile a property named "*".
        params: Params,
        querystring: ScreenshotQuery,
      },
    },
    async (request, reply) => {
      const path = (request.params as { '*'?: string })['*'] ?? '';
      if (!SCREENSHOT_PATH.test(path)) throw new HttpError(400, 'VALIDATION_ERROR', 'Invalid screenshot path: use the path given in the report');
      const { syntheticId } = request.params;
      const { asset, token } = request.query;
      // A valid asset token is enough on its own; otherwise the usual owner or share-link check.
      if (!(asset !== undefined && verifyAssetToken(secret, syntheticId, asset))) await requireAccess(app, request, syntheticId, token);
      // The pattern allows no `..` segment, so the file is always inside the analysis directory.
      const file = join(analysisDir(app.config.dataDir, syntheticId), path);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new HttpError(404, 'NOT_FOUND', 'No such screenshot.');
      return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=3600').header('content-length', String(info.size)).send(createReadStream(file));
    },
  );

  app.post(
    '/:syntheticId/notify',
    {
      preHandler: app.rateLimits([{ name: 'analysis-notify', max: 10, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'Email a link to the report when the analysis is done (owner only)',
        tags: ['analyses'],
        params: Params,
        body: Type.Object({ email: Email }, { additionalProperties: false }),
        response: { 200: Type.Object({ success: Type.Literal(true), message: Type.String() }), ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const { analysis } = await requireOwner(app, request, request.params.syntheticId);
      if (analysis.status === 'completed' || analysis.status === 'failed') {
        throw new HttpError(409, 'ALREADY_FINISHED', 'This analysis has already finished: open the report now.');
      }
      await setAnalysisNotifyEmail(app.db, analysis.id, request.body.email.toLowerCase());
      return { success: true as const, message: `We will email ${request.body.email} when the report is ready.` };
    },
  );

  app.post(
    '/:syntheticId/rerun',
    {
      // Before the body is validated, so a cross-site form is refused as such (415), and a bodyless
      // request (the web app's re-run, an API client) asks for the same settings.
      preValidation: bodylessPost(app.config.publicUrl),
      schema: {
        summary: 'Analyse the same start page again with the same settings, or with more pages (owner only)',
        description:
          'The same limits as POST /api/proxy/v1/crawl apply (page and depth limits, analyses per IP per hour), and the domain is checked again. `maxPages` crawls more (or fewer) pages of the site from the same start page: up to ANON_MAX_PAGES without an account, ACCOUNT_MAX_PAGES signed in. The new analysis is a new syntheticId. Send it with Content-Type: application/json (no body needed) or from this site (its Origin header); anything else is refused with 415, so a cross-site form cannot trigger it.',
        tags: ['analyses'],
        params: Params,
        body: Type.Object(
          { maxPages: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, description: 'Pages to analyse this time (default: as before)' })) },
          { additionalProperties: false, description: 'Optional: no body re-runs with the same settings' },
        ),
        response: { 200: Type.Object({ status: Type.Literal('queued'), syntheticId: Type.String({ format: 'uuid' }) }), ...errorResponses(400, 404, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const { analysis } = await requireOwner(app, request, request.params.syntheticId);
      if (analysis.status === 'queued' || analysis.status === 'running') {
        throw new HttpError(409, 'NOT_FINISHED', 'This analysis is still running: it can be run again once it has finished.');
      }
      const { startUrl, maxDepth, analysisTypes, saveScreenshots } = analysis.request;
      const maxPages = request.body.maxPages ?? analysis.request.maxPages;
      const next = await startAnalysis(app, request, reply, { domain: startUrl, maxPages, maxDepth, analysisTypes, saveScreenshots });
      return { status: 'queued' as const, syntheticId: next.id };
    },
  );

  app.get(
    '/:syntheticId/share-links',
    {
      schema: { summary: 'Share links of an analysis (owner only)', tags: ['share-links'], params: Params, response: { 200: Type.Object({ success: Type.Literal(true), links: Type.Array(ShareLinkSchema) }), ...errorResponses(400, 404) } },
    },
    async (request) => {
      const { analysis } = await requireOwner(app, request, request.params.syntheticId);
      return { success: true as const, links: (await listShareLinks(app.db, { analysisId: analysis.id })).map(summarizeShareLink) };
    },
  );

  app.post(
    '/:syntheticId/share-links',
    {
      preHandler: app.rateLimits([{ name: 'share-link-create', max: 30, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'Create a share link; its token is shown once (owner only)',
        description:
          'The link opens its view (and the standard one) until it expires: after 30 days unless `expiresInDays` says otherwise (at most 365), or when the owner revokes it. With billing on, a paid view can only be shared by an owner entitled to it (402 ENTITLEMENT_REQUIRED).',
        tags: ['share-links'],
        params: Params,
        body: Type.Object(
          {
            view: Type.Optional(Type.Union([Type.Literal('standard'), Type.Literal('comprehensive'), Type.Literal('comprehensive-whitelabel')])),
            expiresInDays: Type.Optional(
              Type.Integer({ minimum: 1, maximum: SHARE_LINK_MAX_DAYS, description: `Days until the link stops working (default ${SHARE_LINK_DEFAULT_DAYS}); every link expires` }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ success: Type.Literal(true), link: ShareLinkSchema, url: Type.String() }), ...errorResponses(400, 402, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { analysis, viewer } = await requireOwner(app, request, request.params.syntheticId);
      if (analysis.status !== 'completed') throw new HttpError(409, 'NOT_READY', 'A report can be shared once the analysis has finished.');
      const view = request.body?.view ?? 'standard';
      // A link carries its view: only a view its creator may open can be shared.
      requireEntitlement(await ownerEntitlements(app, analysis, viewer), view);
      const { token, tokenHash, expiresAt } = createShareToken(request.body?.expiresInDays ?? SHARE_LINK_DEFAULT_DAYS);
      const link = await createShareLink(app.db, { analysisId: analysis.id, tokenHash, view, expiresAt });
      return reply.code(201).send({ success: true as const, link: summarizeShareLink(link), url: shareLinkUrl(app.config.publicUrl, view, analysis.id, token) });
    },
  );

  app.delete(
    '/:syntheticId/share-links/:linkId',
    {
      schema: {
        summary: 'Revoke a share link (owner only)',
        tags: ['share-links'],
        params: Type.Object({ syntheticId: SyntheticId, linkId: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Object({ success: Type.Literal(true) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { analysis } = await requireOwner(app, request, request.params.syntheticId);
      if (!(await revokeShareLink(app.db, { analysisId: analysis.id }, request.params.linkId))) throw new HttpError(404, 'NOT_FOUND', 'No such active share link.');
      return { success: true as const };
    },
  );
};
