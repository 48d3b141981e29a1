import type { ShareLinkView } from '@sightline/db';
import { generateToken, hashToken } from '../auth/tokens';
import { VIEW_PATHS } from './report-views';

/** Links mailed by "email me when it's ready" last this long. */
export const SHARE_LINK_EMAIL_DAYS = 30;
/** Links an owner creates last this long unless they pick another lifetime, at most the maximum: a forgotten link must not open a report for good. */
export const SHARE_LINK_DEFAULT_DAYS = 30;
export const SHARE_LINK_MAX_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh share token (given to the owner once) and what the database keeps of it. */
export function createShareToken(expiresInDays: number, now = Date.now()) {
  const token = generateToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now + expiresInDays * DAY_MS) };
}

/** The page a share link opens (the spec's screens and routes: /standard-report/{syntheticId}/{token}…). */
export function shareLinkUrl(publicUrl: string, view: ShareLinkView, analysisId: string, token: string): string {
  return `${publicUrl}/${VIEW_PATHS[view]}/${analysisId}/${token}`;
}

/** The read-only page a bias report's share link opens: /bias-detection/{id}/{token}. */
export function biasShareLinkUrl(publicUrl: string, biasReportId: string, token: string): string {
  return `${publicUrl}/bias-detection/${biasReportId}/${token}`;
}
