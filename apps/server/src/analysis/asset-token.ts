import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Screenshots are fetched by <img> tags, which send the owner cookie but never the account's
 * Bearer token. Whoever may read a report therefore gets a short-lived capability for that
 * analysis's screenshots with it: `<expiry seconds>.<HMAC(secret, id, expiry)>`. Nothing is stored;
 * it cannot be widened to another analysis or outlive its hour.
 */
export const ASSET_TOKEN_SECONDS = 60 * 60;

const sign = (secret: string, analysisId: string, expires: number) => createHmac('sha256', secret).update(`screenshots:${analysisId}:${expires}`).digest('base64url');

export function createAssetToken(secret: string, analysisId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ASSET_TOKEN_SECONDS;
  return `${expires}.${sign(secret, analysisId, expires)}`;
}

export function verifyAssetToken(secret: string, analysisId: string, token: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(sign(secret, analysisId, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
