import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findAnalysis, findBiasReport, findValidShareLink, type Analysis, type QuestionsBiasReportRow, type ShareLink, type SiteBiasReportRow } from '@sightline/db';
import { identifyViewer, isOwner, type Viewer } from '../analysis/access';
import { hashToken } from '../auth/tokens';
import { HttpError } from '../errors';

// One answer for "no such report", "not yours" and "bad link", so none of them can be probed.
export const BIAS_NOT_FOUND_MESSAGE = 'This bias report does not exist or this link is not valid.';
const notFound = () => new HttpError(404, 'NOT_FOUND', BIAS_NOT_FOUND_MESSAGE);

/** A bias report with what it shows: a questions report holds its findings, a site report is its analysis's. */
export type OpenedBiasReport = { row: QuestionsBiasReportRow; analysis: null } | { row: SiteBiasReportRow; analysis: Analysis };
export type BiasAccess = OpenedBiasReport & ({ owner: true; viewer: Viewer; link: null } | { owner: false; viewer: null; link: ShareLink });

/** A questions report is owned by its own owner key or account; a site report by its analysis's. */
export function ownsBiasReport(opened: OpenedBiasReport, viewer: Viewer): boolean {
  if (opened.analysis) return isOwner(opened.analysis, viewer);
  const { row } = opened;
  return (row.ownerKeyHash !== null && row.ownerKeyHash === viewer.ownerKeyHash) || (row.userId !== null && row.userId === viewer.userId);
}

async function openBiasReport(app: FastifyInstance, id: string): Promise<OpenedBiasReport | null> {
  const row = await findBiasReport(app.db, id);
  if (!row) return null;
  if (row.kind === 'questions') return { row, analysis: null };
  // The analysis cannot be missing: deleting it deletes its report (on delete cascade).
  const analysis = await findAnalysis(app.db, row.analysisId);
  return analysis ? { row, analysis } : null;
}

/** The owner (browser key or account) may open a bias report; anyone else needs one of its share links' tokens. */
export async function requireBiasAccess(app: FastifyInstance, request: FastifyRequest, id: string, token: string | undefined): Promise<BiasAccess> {
  if (token === undefined) return requireBiasOwner(app, request, id);
  const opened = await openBiasReport(app, id);
  const link = opened ? await findValidShareLink(app.db, { biasReportId: opened.row.id }, hashToken(token)) : null;
  if (opened && link) return { ...opened, owner: false, viewer: null, link };
  throw notFound();
}

export async function requireBiasOwner(app: FastifyInstance, request: FastifyRequest, id: string): Promise<BiasAccess & { owner: true }> {
  const opened = await openBiasReport(app, id);
  if (opened) {
    const viewer = await identifyViewer(app, request);
    if (ownsBiasReport(opened, viewer)) return { ...opened, owner: true, viewer, link: null };
  }
  throw notFound();
}

