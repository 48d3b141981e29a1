import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the WebSocket upgrade checks. A browser cannot send the account's Bearer token on a
 * WebSocket, so whoever may join (the owner, or a guest with a valid invite) first asks
 * `POST /api/sessions/{id}/join` for a ticket: who they are and their role, signed with the server
 * secret. The upgrade also checks that the session still exists and, for a guest, that the invite
 * is still valid, so revoking an invite shuts its guests out at their next connection.
 */
export type SessionRole = 'facilitator' | 'participant' | 'viewer';

export interface TicketClaims {
  sessionId: string;
  role: SessionRole;
  name: string;
  participantId: string;
  /** The invite a guest joined with; null for the owner. */
  inviteId: string | null;
  /** Seconds since the epoch. */
  expires: number;
}

/** A ticket outlives a day's session so the board can reconnect after a dropped connection. */
export const TICKET_SECONDS = 12 * 60 * 60;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`session-ticket:${payload}`).digest('base64url');

export function createTicket(secret: string, claims: Omit<TicketClaims, 'expires'>, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, expires: Math.floor(now / 1000) + TICKET_SECONDS })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyTicket(secret: string, ticket: string, now = Date.now()): TicketClaims | null {
  const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const expected = Buffer.from(sign(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as TicketClaims;
  return claims.expires * 1000 > now ? claims : null;
}
