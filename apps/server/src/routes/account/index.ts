import { findUserBranding, updateUserBranding } from '@sightline/db';
import { HttpError } from '../../errors';
import { BODY_LIMIT_BYTES } from '../../plugins/error-handler';
import { BrandingBody, BrandingResponse } from '../../schemas/account';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { logoProblem } from './branding';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Signed-in accounts' settings: the branding of their whitelabel reports. */
export const accountRoutes: RoutePlugin = async (app) => {
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
