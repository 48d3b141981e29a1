import { Type } from 'typebox';
import { claimBrowserWork, countBrowserWork, findUserBranding, updateUserBranding, type BrowserWork } from '@sightline/db';
import { ownerKeyHash } from '../../analysis/owner-key';
import { bodylessPost } from '../../auth/cross-site';
import { HttpError } from '../../errors';
import { BODY_LIMIT_BYTES } from '../../plugins/error-handler';
import { BrandingBody, BrandingResponse, BrowserWorkSchema } from '../../schemas/account';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { apiKeyRoutes } from './api-keys';
import { logoProblem } from './branding';
import { profileRoutes } from './profile';
import { webhookRoutes } from './webhooks';

const tags = ['account'];
const security = [{ bearer: [] }];

const BROWSER_ANALYSES =
  "This browser's work is what it made without an account (its owner cookie) that no account has yet: analyses, surveys, ideas, bias reports (a site check counts as one, not as an analysis) and collaborative sessions. A sign-in link can be opened in any browser, so signing in by link does not add it: the app asks first, naming the account.";
const NOTHING: BrowserWork = { analyses: 0, surveys: 0, ideas: 0, biasReports: 0, sessions: 0 };
const total = (work: BrowserWork) => Object.values(work).reduce((sum, n) => sum + n, 0);

/** Signed-in accounts' settings: profile, password and deletion, API keys, the branding of their whitelabel reports, and this browser's work. */
export const accountRoutes: RoutePlugin = async (app) => {
  await app.register(apiKeyRoutes);
  await app.register(webhookRoutes);
  await app.register(profileRoutes);

  app.get(
    '/browser-analyses',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'How much this browser made without an account that could be added to yours, in all and by kind',
        description: BROWSER_ANALYSES,
        tags,
        security,
        response: { 200: Type.Object({ success: Type.Literal(true), count: Type.Integer({ minimum: 0 }), work: BrowserWorkSchema }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const browserKey = ownerKeyHash(request);
      const work = browserKey === null ? NOTHING : await countBrowserWork(app.db, browserKey);
      return { success: true as const, count: total(work), work };
    },
  );

  app.post(
    '/claim-browser-analyses',
    {
      // Before the body is validated, so a cross-site form is refused as such (415).
      preValidation: bodylessPost(app.config.publicUrl),
      preHandler: app.authenticate,
      schema: {
        summary: "Add this browser's work to your account",
        description: `${BROWSER_ANALYSES} Answers how many were added, in all and by kind; asking again adds nothing more. Work of another account is never taken. Send it with Content-Type: application/json (no body needed) or from this site (its Origin header); anything else is refused with 415.`,
        tags,
        security,
        body: Type.Object({}, { additionalProperties: false, description: 'No body needed' }),
        response: { 200: Type.Object({ success: Type.Literal(true), added: Type.Integer({ minimum: 0 }), work: BrowserWorkSchema }), ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const browserKey = ownerKeyHash(request);
      const owner = browserKey === null ? null : { userId: request.session!.user.id, ownerKeyHash: browserKey };
      const work = owner === null ? NOTHING : await claimBrowserWork(app.db, owner);
      return { success: true as const, added: total(work), work };
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
