import { createHmac, timingSafeEqual } from 'node:crypto';
import { generateToken } from '../auth/tokens';

export const SIGNATURE_HEADER = 'sightline-signature';
/** How old a signed timestamp a receiver should accept; what `verifySignature` allows by default. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A signing secret: `whsec_` and 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${generateToken()}`;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The Sightline-Signature header, as Stripe signs its webhooks: `t=<unix seconds>,v1=<hex>`, the
 * HMAC-SHA256 of `<t>.<raw body>` under the endpoint's secret. The timestamp is inside what is
 * signed, so a captured delivery cannot be replayed later with a new one.
 */
export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** What a receiver does with the header (the docs show the same in JavaScript and Python). */
export function verifySignature(secret: string, body: string, header: string, now = Date.now(), toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || given === undefined || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(secret, timestamp, body), 'hex'));
}
