import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUserByAuthToken, type User } from '@sightline/db';
import { hashToken } from '../auth/tokens';
import { HttpError } from '../errors';

export interface Session {
  user: User;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user; sets `request.session`. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('session', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === null) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in to continue (missing Authorization: Bearer token)');
    const tokenHash = hashToken(token);
    const user = await findUserByAuthToken(app.db, tokenHash);
    if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Your session has expired or was signed out. Please sign in again.');
    request.session = { user, tokenHash };
  });
});
