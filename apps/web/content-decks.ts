// Build step: the card decks of /card-decks dealt from the guides (evaluated through Vite's module
// runner like content-build.ts, since it reads the workspace's shared TypeScript).
import { CARD_DECKS } from '@sightline/shared/content/card-decks';
import type { ContentEntry } from './content-collection';
import type { Card, CardDeck } from './src/features/card-decks/types';

/** A card's name: the guide's title up to its colon, without a leading "The" ("The decoy effect: how…" → "Decoy effect"). */
export function cardName(title: string): string {
  const name = title.split(':')[0]!.trim().replace(/^The\s+/, '');
  return name.startsWith('von ') ? name : name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The decks of /card-decks: every guide of a deck's section (or those the deck names) is a card, its
 * text from the guide's own `card` front matter. A deck's guide without one, or a card on a guide of
 * no deck, is a problem the build refuses, so a deck never leaves out a guide or shows text no guide has.
 */
export function cardDecks(entries: readonly ContentEntry[]): { decks: CardDeck[]; problems: string[] } {
  const problems: string[] = [];
  const dealt = new Set<ContentEntry>();
  const decks = CARD_DECKS.map((deck): CardDeck => {
    const only: readonly string[] | undefined = 'only' in deck ? deck.only : undefined;
    const guides = entries.filter((entry) => entry.file.startsWith('guides/') && entry.file.split('/').length === 3 && entry.frontMatter.section === deck.section && (!only || only.includes(entry.frontMatter.slug)));
    const cards = guides.flatMap((entry): Card[] => {
      dealt.add(entry);
      const card = entry.frontMatter.card;
      if (!card) {
        problems.push(`${entry.file}: a card of the ${deck.title} deck (/card-decks), but its front matter has no card (definition and question)`);
        return [];
      }
      return [{ path: entry.path, name: cardName(entry.frontMatter.title), definition: card.definition, question: card.question }];
    });
    const order = (card: Card) => (only ? only.indexOf(card.path.split('/').at(-1)!) : 0);
    cards.sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name, 'en'));
    return { id: deck.id, title: deck.title, hub: deck.hub, prompt: deck.prompt, cards };
  });
  for (const entry of entries) if (entry.frontMatter.card && !dealt.has(entry)) problems.push(`${entry.file}: has a card, but is a guide of no deck (packages/shared/src/content/card-decks.ts)`);
  return { decks, problems };
}
