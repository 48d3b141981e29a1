import type { CollabSession } from '@sightline/db';
import { agendaPhases, dotsOn, readBoard, type BoardState, type Note } from '@sightline/shared/sessions';
import type * as Y from 'yjs';

/** A session's board in words: clusters with their notes (most dots first), loose notes, action items. */
export interface BoardExport {
  markdown: string;
  csv: string;
}

// Markdown is read as text here, but a Markdown viewer would render it: characters that make
// markup (and raw HTML) are escaped so a note shows as what was typed.
const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (character) => `\\${character}`).replace(/\s*\n\s*/g, ' ');

/** A CSV field: quoted when needed; text a spreadsheet would run as a formula is prefixed with '. */
function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function byDots(board: BoardState) {
  return (a: Note, b: Note) => dotsOn(board, b.id) - dotsOn(board, a.id) || a.createdAt - b.createdAt;
}

export function exportBoard(session: CollabSession, doc: Y.Doc): BoardExport {
  const board = readBoard(doc);
  const phases = agendaPhases(session.agenda);
  const order = byDots(board);
  const groups = [...board.clusters.map((cluster) => ({ title: cluster.title || 'Untitled cluster', notes: board.notes.filter((note) => note.clusterId === cluster.id) })), { title: 'Not in a cluster', notes: board.notes.filter((note) => note.clusterId === null) }].filter(
    (group) => group.notes.length > 0,
  );
  const dots = (note: Note) => (board.votesRevealed ? dotsOn(board, note.id) : null);

  const lines = [`# ${escapeMarkdown(session.title)}`, '', `Started ${session.createdAt.toISOString().slice(0, 10)}. ${phases.length > 0 ? `Six thinking hats; reached phase ${board.phase + 1} of ${phases.length}: ${phases[board.phase]?.title ?? ''}.` : 'Free agenda.'}`, ''];
  lines.push(`${board.notes.length} notes, ${board.clusters.length} clusters, ${board.actions.length} action items. ${board.votesRevealed ? 'Votes revealed.' : 'Votes not revealed yet, so none are listed.'}`, '');
  for (const group of groups) {
    lines.push(`## ${escapeMarkdown(group.title)}`, '');
    for (const note of group.notes.sort(order)) {
      const count = dots(note);
      lines.push(`- ${escapeMarkdown(note.text)}${note.author ? ` (${escapeMarkdown(note.author)})` : ''}${count ? ` — ${count} ${count === 1 ? 'vote' : 'votes'}` : ''}`);
    }
    lines.push('');
  }
  if (board.actions.length > 0) {
    lines.push('## Action items', '');
    for (const action of board.actions) lines.push(`- [${action.done ? 'x' : ' '}] ${escapeMarkdown(action.text)}${action.owner ? ` — ${escapeMarkdown(action.owner)}` : ''}${action.due ? `, due ${action.due}` : ''}`);
    lines.push('');
  }

  const rows: Array<Array<string | number>> = [['kind', 'cluster', 'text', 'author', 'colour', 'votes', 'owner', 'due', 'done']];
  const clusterTitle = new Map(board.clusters.map((cluster) => [cluster.id, cluster.title]));
  for (const note of [...board.notes].sort(order)) rows.push(['note', note.clusterId ? (clusterTitle.get(note.clusterId) ?? '') : '', note.text, note.author, note.colour, dots(note) ?? '', '', '', '']);
  for (const action of board.actions) rows.push(['action', '', action.text, '', '', '', action.owner, action.due, action.done ? 'yes' : 'no']);
  const csv = `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
  return { markdown: lines.join('\n'), csv };
}
