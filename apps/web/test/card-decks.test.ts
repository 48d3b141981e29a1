// The card decks of /card-decks are made from the guides library at build time: one card per guide
// of a deck's section, its text from that guide's own front matter, and nothing else.
import { describe, expect, it } from 'vitest';
import { CARD_DECKS } from '@sightline/shared/content/card-decks';
import { byPath, loadContent, type ContentEntry } from '../content-collection';
import { cardDecks, cardName } from '../content-decks';

const { entries } = loadContent();
const pages = byPath(entries);
const guidesOf = (section: string) => entries.filter((entry) => entry.file.startsWith(`guides/${section}/`) && entry.file.split('/').length === 3);

describe('the card decks of the guides library', () => {
  const { decks, problems } = cardDecks(entries);

  it('deals every guide of a deck its card, and no card without a guide', () => {
    expect(problems).toEqual([]);
    expect(decks.map((deck) => deck.id)).toEqual(CARD_DECKS.map((deck) => deck.id));
    for (const deck of CARD_DECKS) {
      const dealt = decks.find((other) => other.id === deck.id)!;
      const expected = guidesOf(deck.section).filter((entry) => !('only' in deck) || (deck.only as readonly string[]).includes(entry.frontMatter.slug));
      expect(dealt.cards.map((card) => card.path).sort(), deck.id).toEqual(expected.map((entry) => entry.path).sort());
      expect(pages.has(dealt.hub), dealt.hub).toBe(true);
    }
    // Every deck's section has guides today (50 biases, 24 laws, 37 methods, the six hats, 20 models).
    for (const deck of decks) expect(deck.cards.length, deck.id).toBeGreaterThanOrEqual(6);
  });

  it("takes each card's text from its guide, word for word", () => {
    for (const deck of decks) {
      for (const card of deck.cards) {
        const guide = pages.get(card.path)!;
        expect(card.definition).toBe(guide.frontMatter.card!.definition);
        expect(card.question).toBe(guide.frontMatter.card!.question);
        expect(guide.frontMatter.title.toLowerCase()).toContain(card.name.toLowerCase());
        expect(card.question.endsWith('?')).toBe(true);
      }
      const names = deck.cards.map((card) => card.name);
      expect(new Set(names).size, deck.id).toBe(names.length);
    }
  });

  it('lays the hats out in de Bono’s order of the six, the other decks by name', () => {
    const hats = decks.find((deck) => deck.id === 'thinking-hats')!;
    expect(hats.cards.map((card) => card.name)).toEqual(['White hat', 'Red hat', 'Yellow hat', 'Black hat', 'Green hat', 'Blue hat']);
    const laws = decks.find((deck) => deck.id === 'ux-laws')!.cards.map((card) => card.name);
    expect(laws).toEqual([...laws].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names a card after its guide, up to the colon and without a leading "The"', () => {
    expect(cardName('Anchoring: how the first number shapes every estimate')).toBe('Anchoring');
    expect(cardName('The decoy effect: how a third option steers the choice')).toBe('Decoy effect');
    expect(cardName('The von Restorff effect (isolation effect)')).toBe('von Restorff effect (isolation effect)');
    expect(cardName("Fitts's law")).toBe("Fitts's law");
  });
});

describe('dealing a collection', () => {
  const entry = (file: string, card?: { definition: string; question: string }): ContentEntry => {
    const [, section, slug] = file.replace(/\.md$/, '').split('/');
    return {
      path: `/${file.replace(/\.md$/, '')}`,
      file,
      frontMatter: { title: `${slug}: a page`, description: 'x'.repeat(80), slug: slug!, section: section!, updated: '2026-11-26', sources: [], ...(card ? { card } : {}) },
      aliases: [],
      html: '',
      toc: [],
      words: 0,
      paragraphs: [],
      links: [],
      headings: [],
    };
  };
  const card = { definition: 'A definition the guide states.', question: 'What would we ask?' };

  it('leaves a deck whose section has no guides empty, instead of making cards up', () => {
    const { decks, problems } = cardDecks([entry('guides/biases/anchoring.md', card)]);
    expect(problems).toEqual([]);
    expect(decks.find((deck) => deck.id === 'cognitive-biases')!.cards).toEqual([{ path: '/guides/biases/anchoring', name: 'Anchoring', ...card }]);
    for (const deck of decks.filter((other) => other.id !== 'cognitive-biases')) expect(deck.cards).toEqual([]);
  });

  it('refuses a deck’s guide without a card, and a card on a guide of no deck', () => {
    const { decks, problems } = cardDecks([entry('guides/laws/fitts-law.md'), entry('guides/decision-science/prospect-theory.md', card), entry('guides/hats/hat-sequences.md')]);
    expect(problems).toEqual([
      'guides/laws/fitts-law.md: a card of the UX laws deck (/card-decks), but its front matter has no card (definition and question)',
      'guides/decision-science/prospect-theory.md: has a card, but is a guide of no deck (packages/shared/src/content/card-decks.ts)',
    ]);
    expect(decks.every((deck) => deck.cards.length === 0)).toBe(true);
  });
});
