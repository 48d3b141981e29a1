import { describe, expect, it } from 'vitest';
import { pinchZoom } from '../../../src/audits/usability/pinch-zoom';
import { viewport } from '../../../src/audits/usability/viewport';
import { mobileContext, single } from './context';

const run = (contents: string[]) => single(viewport.audit({ ViewportMeta: { contents } }, mobileContext));
const zoom = (contents: string[]) => single(pinchZoom.audit({ ViewportMeta: { contents } }, mobileContext));

describe('viewport', () => {
  it('passes width=device-width', () => {
    expect(run(['width=device-width, initial-scale=1']).outcome).toBe('passed');
  });
  it('fails without a tag, or with a fixed width', () => {
    expect(run([]).outcome).toBe('failed');
    const fixed = run(['width=980']);
    expect(fixed.outcome).toBe('failed');
    expect(fixed.elements?.[0]?.snippet).toContain('width=980');
  });
  it('reads the last tag, as browsers do, and tolerates semicolons and case', () => {
    expect(run(['width=device-width', 'WIDTH = 1024']).outcome).toBe('failed');
    expect(run(['width=1024', 'initial-scale=1; Width=Device-Width']).outcome).toBe('passed');
  });
});

describe('pinch-zoom', () => {
  it('fails user-scalable=no and maximum-scale under 2', () => {
    expect(zoom(['width=device-width, user-scalable=no']).outcome).toBe('failed');
    expect(zoom(['width=device-width, user-scalable=0']).outcome).toBe('failed');
    const max = zoom(['width=device-width, maximum-scale=1.5']);
    expect(max.outcome).toBe('failed');
    expect(max.displayValue).toBe('maximum-scale=1.5');
  });
  it('passes zoomable pages and has nothing to say without a tag', () => {
    expect(zoom(['width=device-width, maximum-scale=5, user-scalable=yes']).outcome).toBe('passed');
    expect(zoom([]).outcome).toBe('not-applicable');
  });
});
