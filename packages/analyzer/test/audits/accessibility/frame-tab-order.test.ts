import { describe, expect, it } from 'vitest';
import { frameTabOrder } from '../../../src/audits/accessibility/frame-tab-order';
import type { FrameFocusFacts } from '../../../src/gatherers/accessibility/frame-focus';
import { context, element, single } from './helpers';

const frame = (overrides: Partial<FrameFocusFacts>): FrameFocusFacts => ({ element: element('iframe'), tabindex: null, reachable: true, visibleFocusables: 1, ...overrides });
const run = (frames: FrameFocusFacts[]) => single(frameTabOrder.audit({ FrameFocus: frames }, context));

describe('frame-tab-order', () => {
  it('fails a frame with links that is taken out of the tab order', () => expect(run([frame({ tabindex: '-1' })]).outcome).toBe('failed'));
  it('passes frames left in the tab order', () => expect(run([frame({}), frame({ tabindex: '0' })]).outcome).toBe('passed'));
  it('ignores frames without visible focusable content, hidden frames and inert frames', () => {
    expect(run([frame({ tabindex: '-1', visibleFocusables: 0 })]).outcome).toBe('not-applicable');
    expect(run([frame({ tabindex: '-1', reachable: false })]).outcome).toBe('not-applicable');
  });
  it('asks for review when a frame could not be read', () => expect(run([frame({ tabindex: '-1', visibleFocusables: null })]).outcome).toBe('needs-review'));
});
