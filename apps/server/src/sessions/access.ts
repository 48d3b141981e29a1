import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSession, type CollabSession } from '@sightline/db';
import { identifyViewer, type Viewer } from '../analysis/access';
import { HttpError } from '../errors';

// One answer for "no such session", "not yours" and "bad invite", so none of them can be probed.
export const SESSION_NOT_FOUND = 'This session does not exist or this invite link is not valid.';
export const sessionNotFound = () => new HttpError(404, 'NOT_FOUND', SESSION_NOT_FOUND);

export const ownsSession = (session: CollabSession, viewer: Viewer) =>
  (session.ownerKeyHash !== null && session.ownerKeyHash === viewer.ownerKeyHash) || (session.userId !== null && session.userId === viewer.userId);

/** The session, when this browser's owner key or the signed-in account owns it (the facilitator); 404 otherwise. */
export async function requireSessionOwner(app: FastifyInstance, request: FastifyRequest, id: string): Promise<{ session: CollabSession; viewer: Viewer }> {
  const session = await findSession(app.db, id);
  if (session) {
    const viewer = await identifyViewer(app, request);
    if (ownsSession(session, viewer)) return { session, viewer };
  }
  throw sessionNotFound();
}
