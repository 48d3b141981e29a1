import { queryOptions } from '@tanstack/react-query';
import type { AgendaKind, LinkTarget, NoteColour, SessionSourceKind, StartingCard } from '@sightline/shared/sessions';
import { apiRequest } from '../../lib/api';

export type SessionRole = 'facilitator' | 'participant' | 'viewer';
export type InviteRole = 'participant' | 'viewer';

export interface SessionSummary {
  id: string;
  title: string;
  agenda: AgendaKind;
  source: SessionSourceKind;
  sourceId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/sessions/{id}/join`: a ticket for the board's WebSocket and who it says you are. */
export interface Joined {
  ticket: string;
  role: SessionRole;
  name: string;
  participantId: string;
  serverTime: number;
  session: { id: string; title: string; agenda: AgendaKind; source: { kind: SessionSourceKind; id: string | null } };
}

export interface Invite {
  id: string;
  role: InviteRole;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

/** `GET /api/sessions/{id}/summary`: what the session came to. */
export interface SessionSummaryDetail {
  session: { id: string; title: string; agenda: AgendaKind; source: { kind: SessionSourceKind; id: string | null }; createdAt: string; updatedAt: string };
  phases: Array<{ title: string; prompt: string; minutes: number }>;
  phase: number;
  votesRevealed: boolean;
  votesPerPerson: number;
  counts: { notes: number; clusters: number; actions: number; comments: number; voters: number };
  groups: Array<{
    cluster: string | null;
    title: string;
    notes: Array<{ id: string; text: string; author: string; colour: NoteColour; votes: number | null; link: LinkTarget | null; comments: Array<{ text: string; author: string; createdAt: string }> }>;
  }>;
  actions: Array<{ text: string; owner: string; due: string; done: boolean }>;
}

const path = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

export const summaryQuery = (sessionId: string) =>
  queryOptions({
    queryKey: [path(sessionId), 'summary'],
    queryFn: ({ signal }) => apiRequest<{ summary: SessionSummaryDetail }>('GET', `${path(sessionId)}/summary`, { signal }).then((body) => body.summary),
    // The board changes while people work on it: read afresh whenever the page opens.
    staleTime: 0,
  });

export const summaryPdfUrl = (sessionId: string) => `${path(sessionId)}/summary.pdf`;

export const sessionsQuery = () =>
  queryOptions({
    queryKey: ['/api/sessions'],
    queryFn: ({ signal }) => apiRequest<{ sessions: SessionSummary[] }>('GET', '/api/sessions', { signal }).then((body) => body.sessions),
    // A new session or an edit changes it: fetched again whenever the list is shown.
    staleTime: 0,
  });

/**
 * Joining as the owner (no invite) or a guest (invite and name). Kept in the cache under what was
 * sent, so a re-render does not ask again; the ticket lasts 12 hours.
 */
export const joinQuery = (sessionId: string, body: { invite?: string; name?: string; participantId?: string }) =>
  queryOptions({
    queryKey: [path(sessionId), 'join', body],
    queryFn: ({ signal }) => apiRequest<Joined>('POST', `${path(sessionId)}/join`, { body, signal }),
  });

export const invitesQuery = (sessionId: string) =>
  queryOptions({
    queryKey: [path(sessionId), 'invites'],
    queryFn: ({ signal }) => apiRequest<{ invites: Invite[] }>('GET', `${path(sessionId)}/invites`, { signal }).then((body) => body.invites),
  });

/** What a board started from a survey (its open-text answers) or a bias report (its findings) would begin with. */
export const startingCardsQuery = (source: { surveyId: string } | { biasReportId: string }) => {
  const search = new URLSearchParams(source).toString();
  return queryOptions({
    queryKey: ['/api/sessions/starting-cards', search],
    queryFn: ({ signal }) => apiRequest<{ cards: StartingCard[] }>('GET', `/api/sessions/starting-cards?${search}`, { signal }).then((body) => body.cards),
    // New answers change it.
    staleTime: 0,
  });
};

export async function createSession(body: { title: string; agenda: AgendaKind; analysisId?: string; surveyId?: string; biasReportId?: string; cards?: StartingCard[] }): Promise<SessionSummary> {
  return (await apiRequest<{ session: SessionSummary }>('POST', '/api/sessions', { body })).session;
}

export async function createInvite(sessionId: string, body: { role: InviteRole; expiresInDays?: number }): Promise<{ invite: Invite; url: string }> {
  return apiRequest<{ invite: Invite; url: string }>('POST', `${path(sessionId)}/invites`, { body });
}

export async function revokeInvite(sessionId: string, inviteId: string): Promise<void> {
  await apiRequest('DELETE', `${path(sessionId)}/invites/${encodeURIComponent(inviteId)}`);
}

export const exportUrl = (sessionId: string, format: 'md' | 'csv') => `${path(sessionId)}/export?format=${format}`;
