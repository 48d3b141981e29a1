import { describe, expect, it } from 'vitest';
import { aboveFoldClutter } from '../../../src/audits/ui-analysis/above-fold-clutter';
import { buttonConsistency } from '../../../src/audits/ui-analysis/button-consistency';
import { colourPalette } from '../../../src/audits/ui-analysis/colour-palette';
import { contentUnderFixed } from '../../../src/audits/ui-analysis/content-under-fixed';
import { toFinding } from '../../../src/run-audits';
import { layoutShiftRegions } from '../../../src/audits/ui-analysis/layout-shift-regions';
import { requiredContrast, textContrastOverImages } from '../../../src/audits/ui-analysis/text-contrast-over-images';
import { typographyConsistency } from '../../../src/audits/ui-analysis/typography-consistency';
import type { TextOverImage } from '../../../src/gatherers/ui/text-over-images';
import { context, ref, screenshots, single, visualStyle } from './helpers';

function textOver(selector: string, p10: number, fontSizePx = 16, bold = false): TextOverImage {
  return { element: ref(selector), text: 'Hello', colour: [255, 255, 255], fontSizePx, bold, backdrop: 'background-image', contrast: { p10, median: p10 + 1, min: p10 - 0.5 } };
}

describe('text-contrast-over-images', () => {
  it('decides from the pixels: 90 % of the background must reach the WCAG ratio for the text size', () => {
    expect(requiredContrast(16, false)).toBe(4.5);
    expect(requiredContrast(24, false)).toBe(3);
    expect(requiredContrast(19, true)).toBe(3);
    const result = single(textContrastOverImages.audit({ TextOverImages: [textOver('#ok', 7), textOver('#weak', 2.1), textOver('#large', 3.2, 32)] }, context()));
    expect(result.outcome).toBe('failed');
    expect(result.elements!.map((element) => element.selector)).toEqual(['#weak']);
    expect(result.elements![0]!.note).toMatch(/2.1:1 over 90 % of the background image \(needs 4.5:1\)/);
    expect(single(textContrastOverImages.audit({ TextOverImages: [textOver('#ok', 7)] }, context())).outcome).toBe('passed');
    expect(single(textContrastOverImages.audit({ TextOverImages: [] }, context())).outcome).toBe('not-applicable');
  });
});

describe('content-under-fixed', () => {
  it('fails pinned elements that cover content or too much of the screen', () => {
    const header = { element: ref('header'), position: 'fixed' as const, viewportShare: 0.08, covers: [ref('#intro')] };
    const banner = { element: ref('#cookie'), position: 'fixed' as const, viewportShare: 0.45, covers: [] };
    const slim = { element: ref('nav'), position: 'sticky' as const, viewportShare: 0.07, covers: [] };
    const result = single(contentUnderFixed.audit({ VisualStyle: visualStyle({ fixed: [header, banner, slim] }) }, context()));
    expect(result.outcome).toBe('failed');
    expect(result.elements!.map((element) => element.selector)).toEqual(['header', '#intro', '#cookie']);
    expect(single(contentUnderFixed.audit({ VisualStyle: visualStyle({ fixed: [slim] }) }, context())).outcome).toBe('passed');
    expect(single(contentUnderFixed.audit({ VisualStyle: visualStyle() }, context())).outcome).toBe('not-applicable');
  });
  it('names no WCAG failure: content under a header at load is a design problem, not a failure of 1.4.10 Reflow', () => {
    const header = { element: ref('header'), position: 'fixed' as const, viewportShare: 0.08, covers: [ref('#intro')] };
    const result = single(contentUnderFixed.audit({ VisualStyle: visualStyle({ fixed: [header] }) }, context()));
    expect(toFinding(contentUnderFixed.meta, result, 'mobile')).toMatchObject({ outcome: 'failed', wcag: [] });
  });
});

describe('layout-shift-regions', () => {
  it('fails at 0.1 and points at every element that moved, once', () => {
    const move = (selector: string) => ({ element: ref(selector), previous: { x: 0, y: 100, width: 300, height: 50 }, current: { x: 0, y: 280, width: 300, height: 50 } });
    const shifts = [{ value: 0.08, time: 600, sources: [move('#photo'), move('p')] }, { value: 0.05, time: 900, sources: [move('#photo')] }];
    const result = single(layoutShiftRegions.audit({ VisualStyle: visualStyle({ layoutShifts: shifts }) }, context()));
    expect(result).toMatchObject({ outcome: 'failed', displayValue: 'Layout shift 0.13' });
    expect(result.elements!.map((element) => element.selector)).toEqual(['#photo', 'p']);
    expect(result.elements![0]!.note).toBe('Moved from y=100 to y=280 at 600 ms (shift 0.08)');
    expect(single(layoutShiftRegions.audit({ VisualStyle: visualStyle({ layoutShifts: shifts.slice(1) }) }, context())).outcome).toBe('passed');
  });
});

describe('above-fold-clutter', () => {
  it('limits elements per device and needs a fifth of the screen as whitespace', () => {
    const crowded = visualStyle({ aboveFold: { elements: 45, textBlocks: 30, interactive: 12, images: 3 } });
    expect(single(aboveFoldClutter.audit({ VisualStyle: crowded, UiScreenshots: screenshots() }, context('mobile'))).outcome).toBe('failed');
    expect(single(aboveFoldClutter.audit({ VisualStyle: crowded, UiScreenshots: screenshots() }, context('desktop'))).outcome).toBe('passed');
    expect(single(aboveFoldClutter.audit({ VisualStyle: visualStyle(), UiScreenshots: screenshots({ whitespaceRatio: 0.1 }) }, context())).outcome).toBe('failed');
    expect(single(aboveFoldClutter.audit({ VisualStyle: visualStyle(), UiScreenshots: screenshots() }, context())).outcome).toBe('passed');
  });
});

describe('button-consistency', () => {
  it('fails more than four button styles and shows the rare ones', () => {
    const buttons = Array.from({ length: 6 }, (_, i) => ({ signature: `style ${i}`, count: 6 - i, example: ref(`.b${i}`) }));
    const result = single(buttonConsistency.audit({ VisualStyle: visualStyle({ buttons }) }, context()));
    expect(result.outcome).toBe('failed');
    expect(result.elements!.map((element) => element.selector)).toEqual(['.b4', '.b5']);
    expect(single(buttonConsistency.audit({ VisualStyle: visualStyle({ buttons: buttons.slice(0, 4) }) }, context())).outcome).toBe('passed');
    expect(single(buttonConsistency.audit({ VisualStyle: visualStyle({ buttons: [] }) }, context())).outcome).toBe('not-applicable');
  });
});

describe('colour-palette', () => {
  it('counts text colours used more than once and colours covering the first screen', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ value: `rgb(${i}, 0, 0)`, count: 2 }));
    expect(single(colourPalette.audit({ VisualStyle: visualStyle({ textColours: many }), UiScreenshots: screenshots() }, context())).outcome).toBe('failed');
    const accents = [...many.slice(0, 4), ...many.slice(4).map((colour) => ({ ...colour, count: 1 }))];
    expect(single(colourPalette.audit({ VisualStyle: visualStyle({ textColours: accents }), UiScreenshots: screenshots() }, context())).outcome).toBe('passed');
    expect(single(colourPalette.audit({ VisualStyle: visualStyle(), UiScreenshots: screenshots({ distinctColours: 20 }) }, context())).outcome).toBe('failed');
  });
});

describe('typography-consistency', () => {
  it('fails more than eight sizes or three families', () => {
    const sizes = Array.from({ length: 9 }, (_, i) => ({ value: `${12 + i}px`, count: 3 }));
    expect(single(typographyConsistency.audit({ VisualStyle: visualStyle({ fontSizes: sizes }) }, context())).outcome).toBe('failed');
    const families = ['A', 'B', 'C', 'D'].map((value) => ({ value, count: 2 }));
    expect(single(typographyConsistency.audit({ VisualStyle: visualStyle({ fontFamilies: families }) }, context())).outcome).toBe('failed');
    expect(single(typographyConsistency.audit({ VisualStyle: visualStyle() }, context())).outcome).toBe('passed');
    expect(single(typographyConsistency.audit({ VisualStyle: visualStyle({ fontSizes: [] }) }, context())).outcome).toBe('not-applicable');
  });
});
