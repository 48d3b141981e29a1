import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/utils';
import { DECK_BAND } from './deck-style';
import { CARD_DECK_STRINGS as S } from './strings';
import type { Card, CardDeck } from './types';

/** A card as the screen shows it: its deck, name, definition, the question to ask and the link to its guide. */
export function CardTile({ card, deck, headingLevel = 3, className }: { card: Card; deck: Pick<CardDeck, 'id' | 'title'>; headingLevel?: 2 | 3; className?: string }) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-labelledby={id} data-testid="card" className={cn('flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm', className)}>
      <p className={cn('px-4 py-1.5 text-xs font-semibold tracking-wide text-white uppercase', DECK_BAND[deck.id])}>{deck.title}</p>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading id={id} className="text-lg font-semibold tracking-tight text-balance">
          {card.name}
        </Heading>
        <p className="text-sm text-foreground">{card.definition}</p>
        <p className="mt-auto rounded-md bg-secondary/60 px-3 py-2 text-sm">
          <span className="font-semibold">{S.ask}: </span>
          {card.question}
        </p>
        <Link to={card.path} aria-label={S.readGuideLabel(card.name)} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4 hover:text-foreground">
          <BookOpen className="size-4" aria-hidden="true" />
          {S.readGuide}
        </Link>
      </div>
    </article>
  );
}
