import { describe, expect, it } from 'vitest';
import { assignMarkers, layoutBoxes } from '../../../src/gatherers/ui/annotate';
import { colourStats, contrastAgainst, contrastRatio, luminance, type Bitmap } from '../../../src/gatherers/ui/pixels';
import type { Finding } from '../../../src/types';
import { ref } from './helpers';

function bitmap(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Bitmap {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set([...pixel(x, y), 255], (y * width + x) * 4);
  return { width, height, data };
}

describe('pixel measurements', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio(luminance(0, 0, 0), luminance(255, 255, 255))).toBeCloseTo(21, 5);
    expect(contrastRatio(luminance(119, 119, 119), luminance(255, 255, 255))).toBeCloseTo(4.48, 2);
  });

  it('summarises contrast over a background by percentile, so a bright band decides but a speck does not', () => {
    // White text; a dark background with a light band over the right 30 %.
    const banded = bitmap(100, 20, (x) => (x >= 70 ? [240, 240, 240] : [20, 20, 20]));
    expect(contrastAgainst(banded, [255, 255, 255]).p10).toBeLessThan(1.2);
    const speck = bitmap(100, 20, (x, y) => (x === 50 && y === 10 ? [250, 250, 250] : [20, 20, 20]));
    expect(contrastAgainst(speck, [255, 255, 255]).p10).toBeGreaterThan(15);
  });

  it('counts colours that cover the screen and the share of the dominant one', () => {
    const page = bitmap(100, 100, (x, y) => (y < 20 ? [16, 36, 62] : x < 10 ? [11, 92, 173] : [255, 255, 255]));
    const stats = colourStats(page);
    expect(stats.distinctColours).toBe(3);
    expect(stats.whitespaceRatio).toBeCloseTo(0.72, 2);
  });
});

function failed(id: string, selectors: string[], severity: Finding['severity'] = 'serious'): Finding {
  return { id, category: 'uiAnalysis', outcome: 'failed', severity, title: id, description: '', recommendation: '', guide: null, wcag: [], act: [], elements: selectors.map((selector, i) => ref(selector, { x: 10, y: 100 * (i + 1), width: 200, height: 40 })), device: 'mobile', score: 0 };
}

describe('annotation markers', () => {
  it('numbers the elements of failed findings in order, skipping passed findings, page-sized wrappers and elements off the picture', () => {
    const passed = { ...failed('ok', ['#p']), outcome: 'passed' as const };
    const wrapper = failed('region', []);
    wrapper.elements = [ref('body', { x: 0, y: 0, width: 390, height: 2000 })];
    const offPicture = failed('far', []);
    offPicture.elements = [ref('#far', { x: 0, y: 5000, width: 100, height: 20 })];
    const findings = [failed('a', ['#one', '#two']), passed, wrapper, offPicture, failed('b', ['#one'])];
    const markers = assignMarkers(findings, { width: 390, height: 2000 });
    expect(markers.map((m) => `${m.marker} ${m.findingId} ${m.selector}`)).toEqual(['1 a #one', '2 a #two', '3 b #one']);
    expect(findings[0]!.elements.map((element) => element.marker)).toEqual([1, 2]);
    expect(wrapper.elements[0]!.marker).toBeUndefined();
  });

  it('draws one box per element with all its numbers, worst severity first, labels not overlapping', () => {
    const markers = assignMarkers([failed('a', ['#one', '#two'], 'minor'), failed('b', ['#one'], 'critical')], { width: 390, height: 2000 });
    const boxes = layoutBoxes(markers, { width: 390, height: 2000 });
    expect(boxes.map((box) => [box.label, box.severity])).toEqual([
      ['1,3', 'critical'],
      ['2', 'minor'],
    ]);
    const [first, second] = boxes.map((box) => box.labelAt);
    expect(first!.y + 20 <= second!.y || second!.y + 20 <= first!.y || first!.x + first!.width <= second!.x || second!.x + second!.width <= first!.x).toBe(true);
  });
});
