import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import * as Y from 'yjs';
import { createSession, createSessionInvite, findSession, findValidSessionInvite, listSessionInvites, listVisibleSessions, loadSessionUpdates, revokeSessionInvite, type CollabSession, type CollabSessionInvite } from '@sightline/db';
import { AGENDA_KINDS, initialiseBoard, LINK_ANCHOR_PATTERN, LINK_REF_PATTERN, MAX_NAME_TEXT, MAX_NOTE_TEXT, MAX_TITLE_TEXT, SESSION_SOURCE_KINDS, type StartingCard } from '@sightline/shared/sessions';
import { identifyViewer, requireOwner } from '../../analysis/access';
import { ensureOwnerKey } from '../../analysis/owner-key';
import { loadServerSecret } from '../../analysis/server-secret';
import { generateToken, hashToken } from '../../auth/tokens';
import { errorResponses, fileResponse } from '../../schemas/common';
import { HttpError } from '../../errors';
import { requireBiasOwner } from '../../bias/access';
import { requireSessionOwner, sessionNotFound } from '../../sessions/access';
import { PDF_TIMEOUT_MS } from '../../plugins/pdf';
import { exportBoard } from '../../sessions/export';
import { summariseBoard } from '../../sessions/summary';
import { biasCards, MAX_STARTING_CARDS, surveyCards } from '../../sessions/starting-cards';
import { SessionSync } from '../../sessions/sync-server';
import { createTicket, type SessionRole } from '../../sessions/ticket';
import { requireSurveyOwner } from '../../surveys/access';

const DAY_MS = 24 * 60 * 60 * 1000;
const PDF_PER_HOUR = 30;

const Id = Type.String({ format: 'uuid' });
const SessionParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'The session id' }) });
const InviteParams = Type.Object({ id: Type.String({ format: 'uuid' }), inviteId: Type.String({ format: 'uuid' }) });
const Agenda = Type.Enum([...AGENDA_KINDS], { description: '`six-hats`: blue, white, red, yellow, black, green, blue, each with a prompt and a time box; `free`: no phases' });
const Role = Type.Enum(['participant', 'viewer'], { description: 'Participants edit the board; viewers only watch' });
const Name = Type.String({ minLength: 1, maxLength: MAX_NAME_TEXT, pattern: '\\S', description: 'The name others see' });

const SessionSchema = Type.Object({
  id: Id,
  title: Type.String(),
  agenda: Agenda,
  source: Type.Enum([...SESSION_SOURCE_KINDS], { description: 'What the first cards came from: nothing, an analysis report, a survey’s results or a bias report' }),
  sourceId: Type.Union([Id, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
const InviteSchema = Type.Object({
  id: Id,
  role: Role,
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const SessionResponse = Type.Object({ success: Type.Literal(true), session: SessionSchema });
const LinkSchema = Type.Object(
  {
    kind: Type.Enum(['finding', 'response'], { description: 'A finding of the source report, or a survey response' }),
    ref: Type.String({ pattern: LINK_REF_PATTERN, description: 'The finding’s id (audit or rule, `@q<n>` for a question of a bias report), or `<responseId>:<questionId>`' }),
    label: Type.String({ minLength: 1, maxLength: MAX_TITLE_TEXT, description: 'What the link on the note says' }),
    anchor: Type.Optional(Type.String({ pattern: LINK_ANCHOR_PATTERN, description: 'Where on the source’s page the link opens' })),
  },
  { additionalProperties: false },
);
const CardSchema = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: MAX_NOTE_TEXT, pattern: '\\S' }),
    source: Type.String({ maxLength: MAX_TITLE_TEXT, description: 'Where the card came from, shown on it' }),
    link: Type.Optional(LinkSchema),
  },
  { additionalProperties: false },
);
const SummarySchema = Type.Object({
  session: Type.Object({ id: Id, title: Type.String(), agenda: Agenda, source: Type.Object({ kind: Type.Enum([...SESSION_SOURCE_KINDS]), id: Type.Union([Id, Type.Null()]) }), createdAt: Type.String({ format: 'date-time' }), updatedAt: Type.String({ format: 'date-time' }) }),
  phases: Type.Array(Type.Object({ title: Type.String(), prompt: Type.String(), minutes: Type.Integer() }), { description: 'The agenda’s phases; empty for a free agenda' }),
  phase: Type.Integer({ minimum: 0, description: 'The phase the group is on (index into phases)' }),
  votesRevealed: Type.Boolean(),
  votesPerPerson: Type.Integer(),
  counts: Type.Object({ notes: Type.Integer(), clusters: Type.Integer(), actions: Type.Integer(), comments: Type.Integer(), voters: Type.Integer() }),
  groups: Type.Array(
    Type.Object({
      cluster: Type.Union([Type.String(), Type.Null()], { description: 'The cluster’s id; null for the notes in none' }),
      title: Type.String(),
      notes: Type.Array(
        Type.Object({
          id: Type.String(),
          text: Type.String(),
          author: Type.String(),
          colour: Type.String(),
          votes: Type.Union([Type.Integer(), Type.Null()], { description: 'Null until the votes are revealed' }),
          link: Type.Union([Type.Object({ kind: Type.Enum(['finding', 'response']), ref: Type.String(), label: Type.String(), anchor: Type.String() }), Type.Null()]),
          comments: Type.Array(Type.Object({ text: Type.String(), author: Type.String(), createdAt: Type.String({ format: 'date-time' }) })),
        }),
        { description: 'Most dots first' },
      ),
    }),
  ),
  actions: Type.Array(Type.Object({ text: Type.String(), owner: Type.String(), due: Type.String(), done: Type.Boolean() })),
});
const SourceQuery = Type.Object(
  {
    surveyId: Type.Optional(Type.String({ format: 'uuid', description: 'One of your surveys: its open-text answers' })),
    biasReportId: Type.Optional(Type.String({ format: 'uuid', description: 'One of your bias reports: its findings' })),
  },
  { additionalProperties: false },
);

const sessionOut = (row: CollabSession) => ({
  id: row.id,
  title: row.title,
  agenda: row.agenda,
  source: row.sourceKind,
  sourceId: row.sourceId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const inviteOut = (row: CollabSessionInvite) => ({
  id: row.id,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const fileBase = (title: string) => title.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).toLowerCase() || 'session';

export const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secureCookie = app.config.publicUrl.startsWith('https:');
  const secret = loadServerSecret(app.config);
  const sync = new SessionSync(app.db, secret, app.log);
  const onUpgrade = (request: Parameters<SessionSync['handleUpgrade']>[0], socket: Parameters<SessionSync['handleUpgrade']>[1], head: Buffer) => {
    if (!sync.handleUpgrade(request, socket, head)) socket.destroy();
  };
  app.server.on('upgrade', onUpgrade);
  // Before the HTTP server closes: sockets closed with "restarting", every pending change stored.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await sync.close();
  });

  /** The board as it is now: the live document when someone is connected, else the stored one. */
  async function currentDoc(sessionId: string): Promise<Y.Doc> {
    const live = sync.liveRoom(sessionId);
    if (live) {
      await live.ready;
      return live.doc;
    }
    const doc = new Y.Doc();
    for (const row of await loadSessionUpdates(app.db, sessionId)) Y.applyUpdate(doc, row.update);
    return doc;
  }

  /** The cards a survey or bias report of the requester's starts a board with (404 when it is not theirs). */
  async function sourceCards(request: FastifyRequest, source: { surveyId?: string | undefined; biasReportId?: string | undefined }): Promise<StartingCard[]> {
    if (source.surveyId !== undefined) return surveyCards(app.db, (await requireSurveyOwner(app, request, source.surveyId)).survey);
    if (source.biasReportId !== undefined) return biasCards(await requireBiasOwner(app, request, source.biasReportId));
    return [];
  }

  app.get(
    '/starting-cards',
    {
      schema: {
        summary: 'The cards a session started from one of your surveys or bias reports would begin with',
        description: `Give \`surveyId\` (its newest open-text answers, at most ${MAX_STARTING_CARDS}, each linked to its response) or \`biasReportId\` (its findings, most severe first, each linked to its finding).`,
        tags: ['sessions'],
        querystring: SourceQuery,
        response: { 200: Type.Object({ success: Type.Literal(true), cards: Type.Array(CardSchema) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { surveyId, biasReportId } = request.query;
      if ((surveyId === undefined) === (biasReportId === undefined)) throw new HttpError(400, 'VALIDATION_ERROR', 'Give one of surveyId and biasReportId.');
      return { success: true as const, cards: await sourceCards(request, { surveyId, biasReportId }) };
    },
  );

  app.post(
    '/',
    {
      preHandler: app.rateLimits([{ name: 'sessions-create', max: 60, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'Start a collaborative session (sets the owner cookie when this browser has none); the owner is its facilitator',
        description:
          'Blank, or with starting cards laid out on the board as notes. With `analysisId` (one of your analyses) you send the `cards` (the web app sends the report’s top fixes, each linked to its finding). With `surveyId` (one of your surveys: its newest open-text answers, each linked to its response) or `biasReportId` (one of your bias reports: its findings, most severe first) the server makes the cards itself, as GET /api/sessions/starting-cards shows them, and `cards` must be left out. Each card’s link becomes something every note of the board can link to.',
        tags: ['sessions'],
        body: Type.Object(
          {
            title: Type.String({ minLength: 1, maxLength: MAX_TITLE_TEXT, pattern: '\\S' }),
            agenda: Agenda,
            analysisId: Type.Optional(Type.String({ format: 'uuid', description: 'One of your analyses' })),
            surveyId: Type.Optional(Type.String({ format: 'uuid', description: 'One of your surveys: its open-text answers become the cards' })),
            biasReportId: Type.Optional(Type.String({ format: 'uuid', description: 'One of your bias reports: its findings become the cards' })),
            cards: Type.Optional(Type.Array(CardSchema, { maxItems: MAX_STARTING_CARDS })),
          },
          { additionalProperties: false },
        ),
        response: { 201: SessionResponse, ...errorResponses(400, 404, 415, 429) },
      },
    },
    async (request, reply) => {
      const { title, agenda, analysisId, surveyId, biasReportId } = request.body;
      if ([analysisId, surveyId, biasReportId].filter((id) => id !== undefined).length > 1) throw new HttpError(400, 'VALIDATION_ERROR', 'Start from one source: an analysis, a survey or a bias report.');
      if ((surveyId ?? biasReportId) !== undefined && request.body.cards !== undefined) throw new HttpError(400, 'VALIDATION_ERROR', 'A session started from a survey or a bias report gets its cards from it: leave out cards.');
      if (analysisId === undefined && request.body.cards?.some((card) => card.link)) throw new HttpError(400, 'VALIDATION_ERROR', 'Cards can link to findings only in a session started from an analysis.');
      if (analysisId !== undefined) await requireOwner(app, request, analysisId);
      const cards: StartingCard[] = (surveyId ?? biasReportId) !== undefined ? await sourceCards(request, { surveyId, biasReportId }) : (request.body.cards ?? []).map((card) => ({ ...card, text: card.text.trim() }));
      const viewer = await identifyViewer(app, request);
      const ownerKeyHash = ensureOwnerKey(request, reply, secureCookie);
      const doc = new Y.Doc();
      initialiseBoard(doc, agenda, cards, { name: '', id: 'seed' });
      const row = await createSession(app.db, {
        ownerKeyHash,
        userId: viewer.userId,
        title: title.trim(),
        agenda,
        sourceKind: analysisId ? 'analysis' : surveyId ? 'survey' : biasReportId ? 'bias' : 'blank',
        sourceId: analysisId ?? surveyId ?? biasReportId ?? null,
        initialUpdate: Y.encodeStateAsUpdate(doc),
      });
      doc.destroy();
      return reply.code(201).send({ success: true as const, session: sessionOut(row) });
    },
  );

  app.get(
    '/',
    {
      schema: {
        summary: 'The sessions of this browser (owner cookie) or signed-in account, most recently changed first',
        tags: ['sessions'],
        response: { 200: Type.Object({ success: Type.Literal(true), sessions: Type.Array(SessionSchema) }) },
      },
    },
    async (request) => ({ success: true as const, sessions: (await listVisibleSessions(app.db, await identifyViewer(app, request))).map(sessionOut) }),
  );

  app.get(
    '/:id',
    {
      schema: { summary: 'A session (owner only)', tags: ['sessions'], params: SessionParams, response: { 200: SessionResponse, ...errorResponses(400, 404) } },
    },
    async (request) => ({ success: true as const, session: sessionOut((await requireSessionOwner(app, request, request.params.id)).session) }),
  );

  app.post(
    '/:id/join',
    {
      preHandler: app.rateLimits([{ name: 'sessions-join', max: 120, timeWindowMs: 10 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'A ticket to open the board’s WebSocket: as its owner (no invite), or as a guest with an invite token and a display name',
        description:
          'Open `ws(s)://<host>/api/sessions/{id}/sync?ticket=<ticket>` (the y-websocket protocol) with the ticket. It is valid for 12 hours; a guest’s ticket stops working when their invite is revoked or expires. Viewers’ document updates are dropped by the server. Close codes: 4401 invite no longer valid, 4029 too many messages (over 60 a second; the client reconnects), 4413 board full (4 MB), 1009 message over 1 MB.',
        tags: ['sessions'],
        params: SessionParams,
        body: Type.Object(
          {
            invite: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'The token of an invite link' })),
            name: Type.Optional(Name),
            participantId: Type.Optional(Type.String({ pattern: '^[a-z0-9]{8,32}$', description: 'The id this browser used before (keeps its votes); a new one is made when absent' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            ticket: Type.String(),
            role: Type.Enum(['facilitator', 'participant', 'viewer']),
            name: Type.String(),
            participantId: Type.String(),
            serverTime: Type.Integer({ description: 'The server’s clock (ms since the epoch): the shared timer runs on it' }),
            session: Type.Object({
              id: Id,
              title: Type.String(),
              agenda: Agenda,
              source: Type.Object({ kind: Type.Enum([...SESSION_SOURCE_KINDS]), id: Type.Union([Id, Type.Null()]) }, { description: 'What the board started from: its notes’ links open pages of it' }),
            }),
          }),
          ...errorResponses(400, 404, 415, 429),
        },
      },
    },
    async (request) => {
      const { invite, name, participantId = generateToken().replace(/[^a-z0-9]/g, '').slice(0, 16).padEnd(8, '0') } = request.body;
      let session: CollabSession;
      let role: SessionRole;
      let inviteId: string | null = null;
      if (invite === undefined) {
        session = (await requireSessionOwner(app, request, request.params.id)).session;
        role = 'facilitator';
      } else {
        const found = await findSession(app.db, request.params.id);
        const link = found ? await findValidSessionInvite(app.db, found.id, { tokenHash: hashToken(invite) }) : null;
        if (!found || !link) throw sessionNotFound();
        if (name === undefined) throw new HttpError(400, 'VALIDATION_ERROR', 'Enter the name the others will see.');
        session = found;
        role = link.role;
        inviteId = link.id;
      }
      const shownName = name?.trim() ?? 'Facilitator';
      const ticket = createTicket(secret, { sessionId: session.id, role, name: shownName, participantId, inviteId });
      return { success: true as const, ticket, role, name: shownName, participantId, serverTime: Date.now(), session: { id: session.id, title: session.title, agenda: session.agenda, source: { kind: session.sourceKind, id: session.sourceId } } };
    },
  );

  app.get(
    '/:id/invites',
    {
      schema: {
        summary: 'The invite links of a session (owner only); tokens are not kept, so links cannot be shown again',
        tags: ['sessions'],
        params: SessionParams,
        response: { 200: Type.Object({ success: Type.Literal(true), invites: Type.Array(InviteSchema) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { session } = await requireSessionOwner(app, request, request.params.id);
      return { success: true as const, invites: (await listSessionInvites(app.db, session.id)).map(inviteOut) };
    },
  );

  app.post(
    '/:id/invites',
    {
      schema: {
        summary: 'Create an invite link with a role (owner only); the link is shown once',
        tags: ['sessions'],
        params: SessionParams,
        body: Type.Object(
          { role: Role, expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, description: 'Omit for a link that lasts until revoked' })) },
          { additionalProperties: false },
        ),
        response: { 201: Type.Object({ success: Type.Literal(true), invite: InviteSchema, url: Type.String({ description: 'The link to send; its token is after #invite=' }) }), ...errorResponses(400, 404, 415) },
      },
    },
    async (request, reply) => {
      const { session } = await requireSessionOwner(app, request, request.params.id);
      const token = generateToken();
      const { expiresInDays } = request.body;
      const invite = await createSessionInvite(app.db, { sessionId: session.id, tokenHash: hashToken(token), role: request.body.role, expiresAt: expiresInDays ? new Date(Date.now() + expiresInDays * DAY_MS) : null });
      return reply.code(201).send({ success: true as const, invite: inviteOut(invite), url: `${app.config.publicUrl}/collaborative-session/${session.id}#invite=${token}` });
    },
  );

  app.delete(
    '/:id/invites/:inviteId',
    {
      schema: {
        summary: 'Revoke an invite link (owner only); guests who joined with it are disconnected',
        tags: ['sessions'],
        params: InviteParams,
        response: { 200: Type.Object({ success: Type.Literal(true) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { session } = await requireSessionOwner(app, request, request.params.id);
      if (!(await revokeSessionInvite(app.db, session.id, request.params.inviteId))) throw new HttpError(404, 'NOT_FOUND', 'This invite link does not exist or was already revoked.');
      sync.closeInvite(session.id, request.params.inviteId);
      return { success: true as const };
    },
  );

  app.get(
    '/:id/summary',
    {
      schema: {
        summary: 'What the session came to (owner only): its notes by cluster with votes (once revealed), links and comments, the agenda and where it got to, the action items',
        tags: ['sessions'],
        params: SessionParams,
        response: { 200: Type.Object({ success: Type.Literal(true), summary: SummarySchema }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { session } = await requireSessionOwner(app, request, request.params.id);
      return { success: true as const, summary: summariseBoard(session, await currentDoc(session.id)) };
    },
  );

  app.get(
    '/:id/summary.pdf',
    {
      // Each PDF is a browser render: no HEAD twin that would print one for nothing, and a ceiling per address.
      exposeHeadRoute: false,
      preHandler: app.rateLimits([{ name: 'sessions-pdf', max: PDF_PER_HOUR, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'The session’s summary page as a PDF (A4; owner only)',
        description: `Chromium prints /collaborative-session/{id}/summary with the requester’s credentials, once the page marks itself ready. At most ${PDF_PER_HOUR} an hour per address; 503 when the web app is not built, 504 PDF_TIMEOUT after ${PDF_TIMEOUT_MS / 1000} s.`,
        tags: ['sessions'],
        params: SessionParams,
        response: { 200: fileResponse('application/pdf', 'The printed summary (A4)'), ...errorResponses(400, 404, 429, 503, 504) },
      },
    },
    async (request, reply) => {
      const { session } = await requireSessionOwner(app, request, request.params.id);
      const file = await app.printPage(request, `/collaborative-session/${session.id}/summary`);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${fileBase(session.title)}.pdf"`).header('cache-control', 'private, no-store').send(file);
    },
  );

  app.get(
    '/:id/export',
    {
      schema: {
        summary: 'The board as Markdown or CSV (owner only): clusters with their notes (with links and comments in Markdown), votes once revealed, action items',
        tags: ['sessions'],
        params: SessionParams,
        querystring: Type.Object({ format: Type.Enum(['md', 'csv']) }, { additionalProperties: false }),
        response: { 200: { description: 'Markdown (format=md) or CSV (format=csv)', content: { ...fileResponse('text/markdown', '').content, ...fileResponse('text/csv', '').content } }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { session } = await requireSessionOwner(app, request, request.params.id);
      const { format } = request.query;
      const exported = exportBoard(summariseBoard(session, await currentDoc(session.id)));
      return reply
        .header('content-type', format === 'md' ? 'text/markdown; charset=utf-8' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileBase(session.title)}.${format}"`)
        .header('cache-control', 'private, no-store')
        .send(format === 'md' ? exported.markdown : exported.csv);
    },
  );
};
