import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAnalysis, findUserByAuthToken, findValidShareLink, type Analysis, type ShareLink } from '@sightline/db';
import { hashToken } from '../auth/tokens';
import { HttpError } from '../errors';
import { ownerKeyHash } from './owner-key';

export interface Viewer {
  ownerKeyHash: string | null;
  userId: string | null;
}

/**
 * Who is asking: this browser's owner key and, when a valid bearer token is sent, the account. On
 * /api/v1 the API key, already checked, speaks for its account alone (no browser is involved).
 */
export async function identifyViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  if (request.apiKey) return { ownerKeyHash: null, userId: request.apiKey.userId };
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const user = match ? await findUserByAuthToken(app.db, hashToken(match[1]!)) : null;
  return { ownerKeyHash: ownerKeyHash(request), userId: user?.id ?? null };
}

export function isOwner(analysis: Pick<Analysis, 'ownerKeyHash' | 'userId'>, viewer: Viewer): boolean {
  return (analysis.ownerKeyHash !== null && analysis.ownerKeyHash === viewer.ownerKeyHash) || (analysis.userId !== null && analysis.userId === viewer.userId);
}

/** The owner (browser key or account), or a visitor who came through a share link. */
export interface OwnerAccess {
  analysis: Analysis;
  owner: true;
  link: null;
  viewer: Viewer;
}
export interface LinkAccess {
  analysis: Analysis;
  owner: false;
  link: ShareLink;
  viewer: null;
}
export type Access = OwnerAccess | LinkAccess;

// One answer for "no such analysis", "not yours" and "bad link", so none of them can be probed.
export const NOT_FOUND_MESSAGE = 'This report does not exist or this link is not valid.';
const notFound = () => new HttpError(404, 'NOT_FOUND', NOT_FOUND_MESSAGE);

/**
 * The owner (browser key or account) may see an analysis; anyone else needs a share link's token.
 * Nothing else counts: the report_access list in localStorage is never sent as proof.
 */
export async function requireAccess(app: FastifyInstance, request: FastifyRequest, id: string, token: string | undefined): Promise<Access> {
  if (token === undefined) return requireOwner(app, request, id);
  const analysis = await findAnalysis(app.db, id);
  const link = analysis ? await findValidShareLink(app.db, { analysisId: analysis.id }, hashToken(token)) : null;
  if (analysis && link) return { analysis, owner: false, link, viewer: null };
  throw notFound();
}

export async function requireOwner(app: FastifyInstance, request: FastifyRequest, id: string): Promise<OwnerAccess> {
  const analysis = await findAnalysis(app.db, id);
  if (analysis) {
    const viewer = await identifyViewer(app, request);
    if (isOwner(analysis, viewer)) return { analysis, owner: true, link: null, viewer };
  }
  throw notFound();
}
