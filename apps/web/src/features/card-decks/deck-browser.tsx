import { Download, Shuffle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { decks } from 'virtual:content/card-decks';
import { CARD_DECK_IDS, CARD_PAPER_IDS, type CardDeckId } from '@sightline/shared/content/card-decks';
import { Button, buttonVariants } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/utils';
import { CardTile } from './card-tile';
import { drawCard, newPile, type Pile } from './pile';
import { CARD_DECK_STRINGS as S } from './strings';
import type { Card, CardDeck } from './types';

type DeckFilter = CardDeckId | 'all';
interface Dealt {
  card: Card;
  deck: CardDeck;
}

const ALL: Dealt[] = decks.flatMap((deck) => deck.cards.map((card) => ({ card, deck })));
const BY_PATH = new Map(ALL.map((dealt) => [dealt.card.path, dealt]));

/** Every word of the search in the card's name, definition or question. */
function matching(dealt: readonly Dealt[], query: string): Dealt[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...dealt];
  return dealt.filter(({ card }) => {
    const text = `${card.name} ${card.definition} ${card.question}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const isDeckId = (value: string | null): value is CardDeckId => CARD_DECK_IDS.includes(value as CardDeckId);

/** /card-decks below its text: choose a deck, search the cards, shuffle and draw one, print a deck. */
export function DeckBrowser() {
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<DeckFilter>(() => (isDeckId(params.get('deck')) ? (params.get('deck') as CardDeckId) : 'all'));
  const [query, setQuery] = useState('');
  const [draw, setDraw] = useState<{ key: string; pile: Pile; path: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const chosen = filter === 'all' ? null : decks.find((deck) => deck.id === filter)!;
  const inDeck = useMemo(() => (filter === 'all' ? ALL : ALL.filter((dealt) => dealt.deck.id === filter)), [filter]);
  const shown = useMemo(() => matching(inDeck, query), [inDeck, query]);
  // A draw belongs to the cards it was drawn from: another deck or search starts a new shuffle.
  const key = `${filter}\n${query.trim().toLowerCase()}`;
  const current = draw?.key === key ? draw : null;
  const drawn = current?.path ? BY_PATH.get(current.path) : undefined;

  const onDraw = () => {
    const next = drawCard(current?.pile ?? newPile(shown.map((dealt) => dealt.card.path)));
    setDraw({ key, ...next });
    const card = next.path ? BY_PATH.get(next.path)!.card : null;
    setAnnouncement(card ? S.drewAnnouncement(card.name, card.question, next.pile.drawn, next.pile.order.length) : S.nothingToDraw);
  };
  const onShuffle = () => {
    setDraw({ key, pile: newPile(shown.map((dealt) => dealt.card.path)), path: null });
    setAnnouncement(S.shuffledAnnouncement(shown.length));
  };

  return (
    <div className="mt-12 grid gap-10">
      <section aria-labelledby="decks-heading">
        <h2 id="decks-heading" className="text-2xl font-semibold tracking-tight">
          {S.decksHeading}
        </h2>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">{S.deckLegend}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[{ id: 'all' as const, title: S.allDecks, count: ALL.length }, ...decks.map((deck) => ({ id: deck.id, title: deck.title, count: deck.cards.length }))].map((option) => (
              <label
                key={option.id}
                className="relative inline-flex cursor-pointer items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2"
              >
                <input type="radio" name="deck" value={option.id} checked={filter === option.id} onChange={() => setFilter(option.id)} className="sr-only" />
                {option.title}
                <span className="text-xs opacity-80">{option.count}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 grid max-w-md gap-2">
          <Label htmlFor="card-search">{S.search}</Label>
          <Input id="card-search" type="search" value={query} placeholder={S.searchPlaceholder} onChange={(event) => setQuery(event.target.value)} />
        </div>
        {chosen && chosen.cards.length === 0 && <p className="mt-4 rounded-md border border-border bg-secondary/40 px-3 py-2 text-sm">{S.emptyDeck}</p>}
      </section>

      <section aria-labelledby="draw-heading" className="rounded-xl border border-primary/30 bg-secondary/30 p-5">
        <h2 id="draw-heading" className="text-xl font-semibold tracking-tight">
          {S.drawHeading}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{S.drawIntro}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={onDraw} disabled={shown.length === 0}>
            <Shuffle aria-hidden="true" />
            {current ? S.drawNext : S.draw}
          </Button>
          {current && (
            <Button variant="outline" onClick={onShuffle}>
              {S.reshuffle}
            </Button>
          )}
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {drawn && current && (
          <figure className="mt-5 max-w-sm" data-testid="drawn-card">
            <figcaption className="mb-2 text-sm text-muted-foreground">{S.drawn(current.pile.drawn, current.pile.order.length)}</figcaption>
            <CardTile card={drawn.card} deck={drawn.deck} />
          </figure>
        )}
      </section>

      <section aria-labelledby="cards-heading">
        <h2 id="cards-heading" className="text-xl font-semibold tracking-tight">
          {chosen ? chosen.title : S.allDecks}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground" aria-live="polite" data-testid="card-count">
          {shown.length === 0 && query.trim() ? S.noMatch(query.trim()) : S.showing(shown.length, inDeck.length)}
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map(({ card, deck }) => (
            <li key={card.path}>
              <CardTile card={card} deck={deck} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="print-heading">
        <h2 id="print-heading" className="text-xl font-semibold tracking-tight">
          {S.printHeading}
        </h2>
        <p className="mt-1 max-w-[70ch] text-sm text-muted-foreground">{S.printIntro}</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {decks.map((deck) => (
            <li key={deck.id} className="rounded-xl border border-border p-4">
              <p className="font-semibold">
                {deck.title} <span className="text-sm font-normal text-muted-foreground">· {S.cardCount(deck.cards.length)}</span>
              </p>
              {deck.cards.length === 0 ? (
                <p className="mt-2 text-sm text-muted-foreground">{S.emptyDeck}</p>
              ) : (
                <div className="mt-3 flex flex-wrap gap-2">
                  {CARD_PAPER_IDS.map((paper) => (
                    <a key={paper} href={`/api/card-decks/${deck.id}/deck.pdf?paper=${paper}`} download aria-label={S.printLinkLabel(deck.title, paper)} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}>
                      <Download aria-hidden="true" />
                      {S.printLink(paper)}
                    </a>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
