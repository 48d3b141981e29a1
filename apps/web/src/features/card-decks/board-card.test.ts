import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addNote, readBoard } from '@sightline/shared/sessions';
import { cardNote } from './board-card';

const card = { path: '/guides/biases/anchoring', name: 'Anchoring', definition: 'The pull a number exerts on judgments that follow it.', question: 'Which number did people see before they gave this estimate or price?' };

describe('a card drawn onto a session board', () => {
  it('is a note with the card’s name and question, its deck, and its guide', () => {
    const doc = new Y.Doc();
    addNote(doc, { ...cardNote(card, { title: 'Cognitive biases' }), author: 'Ada', authorId: 'p1', x: 24, y: 24 });
    expect(readBoard(doc).notes).toMatchObject([
      { text: 'Anchoring: Which number did people see before they gave this estimate or price?', source: 'Card · Cognitive biases', guide: '/guides/biases/anchoring', colour: 'purple', author: 'Ada' },
    ]);
  });

  it('links only to a guide path of our own: anything else any client writes reads as no link', () => {
    const doc = new Y.Doc();
    const id = addNote(doc, { text: 'x', colour: 'yellow', author: 'Eve', authorId: 'p2', x: 0, y: 0 });
    const fields = doc.getMap<Y.Map<unknown>>('notes').get(id)!;
    for (const guide of ['https://evil.example/guides/x', 'javascript:alert(1)', '//evil.example/guides/x', '/guides/../api/x', '/blog/x', 42]) {
      fields.set('guide', guide);
      expect(readBoard(doc).notes[0]!.guide, String(guide)).toBe('');
    }
    fields.set('guide', '/guides/laws/fitts-law');
    expect(readBoard(doc).notes[0]!.guide).toBe('/guides/laws/fitts-law');
  });
});
