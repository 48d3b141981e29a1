import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAnalysis, findUserByAuthToken, findValidShareLink, type Analysis, type ShareLink } from '@sightline/db';
import { hashToken } from '../auth/tokens';
import { HttpError } from '../errors';
import { ownerKeyHash } from './owner-key';

export interface Viewer {
  ownerKeyHash: string | null;
  userId: string | null;
}

/** Who is asking: this browser's owner key and, when a valid bearer token is sent, the account. */
export async function identifyViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const user = match ? await findUserByAuthToken(app.db, hashToken(match[1]!)) : null;
  return { ownerKeyHash: ownerKeyHash(request), userId: user?.id ?? null };
}

export function isOwner(analysis: Analysis, viewer: Viewer): boolean {
  return (analysis.ownerKeyHash !== null && analysis.ownerKeyHash === viewer.ownerKeyHash) || (analysis.userId !== null && analysis.userId === viewer.userId);
}

export interface Access {
  analysis: Analysis;
  owner: boolean;
  /** Set when the visitor came through a share link. */
  link: ShareLink | null;
}

// One answer for "no such analysis", "not yours" and "bad link", so none of them can be probed.
export const NOT_FOUND_MESSAGE = 'This report does not exist or this link is not valid.';

/**
 * The owner (browser key or account) may see an analysis; anyone else needs a share link's token.
 * Nothing else counts: the report_access list in localStorage is never sent as proof.
 */
export async function requireAccess(app: FastifyInstance, request: FastifyRequest, id: string, token: string | undefined): Promise<Access> {
  const analysis = await findAnalysis(app.db, id);
  if (analysis) {
    if (token !== undefined) {
      const link = await findValidShareLink(app.db, analysis.id, hashToken(token));
      if (link) return { analysis, owner: false, link };
    } else {
      const viewer = await identifyViewer(app, request);
      if (isOwner(analysis, viewer)) return { analysis, owner: true, link: null };
    }
  }
  throw new HttpError(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);
}

export async function requireOwner(app: FastifyInstance, request: FastifyRequest, id: string): Promise<Access> {
  return requireAccess(app, request, id, undefined);
}
