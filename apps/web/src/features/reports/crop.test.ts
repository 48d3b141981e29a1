import { describe, expect, it } from 'vitest';
import { cropAround } from './crop';

const box = { width: 256, height: 144 };

describe('cropAround', () => {
  it('centres the element and its label with a margin, scaled to fit the thumbnail', () => {
    // 400 × 100 at (500, 1000): the label makes it 120 high; 448 wide with margins limits the scale.
    const crop = cropAround({ x: 500, y: 1000, width: 400, height: 100 }, box);
    expect(crop.scale).toBeCloseTo(256 / 448, 6);
    const shown = { width: box.width / crop.scale, height: box.height / crop.scale };
    expect(crop.x + shown.width / 2).toBeCloseTo(700, 6);
    expect(crop.y + shown.height / 2).toBeCloseTo(1040, 6);
    expect(crop.x).toBeLessThanOrEqual(500 - 24);
    expect(crop.y).toBeLessThanOrEqual(980 - 24);
  });

  it('enlarges a small element at most twice and stops at the top-left edge of the page', () => {
    expect(cropAround({ x: 4, y: 4, width: 10, height: 1 }, box)).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it('shrinks a tall element until it fits', () => {
    const crop = cropAround({ x: 0, y: 200, width: 300, height: 2000 }, box);
    expect(crop.scale).toBeCloseTo(144 / 2068, 6);
  });
});
