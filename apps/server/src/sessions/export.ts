import type { SessionSummary } from './summary';

/** A session's summary in words: clusters with their notes (most dots first), their links and comments, loose notes, action items. */
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

export function exportBoard(summary: SessionSummary): BoardExport {
  const { session, phases, counts } = summary;
  const lines = [
    `# ${escapeMarkdown(session.title)}`,
    '',
    `Started ${session.createdAt.slice(0, 10)}. ${phases.length > 0 ? `Six thinking hats; reached phase ${summary.phase + 1} of ${phases.length}: ${phases[summary.phase]?.title ?? ''}.` : 'Free agenda.'}`,
    '',
  ];
  lines.push(`${counts.notes} notes, ${counts.clusters} clusters, ${counts.actions} action items. ${summary.votesRevealed ? 'Votes revealed.' : 'Votes not revealed yet, so none are listed.'}`, '');
  for (const group of summary.groups) {
    lines.push(`## ${escapeMarkdown(group.title)}`, '');
    for (const note of group.notes) {
      lines.push(`- ${escapeMarkdown(note.text)}${note.author ? ` (${escapeMarkdown(note.author)})` : ''}${note.votes ? ` — ${note.votes} ${note.votes === 1 ? 'vote' : 'votes'}` : ''}`);
      if (note.link) lines.push(`  - Linked to ${note.link.kind === 'finding' ? 'the finding' : 'the response'}: ${escapeMarkdown(note.link.label)}`);
      for (const comment of note.comments) lines.push(`  - ${comment.author ? `${escapeMarkdown(comment.author)}: ` : ''}${escapeMarkdown(comment.text)}`);
    }
    lines.push('');
  }
  if (summary.actions.length > 0) {
    lines.push('## Action items', '');
    for (const action of summary.actions) lines.push(`- [${action.done ? 'x' : ' '}] ${escapeMarkdown(action.text)}${action.owner ? ` — ${escapeMarkdown(action.owner)}` : ''}${action.due ? `, due ${action.due}` : ''}`);
    lines.push('');
  }

  const rows: Array<Array<string | number>> = [['kind', 'cluster', 'text', 'author', 'colour', 'votes', 'owner', 'due', 'done']];
  const notes = summary.groups.flatMap((group) => group.notes.map((note) => ({ note, cluster: group.cluster === null ? '' : group.title })));
  // Most dots first across the board; notes with the same count keep their place.
  for (const { note, cluster } of notes.map((entry, index) => ({ ...entry, index })).sort((a, b) => (b.note.votes ?? 0) - (a.note.votes ?? 0) || a.index - b.index)) {
    rows.push(['note', cluster, note.text, note.author, note.colour, note.votes ?? '', '', '', '']);
  }
  for (const action of summary.actions) rows.push(['action', '', action.text, '', '', '', action.owner, action.due, action.done ? 'yes' : 'no']);
  const csv = `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
  return { markdown: lines.join('\n'), csv };
}
