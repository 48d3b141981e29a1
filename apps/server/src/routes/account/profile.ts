import { rm } from 'node:fs/promises';
import { Type } from 'typebox';
import { countAccountData, deleteAccount, getSubscriptionStatus, listAccountClaims, revokeUserAuthTokens, revokeUserOneTimeTokens, updateUserName, updateUserPassword } from '@sightline/db';
import { deletionPlan } from '../../account/deletion';
import { agentRunDir } from '../../agents/files';
import { analysisDir } from '../../analysis/screenshots';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { publicUser } from '../../auth/sessions';
import { HttpError } from '../../errors';
import { AccountClaimSchema, BrowserWorkSchema, DeletionItemSchema } from '../../schemas/account';
import { errorResponses, Password, UserSchema } from '../../schemas/common';
import type { RoutePlugin } from '../../types';

const tags = ['account'];
const security = [{ bearer: [] }];
const SESSION_GONE = 'Your session has expired or was signed out. Please sign in again.';
const WRONG_PASSWORD = 'That is not your current password.';
const SUBSCRIPTION_ACTIVE = 'Your subscription is still active: cancel it under Manage billing first (deleting the account would not stop the payment provider charging you), then delete the account once it has ended.';
const CurrentPassword = Type.String({ minLength: 1, maxLength: 256, description: 'The current password, to confirm it is you' });

/** The account itself: its name, its password, what it took from browsers, and deleting it. */
export const profileRoutes: RoutePlugin = async (app) => {
  /** 400 when `password` is not the account's (the session is fine, the password is not: not a 401). */
  async function confirmPassword(passwordHash: string, password: string) {
    if (!(await verifyPassword(password, passwordHash))) throw new HttpError(400, 'WRONG_PASSWORD', WRONG_PASSWORD);
  }

  app.patch(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Change your name',
        description: 'The email address is the account: it cannot be changed here.',
        tags,
        security,
        body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ success: Type.Literal(true), user: UserSchema }), ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const name = request.body.name.trim();
      if (name === '') throw new HttpError(400, 'VALIDATION_ERROR', 'Invalid field "name": must not be blank');
      const user = await updateUserName(app.db, request.session!.user.id, name);
      if (!user) throw new HttpError(401, 'UNAUTHORIZED', SESSION_GONE);
      return { success: true as const, user: publicUser(user) };
    },
  );

  app.post(
    '/password',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Change your password; signs out every other device and spends emailed links',
        description: 'This session stays signed in. 400 WRONG_PASSWORD when the current password does not match.',
        tags,
        security,
        body: Type.Object({ currentPassword: CurrentPassword, newPassword: Password }, { additionalProperties: false }),
        response: { 200: Type.Object({ success: Type.Literal(true) }), ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { user, tokenHash } = request.session!;
      await confirmPassword(user.passwordHash, request.body.currentPassword);
      await updateUserPassword(app.db, user.id, await hashPassword(request.body.newPassword));
      await revokeUserAuthTokens(app.db, user.id, { exceptTokenHash: tokenHash });
      await revokeUserOneTimeTokens(app.db, user.id);
      return { success: true as const };
    },
  );

  app.get(
    '/claims',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'What your account took from browsers: work done there without an account, by kind, newest first',
        description: 'One entry each time a browser\'s work joined the account (signing in with the password there, or POST /api/account/claim-browser-analyses). Site checks count as bias reports.',
        tags,
        security,
        response: { 200: Type.Object({ success: Type.Literal(true), claims: Type.Array(AccountClaimSchema) }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await listAccountClaims(app.db, request.session!.user.id);
      return {
        success: true as const,
        claims: rows.map(({ id, createdAt, analyses, surveys, ideas, biasReports, sessions }) => ({ id, createdAt: createdAt.toISOString(), work: { analyses, surveys, ideas, biasReports, sessions } })),
      };
    },
  );

  app.get(
    '/deletion',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'What deleting your account would delete, anonymise or keep, kind by kind, with your counts',
        tags,
        security,
        response: { 200: Type.Object({ success: Type.Literal(true), items: Type.Array(DeletionItemSchema) }), ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, items: deletionPlan(await countAccountData(app.db, request.session!.user.id)) }),
  );

  app.delete(
    '',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Delete your account and its data (as GET /api/account/deletion says), in one transaction',
        description: 'Needs the current password (400 WRONG_PASSWORD otherwise). With billing on, 409 SUBSCRIPTION_ACTIVE while a subscription is active: it is cancelled in the customer portal first. Answers what was deleted or anonymised, by kind. The bearer token stops working at once.',
        tags,
        security,
        body: Type.Object({ password: CurrentPassword }, { additionalProperties: false }),
        response: {
          200: Type.Object({ success: Type.Literal(true), deleted: Type.Object({ ...BrowserWorkSchema.properties, surveyResponses: Type.Integer(), apiKeys: Type.Integer(), webhookEvents: Type.Integer(), agentRuns: Type.Integer(), domainSubmissions: Type.Integer({ description: 'Anonymised: kept without their link to an analysis' }) }) }),
          ...errorResponses(400, 401, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const { user } = request.session!;
      await confirmPassword(user.passwordHash, request.body.password);
      // Our rows would go but Stripe would go on charging: the subscription is cancelled first, in its portal.
      if (app.config.billing !== null && (await getSubscriptionStatus(app.db, user.id)).isActive) throw new HttpError(409, 'SUBSCRIPTION_ACTIVE', SUBSCRIPTION_ACTIVE);
      const counted = await countAccountData(app.db, user.id);
      const deleted = await deleteAccount(app.db, user.id);
      if (!deleted) throw new HttpError(401, 'UNAUTHORIZED', SESSION_GONE);
      // Files live outside the database: removed once the rows are gone for good.
      for (const id of deleted.analysisIds) await rm(analysisDir(app.config.dataDir, id), { recursive: true, force: true });
      for (const id of deleted.agentRunIds) await rm(agentRunDir(app.config.dataDir, id), { recursive: true, force: true });
      request.log.info({ analyses: deleted.analysisIds.length }, 'deleted an account');
      return { success: true as const, deleted: counted };
    },
  );
};
