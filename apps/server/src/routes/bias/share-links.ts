import { Type } from 'typebox';
import { createShareLink, listShareLinks, revokeShareLink, type ShareLink } from '@sightline/db';
import { requireBiasOwner } from '../../bias/access';
import { biasShareLinkUrl, createShareToken, SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS } from '../../analysis/share-token';
import { bodylessPost } from '../../auth/cross-site';
import { HttpError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { BiasShareLinkSchema, ReportParams } from './schemas';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const summarize = (link: ShareLink) => ({ id: link.id, viewCount: link.viewCount, createdAt: link.createdAt.toISOString(), expiresAt: iso(link.expiresAt), revokedAt: iso(link.revokedAt) });

/**
 * Share links of a bias report: the same links as an analysis report's (share_links, a token given
 * once and stored as its SHA-256, expiring, revocable, counted), opening /bias-detection/{id}/{token}.
 */
export const shareLinkRoutes: RoutePlugin = async (app) => {
  app.get(
    '/reports/:id/share-links',
    {
      schema: {
        summary: 'Share links of a bias report (owner only)',
        tags: ['bias'],
        params: ReportParams,
        response: { 200: Type.Object({ success: Type.Literal(true), links: Type.Array(BiasShareLinkSchema) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { row } = await requireBiasOwner(app, request, request.params.id);
      return { success: true as const, links: (await listShareLinks(app.db, { biasReportId: row.id })).map(summarize) };
    },
  );

  app.post(
    '/reports/:id/share-links',
    {
      // Before the body is validated, so a cross-site form is refused as such (415), and a bodyless request gets the default lifetime.
      preValidation: bodylessPost(app.config.publicUrl),
      preHandler: app.rateLimits([{ name: 'share-link-create', max: 30, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'Create a read-only share link to a bias report; its token is shown once (owner only)',
        description: `Anyone with the link can read the report and download its JSON and PDF until it expires: after ${SHARE_LINK_DEFAULT_DAYS} days unless \`expiresInDays\` says otherwise (at most ${SHARE_LINK_MAX_DAYS}), or when the owner revokes it. A site check can be shared once it has completed (409 NOT_READY).`,
        tags: ['bias'],
        params: ReportParams,
        body: Type.Object(
          { expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: SHARE_LINK_MAX_DAYS, description: `Days until the link stops working (default ${SHARE_LINK_DEFAULT_DAYS}); every link expires` })) },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ success: Type.Literal(true), link: BiasShareLinkSchema, url: Type.String() }), ...errorResponses(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { row, analysis } = await requireBiasOwner(app, request, request.params.id);
      if (analysis && analysis.status !== 'completed') throw new HttpError(409, 'NOT_READY', 'A site check can be shared once it has finished.');
      const { token, tokenHash, expiresAt } = createShareToken(request.body.expiresInDays ?? SHARE_LINK_DEFAULT_DAYS);
      const link = await createShareLink(app.db, { biasReportId: row.id, tokenHash, view: 'standard', expiresAt });
      return reply.code(201).send({ success: true as const, link: summarize(link), url: biasShareLinkUrl(app.config.publicUrl, row.id, token) });
    },
  );

  app.delete(
    '/reports/:id/share-links/:linkId',
    {
      schema: {
        summary: 'Revoke a share link of a bias report (owner only)',
        tags: ['bias'],
        params: Type.Object({ id: ReportParams.properties.id, linkId: Type.String({ format: 'uuid' }) }),
        response: { 200: Type.Object({ success: Type.Literal(true) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { row } = await requireBiasOwner(app, request, request.params.id);
      if (!(await revokeShareLink(app.db, { biasReportId: row.id }, request.params.linkId))) throw new HttpError(404, 'NOT_FOUND', 'No such active share link.');
      return { success: true as const };
    },
  );
};
