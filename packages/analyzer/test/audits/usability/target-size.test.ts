import { describe, expect, it } from 'vitest';
import { tapTargets } from '../../../src/audits/usability/tap-targets';
import { targetSize } from '../../../src/audits/usability/target-size';
import type { TapTarget } from '../../../src/gatherers/usability/tap-targets';
import { mobileContext, ref, single } from './context';

function target(name: string, x: number, y: number, width: number, height: number, extra: Partial<TapTarget> = {}): TapTarget {
  return { ...ref(name, { x, y, width, height }), inline: false, userAgentControl: false, ...extra };
}
const run = (audit: typeof targetSize, targets: TapTarget[]) =>
  single(audit.audit({ TapTargets: { viewport: { width: 390, height: 844 }, targets } }, mobileContext));

describe('target-size (WCAG 2.5.8)', () => {
  it('passes 24 px targets even when they touch', () => {
    expect(run(targetSize, [target('a', 0, 0, 24, 24), target('b', 24, 0, 24, 24)]).outcome).toBe('passed');
  });
  it('fails small targets whose 24 px circles overlap, with a partial score', () => {
    const r = run(targetSize, [target('a', 0, 0, 16, 16), target('b', 18, 0, 16, 16), target('c', 200, 0, 100, 40)]);
    expect(r.outcome).toBe('failed');
    expect(r.elements?.map((e) => e.selector)).toEqual(['a', 'b']);
    expect(r.score).toBeCloseTo(1 / 3);
  });
  it('passes small targets spaced 24 px apart (the spacing exception)', () => {
    expect(run(targetSize, [target('a', 0, 0, 16, 16), target('b', 40, 0, 16, 16)]).outcome).toBe('passed');
  });
  it('fails a small target right next to a large one', () => {
    const r = run(targetSize, [target('icon', 0, 0, 16, 16), target('big', 18, 0, 100, 48)]);
    expect(r.elements?.map((e) => e.selector)).toEqual(['icon']);
  });
  it('exempts links in running text and browser-drawn checkboxes', () => {
    const r = run(targetSize, [target('inline', 0, 0, 30, 14, { inline: true }), target('check', 0, 16, 13, 13, { userAgentControl: true })]);
    expect(r.outcome).toBe('not-applicable');
  });
});

describe('tap-targets (48 px recommended)', () => {
  it('flags 24 px targets that are close together, but not 48 px ones', () => {
    expect(run(tapTargets, [target('a', 0, 0, 24, 24), target('b', 30, 0, 24, 24)]).outcome).toBe('failed');
    expect(run(tapTargets, [target('a', 0, 0, 48, 48), target('b', 48, 0, 48, 48)]).outcome).toBe('passed');
  });
});
