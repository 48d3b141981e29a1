import { Type } from 'typebox';
import { claimBrowserAnalyses, claimBrowserBiasReports, countBrowserAnalyses, countBrowserBiasReports, findUserBranding, updateUserBranding } from '@sightline/db';
import { ownerKeyHash } from '../../analysis/owner-key';
import { requireJsonOrSameOrigin } from '../../auth/cross-site';
import { HttpError } from '../../errors';
import { BODY_LIMIT_BYTES } from '../../plugins/error-handler';
import { BrandingBody, BrandingResponse } from '../../schemas/account';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { apiKeyRoutes } from './api-keys';
import { logoProblem } from './branding';
import { webhookRoutes } from './webhooks';

const tags = ['account'];
const security = [{ bearer: [] }];

const BROWSER_ANALYSES =
  "This browser's analyses are the ones it started without an account (its owner cookie) that no account has yet, with the question-bias reports it made so (a site check is its analysis). A sign-in link can be opened in any browser, so signing in by link does not add them: the app asks first, naming the account.";

/** Signed-in accounts' settings: API keys, the branding of their whitelabel reports, and this browser's analyses. */
export const accountRoutes: RoutePlugin = async (app) => {
  await app.register(apiKeyRoutes);
  await app.register(webhookRoutes);

  app.get(
    '/browser-analyses',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'How many analyses this browser started without an account that could be added to yours',
        description: BROWSER_ANALYSES,
        tags,
        security,
        response: { 200: Type.Object({ success: Type.Literal(true), count: Type.Integer({ minimum: 0 }) }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const browserKey = ownerKeyHash(request);
      return { success: true as const, count: browserKey === null ? 0 : (await countBrowserAnalyses(app.db, browserKey)) + (await countBrowserBiasReports(app.db, browserKey)) };
    },
  );

  app.post(
    '/claim-browser-analyses',
    {
      // Before the body is validated, so a cross-site form is refused as such (415).
      preValidation: [
        requireJsonOrSameOrigin(app.config.publicUrl),
        async (request) => {
          request.body ??= {};
        },
      ],
      preHandler: app.authenticate,
      schema: {
        summary: "Add this browser's analyses to your account",
        description: `${BROWSER_ANALYSES} Answers how many were added; asking again adds nothing more. Analyses of another account are never taken. Send it with Content-Type: application/json (no body needed) or from this site (its Origin header); anything else is refused with 415.`,
        tags,
        security,
        body: Type.Object({}, { additionalProperties: false, description: 'No body needed' }),
        response: { 200: Type.Object({ success: Type.Literal(true), added: Type.Integer({ minimum: 0 }) }), ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const browserKey = ownerKeyHash(request);
      const owner = browserKey === null ? null : { userId: request.session!.user.id, ownerKeyHash: browserKey };
      const added = owner === null ? 0 : (await claimBrowserAnalyses(app.db, owner)) + (await claimBrowserBiasReports(app.db, owner));
      return { success: true as const, added };
    },
  );

  app.get(
    '/branding',
    {
      preHandler: app.authenticate,
      schema: { summary: 'The branding of your whitelabel reports', tags, security, response: { 200: BrandingResponse, ...errorResponses(401) } },
    },
    async (request) => {
      const branding = await findUserBranding(app.db, request.session!.user.id);
      if (!branding) throw new HttpError(401, 'UNAUTHORIZED', 'Your session has expired or was signed out. Please sign in again.');
      return { success: true as const, branding };
    },
  );

  app.put(
    '/branding',
    {
      preHandler: app.authenticate,
      // A logo of up to 200 KB travels as base64 inside the JSON body.
      bodyLimit: BODY_LIMIT_BYTES + 300 * 1024,
      schema: {
        summary: 'Replace the branding of your whitelabel reports (null clears a part)',
        description: 'name: 1–80 characters; logoDataUrl: data:image/(png|jpeg|webp);base64,… of at most 200 KB decoded, whose bytes must match the declared type (no SVG); accentColor: #rrggbb. Severity colours are never themable.',
        tags,
        security,
        body: BrandingBody,
        response: { 200: BrandingResponse, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const name = request.body.name?.trim() ?? null;
      if (name === '') throw new HttpError(400, 'VALIDATION_ERROR', 'Invalid field "name": must not be blank');
      const { logoDataUrl } = request.body;
      const problem = logoDataUrl === null ? null : logoProblem(logoDataUrl);
      if (problem !== null) throw new HttpError(400, 'INVALID_LOGO', problem);
      const accentColor = request.body.accentColor?.toLowerCase() ?? null;
      const branding = await updateUserBranding(app.db, request.session!.user.id, { name, logoDataUrl, accentColor });
      if (!branding) throw new HttpError(401, 'UNAUTHORIZED', 'Your session has expired or was signed out. Please sign in again.');
      return { success: true as const, branding };
    },
  );
};
