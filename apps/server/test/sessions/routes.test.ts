import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addAction, addCluster, addComment, castVote, readBoard, revealVotes, setPhase, updateNote } from '@sightline/shared/sessions';
import { appendSessionUpdate, loadSessionUpdates } from '@sightline/db';
import type { App } from '../../src/app';
import { createTestApp } from '../helpers/test-app';
import { Browser } from '../routes/surveys/helpers';

let app: App;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
});
afterAll(async () => {
  await app.close();
});

async function startSession(owner: Browser, body: Record<string, unknown> = {}) {
  const created = await owner.request('POST', '/api/sessions', { title: 'Checkout review', agenda: 'six-hats', ...body });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().session as { id: string; title: string; agenda: string; source: string };
}

async function storedBoard(sessionId: string) {
  const doc = new Y.Doc();
  for (const row of await loadSessionUpdates(app.db, sessionId)) Y.applyUpdate(doc, row.update);
  return doc;
}

describe('sessions over REST', () => {
  it('starts a session with its cards on the board, lists it for its owner only, and 404s for anyone else', async () => {
    const owner = new Browser(app);
    const session = await startSession(owner, { cards: [{ text: 'Buttons have no visible focus', source: 'Accessibility' }, { text: 'Hero image is 2 MB', source: 'Page speed' }] });
    expect(session).toMatchObject({ title: 'Checkout review', agenda: 'six-hats', source: 'blank' });
    expect(owner.cookie).toBeDefined();

    const board = readBoard(await storedBoard(session.id));
    expect(board.notes.map((note) => [note.text, note.source])).toEqual([
      ['Buttons have no visible focus', 'Accessibility'],
      ['Hero image is 2 MB', 'Page speed'],
    ]);
    // The six-hats agenda starts on its first phase with that phase's time box, stopped.
    expect(board.phase).toBe(0);
    expect(board.timer).toEqual({ remainingMs: 3 * 60_000, startedAt: null });

    expect((await owner.request('GET', '/api/sessions')).json().sessions.map((listed: { id: string }) => listed.id)).toEqual([session.id]);
    expect((await owner.request('GET', `/api/sessions/${session.id}`)).statusCode).toBe(200);

    const stranger = new Browser(app);
    await stranger.request('POST', '/api/sessions', { title: 'Mine', agenda: 'free' });
    expect((await stranger.request('GET', '/api/sessions')).json().sessions.map((listed: { title: string }) => listed.title)).toEqual(['Mine']);
    for (const [method, url] of [
      ['GET', `/api/sessions/${session.id}`],
      ['GET', `/api/sessions/${session.id}/invites`],
      ['GET', `/api/sessions/${session.id}/export?format=md`],
    ] as const) {
      const response = await stranger.request(method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await stranger.request('POST', `/api/sessions/${session.id}/join`, {})).statusCode).toBe(404);
    expect((await stranger.request('POST', `/api/sessions/${session.id}/invites`, { role: 'participant' })).statusCode).toBe(404);
  });

  it('refuses bad input with a 400, and starting from an analysis that is not yours with a 404', async () => {
    const owner = new Browser(app);
    for (const body of [{ title: ' ', agenda: 'six-hats' }, { title: 'x', agenda: 'hats' }, { title: 'x', agenda: 'free', cards: [{ text: '<b>', source: 'x', html: true }] }, { title: 'x', agenda: 'free', cards: Array.from({ length: 41 }, () => ({ text: 'a', source: '' })) }]) {
      const response = await owner.request('POST', '/api/sessions', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const fromAnalysis = await owner.request('POST', '/api/sessions', { title: 'x', agenda: 'free', analysisId: '00000000-0000-4000-8000-000000000000' });
    expect(fromAnalysis.statusCode).toBe(404);
    expect((await owner.request('GET', '/api/sessions/not-a-uuid')).statusCode).toBe(400);
  });

  it('invite links: shown once, joined with a name and the link’s role, revocable; a revoked or unknown link is a 404', async () => {
    const owner = new Browser(app);
    const session = await startSession(owner);
    const asOwner = await owner.request('POST', `/api/sessions/${session.id}/join`, { name: 'Ada' });
    expect(asOwner.json()).toMatchObject({ success: true, role: 'facilitator', name: 'Ada', session: { id: session.id, title: 'Checkout review', agenda: 'six-hats' } });
    expect(Math.abs(asOwner.json().serverTime - Date.now())).toBeLessThan(5000);

    const created = await owner.request('POST', `/api/sessions/${session.id}/invites`, { role: 'viewer', expiresInDays: 7 });
    expect(created.statusCode, created.body).toBe(201);
    const { invite, url } = created.json();
    expect(url).toMatch(new RegExp(`^http://sightline\\.test/collaborative-session/${session.id}#invite=[A-Za-z0-9_-]{43}$`));
    const token = url.split('#invite=')[1];
    expect(new Date(invite.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const guest = new Browser(app);
    expect((await guest.request('POST', `/api/sessions/${session.id}/join`, { invite: token })).statusCode).toBe(400);
    const joined = await guest.request('POST', `/api/sessions/${session.id}/join`, { invite: token, name: 'Grace', participantId: 'abcdef123456' });
    expect(joined.json()).toMatchObject({ role: 'viewer', name: 'Grace', participantId: 'abcdef123456' });
    // An invite opens its own session only.
    const other = await startSession(owner);
    expect((await guest.request('POST', `/api/sessions/${other.id}/join`, { invite: token, name: 'Grace' })).statusCode).toBe(404);

    expect((await owner.request('GET', `/api/sessions/${session.id}/invites`)).json().invites).toEqual([{ ...invite }]);
    expect((await owner.request('DELETE', `/api/sessions/${session.id}/invites/${invite.id}`)).statusCode).toBe(200);
    expect((await owner.request('DELETE', `/api/sessions/${session.id}/invites/${invite.id}`)).statusCode).toBe(404);
    expect((await owner.request('GET', `/api/sessions/${session.id}/invites`)).json().invites[0].revokedAt).not.toBeNull();
    expect((await guest.request('POST', `/api/sessions/${session.id}/join`, { invite: token, name: 'Grace' })).statusCode).toBe(404);
  });

  it('exports the board as Markdown and CSV: clusters, notes by votes once revealed, action items; markup and formulas neutralised', async () => {
    const owner = new Browser(app);
    const session = await startSession(owner, { cards: [{ text: 'Search is hard to find', source: '' }, { text: '=HYPERLINK("http://evil")', source: '' }, { text: '<img src=x onerror=alert(1)>', source: '' }] });
    const doc = await storedBoard(session.id);
    const before = Y.encodeStateVector(doc);
    const [search, formula, html] = readBoard(doc).notes;
    const cluster = addCluster(doc, { title: 'Findability', x: 10, y: 10 });
    updateNote(doc, search!.id, { clusterId: cluster });
    castVote(doc, 'p1', formula!.id, 1);
    castVote(doc, 'p1', formula!.id, 1);
    castVote(doc, 'p2', search!.id, 1);
    addAction(doc, { text: 'Put search in the header', owner: 'Grace', due: '2026-12-15' });
    await appendSessionUpdate(app.db, session.id, Y.encodeStateAsUpdate(doc, before));

    const hidden = await owner.request('GET', `/api/sessions/${session.id}/export?format=md`);
    expect(hidden.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(hidden.headers['content-disposition']).toBe('attachment; filename="checkout-review.md"');
    expect(hidden.body).toContain('Votes not revealed yet');
    expect(hidden.body).not.toMatch(/\d votes?/);

    revealVotes(doc, true);
    await appendSessionUpdate(app.db, session.id, Y.encodeStateAsUpdate(doc, before));
    const markdown = (await owner.request('GET', `/api/sessions/${session.id}/export?format=md`)).body;
    expect(markdown).toContain('## Findability\n\n- Search is hard to find — 1 vote');
    expect(markdown).toContain('## Not in a cluster\n\n- =HYPERLINK\\("http://evil"\\) — 2 votes');
    expect(markdown).toContain('\\<img src=x onerror=alert\\(1\\)\\>');
    expect(markdown).toContain('## Action items\n\n- [ ] Put search in the header — Grace, due 2026-12-15');

    const csv = await owner.request('GET', `/api/sessions/${session.id}/export?format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFkind,cluster,text,author,colour,votes,owner,due,done',
      `note,,"'=HYPERLINK(""http://evil"")",,blue,2,,,`,
      'note,Findability,Search is hard to find,,blue,1,,,',
      `note,,<img src=x onerror=alert(1)>,,blue,0,,,`,
      'action,,Put search in the header,,,,Grace,2026-12-15,no',
      '',
    ]);
    expect(html).toBeDefined();
    expect((await owner.request('GET', `/api/sessions/${session.id}/export?format=pdf`)).statusCode).toBe(400);
  });

  it('summarises the session: the agenda and where it got to, notes by cluster with votes once revealed, links and comments, action items', async () => {
    const owner = new Browser(app);
    const session = await startSession(owner, { cards: [{ text: 'Checkout asks for an account', source: '' }, { text: 'No guest checkout', source: '' }] });
    const doc = await storedBoard(session.id);
    const before = Y.encodeStateVector(doc);
    const [account, guest] = readBoard(doc).notes;
    doc.getMap('targets').set('t1', { kind: 'finding', ref: 'forced-account', label: 'Forced account creation', anchor: '' });
    updateNote(doc, guest!.id, { linkId: 't1' });
    const cluster = addCluster(doc, { title: 'Sign-up walls', x: 10, y: 10 });
    updateNote(doc, account!.id, { clusterId: cluster });
    updateNote(doc, guest!.id, { clusterId: cluster });
    castVote(doc, 'p1', guest!.id, 1);
    castVote(doc, 'p2', guest!.id, 1);
    castVote(doc, 'p2', account!.id, 1);
    addComment(doc, { noteId: guest!.id, text: 'Seen in 4 of 5 sessions', author: 'Grace', authorId: 'p2' }, Date.parse('2026-12-01T10:00:00Z'));
    setPhase(doc, 'six-hats', 2);
    addAction(doc, { text: 'Offer guest checkout', owner: 'Ada', due: '' });
    await appendSessionUpdate(app.db, session.id, Y.encodeStateAsUpdate(doc, before));

    const hidden = (await owner.request('GET', `/api/sessions/${session.id}/summary`)).json().summary;
    expect(hidden.votesRevealed).toBe(false);
    expect(hidden.groups[0].notes.map((note: { votes: number | null }) => note.votes)).toEqual([null, null]);

    revealVotes(doc, true);
    await appendSessionUpdate(app.db, session.id, Y.encodeStateAsUpdate(doc, before));
    const response = await owner.request('GET', `/api/sessions/${session.id}/summary`);
    expect(response.statusCode, response.body).toBe(200);
    const { summary } = response.json();
    expect(summary.session).toMatchObject({ id: session.id, title: 'Checkout review', agenda: 'six-hats', source: { kind: 'blank', id: null } });
    expect(summary.phases).toHaveLength(7);
    expect(summary.phase).toBe(2);
    expect(summary.phases[2].title).toBe('Red hat: feelings');
    expect(summary.counts).toEqual({ notes: 2, clusters: 1, actions: 1, comments: 1, voters: 2 });
    expect(summary.groups).toEqual([
      {
        cluster,
        title: 'Sign-up walls',
        notes: [
          { id: guest!.id, text: 'No guest checkout', author: '', colour: 'blue', votes: 2, link: { kind: 'finding', ref: 'forced-account', label: 'Forced account creation', anchor: '' }, comments: [{ text: 'Seen in 4 of 5 sessions', author: 'Grace', createdAt: '2026-12-01T10:00:00.000Z' }] },
          { id: account!.id, text: 'Checkout asks for an account', author: '', colour: 'blue', votes: 1, link: null, comments: [] },
        ],
      },
    ]);
    expect(summary.actions).toEqual([{ text: 'Offer guest checkout', owner: 'Ada', due: '', done: false }]);

    const markdown = (await owner.request('GET', `/api/sessions/${session.id}/export?format=md`)).body;
    expect(markdown).toContain('- No guest checkout — 2 votes\n  - Linked to the finding: Forced account creation\n  - Grace: Seen in 4 of 5 sessions\n- Checkout asks for an account — 1 vote');
    expect(markdown).toContain('reached phase 3 of 7: Red hat: feelings');

    expect((await new Browser(app).request('GET', `/api/sessions/${session.id}/summary`)).statusCode).toBe(404);
    expect((await new Browser(app).request('GET', `/api/sessions/${session.id}/summary.pdf`)).statusCode).toBe(404);
  });
});
