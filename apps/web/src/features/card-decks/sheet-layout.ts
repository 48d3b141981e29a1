import { CARD_SIZE_MM } from '@sightline/shared/content/card-decks';

/** What crop marks need around the cards: a gap from the cut, their length, and some paper beyond them. */
export const CROP_MARK_MM = { gap: 1, length: 4, stroke: 0.15 } as const;
const LEAST_MARGIN_MM = CROP_MARK_MM.gap + CROP_MARK_MM.length + 2;

export interface SheetLayout {
  columns: number;
  rows: number;
  /** The top left corner of the grid of cards, in millimetres from the sheet's. */
  left: number;
  top: number;
  /** Each cut line, in millimetres from the sheet's top left corner. */
  cutsX: number[];
  cutsY: number[];
}

/** As many cards as fit a sheet with room for the crop marks, butted edge to edge (one cut between neighbours) and centred. */
export function sheetLayout(sheet: { width: number; height: number }): SheetLayout {
  const columns = Math.floor((sheet.width - 2 * LEAST_MARGIN_MM) / CARD_SIZE_MM.width);
  const rows = Math.floor((sheet.height - 2 * LEAST_MARGIN_MM) / CARD_SIZE_MM.height);
  const left = (sheet.width - columns * CARD_SIZE_MM.width) / 2;
  const top = (sheet.height - rows * CARD_SIZE_MM.height) / 2;
  return {
    columns,
    rows,
    left,
    top,
    cutsX: Array.from({ length: columns + 1 }, (_, index) => left + index * CARD_SIZE_MM.width),
    cutsY: Array.from({ length: rows + 1 }, (_, index) => top + index * CARD_SIZE_MM.height),
  };
}

/** Crop marks as line segments (millimetres): at each cut line, outside the grid, on all four sides. */
export function cropMarks(layout: SheetLayout): Array<{ x1: number; y1: number; x2: number; y2: number }> {
  const { gap, length } = CROP_MARK_MM;
  const right = layout.cutsX.at(-1)!;
  const bottom = layout.cutsY.at(-1)!;
  return [
    ...layout.cutsX.flatMap((x) => [
      { x1: x, y1: layout.top - gap - length, x2: x, y2: layout.top - gap },
      { x1: x, y1: bottom + gap, x2: x, y2: bottom + gap + length },
    ]),
    ...layout.cutsY.flatMap((y) => [
      { x1: layout.left - gap - length, y1: y, x2: layout.left - gap, y2: y },
      { x1: right + gap, y1: y, x2: right + gap + length, y2: y },
    ]),
  ];
}
