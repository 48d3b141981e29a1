import { describe, expect, it } from 'vitest';
import { CARD_PAPERS } from '@sightline/shared/content/card-decks';
import { cropMarks, sheetLayout } from './sheet-layout';

describe('laying cards out on a sheet', () => {
  it('puts nine 63 × 88 mm cards on A4, centred, with 10.5 and 16.5 mm margins', () => {
    const layout = sheetLayout(CARD_PAPERS.a4);
    expect(layout).toMatchObject({ columns: 3, rows: 3, left: 10.5, top: 16.5 });
    expect(layout.cutsX).toEqual([10.5, 73.5, 136.5, 199.5]);
    expect(layout.cutsY).toEqual([16.5, 104.5, 192.5, 280.5]);
  });

  it('puts nine on US Letter too, the marks inside the sheet', () => {
    const layout = sheetLayout(CARD_PAPERS.letter);
    expect(layout).toMatchObject({ columns: 3, rows: 3 });
    expect(layout.top).toBeCloseTo(7.7, 5);
    for (const mark of cropMarks(layout)) {
      for (const x of [mark.x1, mark.x2]) {
        expect(x).toBeGreaterThan(2);
        expect(x).toBeLessThan(CARD_PAPERS.letter.width - 2);
      }
      for (const y of [mark.y1, mark.y2]) {
        expect(y).toBeGreaterThan(2);
        expect(y).toBeLessThan(CARD_PAPERS.letter.height - 2);
      }
    }
  });

  it('marks every cut line on both ends, outside the cards', () => {
    const layout = sheetLayout(CARD_PAPERS.a4);
    const marks = cropMarks(layout);
    expect(marks).toHaveLength(2 * 4 + 2 * 4);
    const vertical = marks.filter((mark) => mark.x1 === mark.x2);
    expect(vertical.every((mark) => mark.y2 < layout.top || mark.y1 > layout.cutsY.at(-1)!)).toBe(true);
  });
});
