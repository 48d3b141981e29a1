import { CARD_SIZE_MM } from '@sightline/shared/content/card-decks';
import { cn } from '../../lib/utils';
import { DECK_BAND } from './deck-style';
import { cropMarks, CROP_MARK_MM, sheetLayout } from './sheet-layout';
import { CARD_DECK_STRINGS as S } from './strings';
import type { Card, CardDeck } from './types';

const mm = (value: number) => `${value}mm`;

/** One card's face at its printed size, the text in points so it prints as measured. */
function PrintedCard({ card, deck, left, top }: { card: Card; deck: CardDeck; left: number; top: number }) {
  return (
    <article
      data-testid="printed-card"
      className="absolute flex flex-col overflow-hidden bg-white text-neutral-900 shadow-[inset_0_0_0_0.1mm_#d4d4d4]"
      style={{ left: mm(left), top: mm(top), width: mm(CARD_SIZE_MM.width), height: mm(CARD_SIZE_MM.height) }}
    >
      <p className={cn('px-[4mm] py-[1.6mm] text-[6.5pt] font-semibold tracking-wide text-white uppercase', DECK_BAND[deck.id])}>{deck.title}</p>
      <div className="flex flex-1 flex-col px-[4mm] pt-[3mm] pb-[3.5mm]">
        <h2 className="text-[13pt] leading-tight font-bold text-balance">{card.name}</h2>
        <p className="mt-[2.5mm] text-[9.5pt] leading-snug">{card.definition}</p>
        <div className="mt-auto rounded-[1.5mm] bg-neutral-100 px-[2.5mm] py-[2mm]">
          <p className="text-[6.5pt] font-semibold tracking-wide text-neutral-600 uppercase">{S.ask}</p>
          <p className="mt-[0.8mm] text-[9pt] leading-snug font-medium">{card.question}</p>
        </div>
        <p className="mt-[2.5mm] truncate text-[6pt] text-neutral-600">
          {S.guideOn} {card.path}
        </p>
      </div>
    </article>
  );
}

/**
 * A deck laid out for printing and cutting: sheets of exactly the paper's size, the cards butted edge
 * to edge (one cut between neighbours) and centred, crop marks at every cut line outside the grid.
 */
export function PrintSheets({ deck, sheet }: { deck: CardDeck; sheet: { width: number; height: number } }) {
  const layout = sheetLayout(sheet);
  const perSheet = layout.columns * layout.rows;
  const sheets = Array.from({ length: Math.ceil(deck.cards.length / perSheet) }, (_, index) => deck.cards.slice(index * perSheet, (index + 1) * perSheet));
  const marks = cropMarks(layout);
  return (
    <>
      {/* The sheet is the page: no margin of the browser's or of the app's print CSS. */}
      <style>{`@page { size: ${mm(sheet.width)} ${mm(sheet.height)}; margin: 0; }`}</style>
      {sheets.map((cards, index) => (
        <section
          key={index}
          aria-label={`Sheet ${index + 1} of ${sheets.length}`}
          className="relative mx-auto mb-6 overflow-hidden bg-white shadow-md print:mb-0 print:shadow-none"
          // A hair shorter than the page, so rounding never spills a sheet onto a blank page of its own.
          style={{ width: mm(sheet.width), height: mm(sheet.height - 0.5), breakAfter: index < sheets.length - 1 ? 'page' : 'auto' }}
        >
          <svg className="absolute inset-0" width={mm(sheet.width)} height={mm(sheet.height)} viewBox={`0 0 ${sheet.width} ${sheet.height}`} aria-hidden="true">
            {marks.map((mark) => (
              <line key={`${mark.x1} ${mark.y1} ${mark.x2} ${mark.y2}`} {...mark} stroke="#000" strokeWidth={CROP_MARK_MM.stroke} />
            ))}
          </svg>
          {cards.map((card, position) => (
            <PrintedCard key={card.path} card={card} deck={deck} left={layout.cutsX[position % layout.columns]!} top={layout.cutsY[Math.floor(position / layout.columns)]!} />
          ))}
        </section>
      ))}
    </>
  );
}
