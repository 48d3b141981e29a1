import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  claimBrowserAgentRuns,
  claimBrowserWork,
  consumeOneTimeToken,
  createUser,
  detachAgentRunOwnerKeys,
  detachBrowserKeys,
  findUserByEmail,
  getSubscriptionStatus,
  type OneTimeTokenPurpose,
  revokeAuthToken,
  type User,
  revokeUserAuthTokens,
  revokeUserOneTimeTokens,
  updateUserPassword,
} from '@sightline/db';
import { ownerKeyHash } from '../../analysis/owner-key';
import { loadServerSecret } from '../../analysis/server-secret';
import { createOneTimeLink, oneTimeLinkUrl } from '../../auth/one-time-links';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords';
import { markResetRequester, requestedResetHere } from '../../auth/reset-browser';
import { publicUser, startSession } from '../../auth/sessions';
import { createSignUpToken, isSignUpToken, openSignUpToken, type PendingSignUp } from '../../auth/sign-up-token';
import { hashToken } from '../../auth/tokens';
import { HttpError } from '../../errors';
import { AcceptedResponse, MagicLinkSessionResponse, OneTimeToken, SessionResponse } from '../../schemas/auth';
import { Email, errorResponses, Password, SubscriptionSchema, UserSchema } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { AUTH_MESSAGES, EMAILS } from './messages';
import { emailLinkLimits, signInLimits, signUpLimits } from './rate-limits';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

export const authRoutes: RoutePlugin = async (app) => {
  const secret = loadServerSecret(app.config);

  /**
   * Looks the account up and queues its email after the 202 has been decided, so the response
   * takes the same time whether or not the account exists (no enumeration by timing).
   */
  function emailLinkInBackground(address: string, purpose: OneTimeTokenPurpose, log: FastifyBaseLogger) {
    const work = async () => {
      const user = await findUserByEmail(app.db, address);
      if (!user) return;
      const link = await createOneTimeLink(app.db, user, purpose, app.config.publicUrl);
      const email = purpose === 'magic_link' ? EMAILS.magicLink(link) : EMAILS.passwordReset(link);
      await app.queue.send('send-email', { to: user.email, ...email });
    };
    work().catch((error: unknown) => log.error({ err: error, purpose }, 'could not queue the emailed link'));
  }

  /**
   * Mails the address either the link that creates the account or, when it already has one, a
   * note saying so with a reset link. Decided after the 202, like the emailed links above, so the
   * answer and its timing are the same either way (no enumeration of accounts).
   */
  function signUpEmailInBackground(pending: PendingSignUp, log: FastifyBaseLogger) {
    const work = async () => {
      const existing = await findUserByEmail(app.db, pending.email);
      const email = existing
        ? EMAILS.signUpWithExistingAccount(`${app.config.publicUrl}/`, await createOneTimeLink(app.db, existing, 'password_reset', app.config.publicUrl))
        : EMAILS.confirmSignUp(oneTimeLinkUrl(app.config.publicUrl, 'magic_link', createSignUpToken(secret, pending)));
      await app.queue.send('send-email', { to: pending.email, ...email });
    };
    work().catch((error: unknown) => log.error({ err: error }, 'could not queue the sign-up email'));
  }

  /**
   * Signs `user` in on the browser that asked. With `claim` (the person proved in this browser that
   * the account is theirs) the work this browser did without an account (its owner cookie: analyses,
   * surveys, ideas, bias reports, sessions) joins the account, so the account lists it on every device. An emailed link opened here proves
   * nothing about this browser: anyone can send theirs to someone else, so it moves nothing and the
   * app offers the move instead (POST /api/account/claim-browser-analyses), naming the account.
   */
  async function signInHere(request: FastifyRequest, user: User, claim: boolean) {
    const browserKey = ownerKeyHash(request);
    if (claim && browserKey !== null) {
      await claimBrowserWork(app.db, { userId: user.id, ownerKeyHash: browserKey });
      await claimBrowserAgentRuns(app.db, { userId: user.id, ownerKeyHash: browserKey });
    }
    return startSession(app.db, user);
  }

  app.post(
    '/signup',
    {
      preHandler: signUpLimits(app),
      schema: {
        summary: 'Start creating an account: emails a link that creates it and signs in (24 hours)',
        description:
          'Always answers 202 with the same message, whether or not the email already has an account, so it cannot be used to discover accounts. A new address gets a link that creates the account and signs in (through POST /api/auth/magic-link); an address with an account gets a note with a password reset link instead.',
        tags,
        body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), email: Email, password: Password }),
        response: { 202: AcceptedResponse, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const trimmedName = name.trim();
      if (trimmedName === '') throw new HttpError(400, 'VALIDATION_ERROR', 'Invalid field "name": must not be blank');
      // Hashed whether or not the account exists: the hash is most of the request's time.
      const passwordHash = await hashPassword(password);
      signUpEmailInBackground({ name: trimmedName, email: email.toLowerCase(), passwordHash }, request.log);
      return reply.code(202).send({ success: true as const, message: AUTH_MESSAGES.signUpRequested });
    },
  );

  app.post(
    '/signin',
    {
      preHandler: signInLimits(app),
      schema: {
        summary: 'Sign in with email and password',
        description: 'What this browser did without an account (its owner cookie: analyses, surveys, ideas, bias reports, sessions) joins the account, so it is listed on every device (GET /api/account/claims says what came in).',
        tags,
        body: Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 256 }) }),
        response: { 200: SessionResponse, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // Verify against a decoy when the email is unknown, so timing does not reveal accounts.
      const matches = await verifyPassword(request.body.password, user?.passwordHash ?? (await decoyPasswordHash()));
      if (!user || !matches) throw new HttpError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      return { success: true as const, data: await signInHere(request, user, true) };
    },
  );

  app.post(
    '/magic-link/request',
    {
      preHandler: emailLinkLimits(app, 'magic-link'),
      schema: {
        summary: 'Email a single-use sign-in link (15 minutes)',
        description: 'Always answers 202, whether or not an account exists, so it cannot be used to discover accounts.',
        tags,
        body: Type.Object({ email: Email }),
        response: { 202: AcceptedResponse, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      emailLinkInBackground(request.body.email, 'magic_link', request.log);
      return reply.code(202).send({ success: true as const, message: AUTH_MESSAGES.magicLinkRequested });
    },
  );

  /** The account a sign-up link describes, created now; null once it exists (the link was used). */
  async function finishSignUp(token: string) {
    const pending = openSignUpToken(secret, token);
    return pending ? createUser(app.db, pending) : null;
  }

  app.post(
    '/magic-link',
    {
      schema: {
        summary: 'Exchange a magic-link token for a session',
        description:
          "Also finishes a sign-up: the link mailed by POST /api/auth/signup creates the account, then signs in. A link can be opened in any browser, so the analyses this browser started without an account do not join it here: GET /api/account/browser-analyses counts them and POST /api/account/claim-browser-analyses adds them when the person asks.",
        tags,
        body: Type.Object({ token: OneTimeToken }),
        response: { 200: MagicLinkSessionResponse, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const { token: linkToken } = request.body;
      const user = isSignUpToken(linkToken) ? await finishSignUp(linkToken) : await consumeOneTimeToken(app.db, { tokenHash: hashToken(linkToken), purpose: 'magic_link' });
      if (!user) throw new HttpError(401, 'INVALID_TOKEN', AUTH_MESSAGES.invalidMagicLink);
      const { token, ...session } = await signInHere(request, user, false);
      return { success: true as const, data: { ...session, authToken: token } };
    },
  );

  app.post(
    '/password-reset/request',
    {
      preHandler: emailLinkLimits(app, 'password-reset'),
      schema: {
        summary: 'Email a single-use password reset link (1 hour)',
        description: 'Always answers 202, whether or not an account exists. Marks this browser (an HttpOnly cookie), so a reset finished here also adds the analyses it started without an account.',
        tags,
        body: Type.Object({ email: Email }),
        response: { 202: AcceptedResponse, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      emailLinkInBackground(request.body.email, 'password_reset', request.log);
      markResetRequester(reply, secret, request.body.email, app.config.publicUrl.startsWith('https:'));
      return reply.code(202).send({ success: true as const, message: AUTH_MESSAGES.passwordResetRequested });
    },
  );

  app.post(
    '/password-reset',
    {
      schema: {
        summary: 'Set a new password with a reset token; signs out everywhere else, spends other emailed links and signs in',
        description:
          "The analyses this browser started without an account join it only when this browser asked for the link (POST /api/auth/password-reset/request); a link opened elsewhere moves nothing, like a magic link.",
        tags,
        body: Type.Object({ token: OneTimeToken, password: Password }),
        response: { 200: SessionResponse, ...errorResponses(400, 413, 415) },
      },
    },
    async (request) => {
      const user = await consumeOneTimeToken(app.db, { tokenHash: hashToken(request.body.token), purpose: 'password_reset' });
      if (!user) throw new HttpError(400, 'INVALID_TOKEN', AUTH_MESSAGES.invalidResetLink);
      await updateUserPassword(app.db, user.id, await hashPassword(request.body.password));
      // Whoever knew the old password, holds a link mailed before now or a browser signed in
      // elsewhere loses that way in (this browser's owner key stays: it is the one resetting).
      await revokeUserAuthTokens(app.db, user.id);
      await revokeUserOneTimeTokens(app.db, user.id);
      await detachBrowserKeys(app.db, { userId: user.id, exceptOwnerKeyHash: ownerKeyHash(request) });
      await detachAgentRunOwnerKeys(app.db, { userId: user.id, exceptOwnerKeyHash: ownerKeyHash(request) });
      return { success: true as const, data: await signInHere(request, user, requestedResetHere(request, secret, user.email)) };
    },
  );

  app.post(
    '/signout',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Revoke the bearer token',
        description: "Also ends this browser's owner-cookie access to what it made while signed in (analyses, surveys, ideas, bias reports, sessions): they belong to the account.",
        tags,
        security: bearer,
        response: { 200: Type.Object({ success: Type.Literal(true) }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { tokenHash, user } = request.session!;
      await revokeAuthToken(app.db, tokenHash);
      // The owner cookie outlives the session; without this it would keep the account's reports open.
      const browserKey = ownerKeyHash(request);
      if (browserKey !== null) {
        await detachBrowserKeys(app.db, { userId: user.id, ownerKeyHash: browserKey });
        await detachAgentRunOwnerKeys(app.db, { userId: user.id, ownerKeyHash: browserKey });
      }
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The signed-in user and their subscription',
        tags,
        security: bearer,
        response: { 200: Type.Object({ success: Type.Literal(true), data: Type.Object({ user: UserSchema, subscription: SubscriptionSchema }) }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user } = request.session!;
      return { success: true as const, data: { user: publicUser(user), subscription: await getSubscriptionStatus(app.db, user.id) } };
    },
  );
};
