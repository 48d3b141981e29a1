import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { decks } from 'virtual:content/card-decks';
import { CARD_PAPERS } from '@sightline/shared/content/card-decks';
import { PrintSheets } from '../../features/card-decks/print-sheets';
import { CARD_DECK_STRINGS as S } from '../../features/card-decks/strings';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /card-decks/print/{deck}?paper=a4|letter: a deck's sheets, which the server's Chromium prints to PDF
 * (GET /api/card-decks/{deck}/deck.pdf) once the page marks itself ready, and which a browser's own
 * print dialog prints the same way.
 */
export function CardDeckPrintPage() {
  const { deck: id } = useParams();
  const [params] = useSearchParams();
  const paper = params.get('paper') === 'letter' ? CARD_PAPERS.letter : CARD_PAPERS.a4;
  const deck = decks.find((candidate) => candidate.id === id);
  const [fontsReady, setFontsReady] = useState(false);
  useDocumentTitle(deck ? S.printPageTitle(deck.title) : S.noSuchDeck);
  useEffect(() => {
    let live = true;
    void document.fonts.ready.then(() => live && setFontsReady(true));
    return () => {
      live = false;
    };
  }, []);

  if (!deck) return <p className="mx-auto max-w-xl px-4 py-16">{S.noSuchDeck}</p>;
  return (
    <div className="overflow-x-auto bg-neutral-200 py-6 print:overflow-visible print:bg-transparent print:py-0" data-report-ready={fontsReady ? 'true' : undefined}>
      <h1 className="sr-only">{S.printPageTitle(deck.title)}</h1>
      {deck.cards.length === 0 ? <p className="mx-auto max-w-xl bg-white p-6">{S.emptyDeck}</p> : <PrintSheets deck={deck} sheet={paper} />}
    </div>
  );
}
