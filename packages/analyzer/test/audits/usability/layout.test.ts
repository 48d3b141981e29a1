import { describe, expect, it } from 'vitest';
import { callToAction } from '../../../src/audits/usability/call-to-action';
import { lineLength } from '../../../src/audits/usability/line-length';
import { overlays } from '../../../src/audits/usability/overlays';
import { reflow } from '../../../src/audits/usability/reflow';
import type { CallToAction } from '../../../src/gatherers/usability/calls-to-action';
import { mobileContext, ref, single } from './context';

describe('reflow (WCAG 1.4.10)', () => {
  const base = { width: 320, clientWidth: 320 };
  it('passes when nothing scrolls sideways', () => {
    expect(single(reflow.audit({ Reflow: { ...base, scrollWidth: 320, overflowing: [] } }, mobileContext)).outcome).toBe('passed');
  });
  it('fails and names the wide elements', () => {
    const r = single(reflow.audit({ Reflow: { ...base, scrollWidth: 700, overflowing: [{ ...ref('.banner'), twoDimensional: false, painted: true }] } }, mobileContext));
    expect(r.outcome).toBe('failed');
    expect(r.elements?.map((e) => e.selector)).toEqual(['.banner']);
  });
  it('needs review when only two-dimensional content (a data table) is wide', () => {
    const r = single(reflow.audit({ Reflow: { ...base, scrollWidth: 900, overflowing: [{ ...ref('table'), twoDimensional: true, painted: true }] } }, mobileContext));
    expect(r.outcome).toBe('needs-review');
  });
  it('passes when only empty, transparent boxes reach past the edge: nothing there needs scrolling to', () => {
    const r = single(reflow.audit({ Reflow: { ...base, scrollWidth: 480, overflowing: [{ ...ref('.sticky-spacer'), twoDimensional: false, painted: false }] } }, mobileContext));
    expect(r).toMatchObject({ outcome: 'passed', explanation: expect.stringContaining('Only empty boxes') });
  });
});

describe('overlays', () => {
  const layer = (painted: number, position: 'fixed' | 'sticky' | 'modal' = 'fixed', coverage = painted) => ({ ...ref(`.layer-${painted}-${coverage}`), position, coverage, painted });
  it('passes a slim sticky bar', () => {
    expect(single(overlays.audit({ Overlays: { layers: [layer(0.12)], scrollLocked: false } }, mobileContext)).outcome).toBe('passed');
  });
  it('fails a large banner, more severely when it is a modal or locks scrolling', () => {
    const banner = single(overlays.audit({ Overlays: { layers: [layer(0.38), layer(0.02)], scrollLocked: false } }, mobileContext));
    expect(banner).toMatchObject({ outcome: 'failed', severity: 'moderate', displayValue: '40 % of the first screen covered' });
    expect(banner.elements?.map((e) => e.selector)).toEqual(['.layer-0.38-0.38']);
    const wall = single(overlays.audit({ Overlays: { layers: [layer(0.4, 'modal')], scrollLocked: true } }, mobileContext));
    expect(wall).toMatchObject({ outcome: 'failed', severity: 'serious' });
  });
  it('counts a layer only where it paints: an empty, transparent sticky placeholder hides nothing', () => {
    // A transparent sticky box over 60 % of the screen, and the painted header it lies on.
    const r = single(overlays.audit({ Overlays: { layers: [layer(0.08, 'sticky', 0.02), layer(0, 'sticky', 0.6)], scrollLocked: false } }, mobileContext));
    expect(r).toMatchObject({ outcome: 'passed', displayValue: '8 % of the first screen covered', explanation: expect.stringContaining('hide nothing') });
  });
  it('lists only the painted part of a layer that paints in places', () => {
    const r = single(overlays.audit({ Overlays: { layers: [layer(0.35, 'fixed', 0.9)], scrollLocked: false } }, mobileContext));
    expect(r).toMatchObject({ outcome: 'failed', displayValue: '35 % of the first screen covered' });
    expect(r.elements?.map((e) => e.note)).toEqual(['fixed, covers 35 %']);
  });
});

describe('line-length', () => {
  const para = (cpl: number, chars = 500) => ({ ...ref(`p.${cpl}`), chars, lines: Math.ceil(chars / cpl), charsPerLine: cpl });
  it('passes 45–90 characters per line', () => {
    expect(single(lineLength.audit({ LineLengths: [para(70), para(120, 100)] }, mobileContext)).outcome).toBe('passed');
  });
  it('fails when most body text is outside the range', () => {
    const r = single(lineLength.audit({ LineLengths: [para(140), para(70, 100)] }, mobileContext));
    expect(r.outcome).toBe('failed');
    expect(r.elements?.map((e) => e.note)).toEqual(['140 characters per line']);
  });
  it('is not applicable without long paragraphs', () => {
    expect(single(lineLength.audit({ LineLengths: [] }, mobileContext)).outcome).toBe('not-applicable');
  });
});

describe('call-to-action', () => {
  const button = (y: number, text = 'Start', inNavigation = false): CallToAction => ({ ...ref(`.b${y}`, { x: 16, y, width: 200, height: 48 }), rect: { x: 16, y, width: 200, height: 48 }, text, inNavigation });
  const run = (buttons: CallToAction[]) => single(callToAction.audit({ CallsToAction: { viewport: { width: 390, height: 844 }, buttons } }, mobileContext));
  it('passes a large button in the first screen, preferring one outside the menu', () => {
    expect(run([button(20, 'Sign in', true), button(300, 'Get a quote')])).toMatchObject({ outcome: 'passed', displayValue: '"Get a quote" at 300 px' });
  });
  it('fails when the only buttons are below the fold', () => {
    const r = run([button(1500, 'Buy')]);
    expect(r.outcome).toBe('failed');
    expect(r.displayValue).toBe('First button at 1500 px, fold at 844 px');
  });
  it('needs review on a page without any button', () => {
    expect(run([]).outcome).toBe('needs-review');
  });
  it('does not take a skip link parked above or left of the page for a button', () => {
    // Shown on focus only: the usual top: -64px, one whose bottom edge just meets the page's top, and
    // the classic left: -9999px.
    const skip = (rect: { x: number; y: number; width: number; height: number }, text = 'Skip to content'): CallToAction => ({ ...ref('.skip-link', rect), rect, text, inNavigation: false });
    const hidden = [skip({ x: 8, y: -64, width: 160, height: 48 }), skip({ x: 8, y: -120, width: 200, height: 120 }), skip({ x: -9999, y: 0, width: 160, height: 48 })];
    expect(run([...hidden, button(1500, 'Buy')])).toMatchObject({ outcome: 'failed', displayValue: 'First button at 1500 px, fold at 844 px', elements: [expect.objectContaining({ selector: '.b1500' })] });
    expect(run(hidden).outcome).toBe('needs-review');
  });
});
