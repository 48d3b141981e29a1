// keyboard-reachable, focus-visible, bypass-blocks and focus-context-change all read the Tab walk.
import { describe, expect, it } from 'vitest';
import { bypassBlocks } from '../../../src/audits/accessibility/bypass-blocks';
import { focusContextChange } from '../../../src/audits/accessibility/focus-context-change';
import { focusVisible } from '../../../src/audits/accessibility/focus-visible';
import { keyboardReachable } from '../../../src/audits/accessibility/keyboard-reachable';
import type { FocusStop, KeyboardArtifact } from '../../../src/gatherers/accessibility/keyboard';
import { context, element, single } from './helpers';

const stop = (selector: string, overrides: Partial<FocusStop> = {}): FocusStop => ({ element: element(selector), focusVisible: true, contextChange: null, ...overrides });
const walk = (overrides: Partial<KeyboardArtifact> = {}): { Keyboard: KeyboardArtifact } => ({
  Keyboard: { stops: [stop('a'), stop('button')], complete: true, unreachable: [], untabbable: [], skipLink: null, hasMainLandmark: true, headingCount: 1, ...overrides },
});

describe('keyboard-reachable', () => {
  it('fails when a complete walk never reached an interactive element', () => {
    const result = single(keyboardReachable.audit(walk({ unreachable: [element('div.btn')] }), context));
    expect(result.outcome).toBe('failed');
    expect(result.elements?.[0]?.selector).toBe('div.btn');
  });
  it('only asks for review when the walk hit its limit first', () => {
    expect(single(keyboardReachable.audit(walk({ unreachable: [element('div.btn')], complete: false }), context)).outcome).toBe('needs-review');
    // An element outside the tab order fails even when the walk was cut short.
    const cut = single(keyboardReachable.audit(walk({ unreachable: [element('div.btn'), element('span.fake')], untabbable: [element('span.fake')], complete: false }), context));
    expect(cut.outcome).toBe('failed');
    expect(cut.elements?.map((e) => e.selector)).toEqual(['span.fake']);
  });
  it('passes when everything was reached, and does not apply to pages without tab stops', () => {
    expect(single(keyboardReachable.audit(walk(), context)).outcome).toBe('passed');
    expect(single(keyboardReachable.audit(walk({ stops: [] }), context)).outcome).toBe('not-applicable');
  });
});

describe('focus-visible', () => {
  it('fails the stops where the page looks the same focused and unfocused', () => {
    const result = single(focusVisible.audit(walk({ stops: [stop('a'), stop('button', { focusVisible: false })] }), context));
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '1 of 2 stops' });
    expect(result.elements?.map((ref) => ref.selector)).toEqual(['button']);
  });
  it('asks for review of stops it could not check', () => {
    expect(single(focusVisible.audit(walk({ stops: [stop('a'), stop('iframe', { focusVisible: null })] }), context)).outcome).toBe('needs-review');
  });
  it('passes visible focus everywhere', () => expect(single(focusVisible.audit(walk(), context)).outcome).toBe('passed'));
});

describe('bypass-blocks', () => {
  const skip = { element: element('a.skip'), href: '#main', targetExists: true, works: true };
  const manyStops = ['a', 'a', 'a', 'a', 'a'].map((selector) => stop(selector));
  it('passes a skip link that moves focus to its target', () => expect(single(bypassBlocks.audit(walk({ skipLink: skip }), context)).outcome).toBe('passed'));
  it('fails a skip link whose target is missing or that does not move focus, even beside landmarks', () => {
    const missing = single(bypassBlocks.audit(walk({ skipLink: { ...skip, targetExists: false, works: false } }), context));
    expect(missing.outcome).toBe('failed');
    expect(missing.elements?.[0]?.note).toContain('#main');
    expect(single(bypassBlocks.audit(walk({ skipLink: { ...skip, works: false } }), context)).outcome).toBe('failed');
  });
  it('accepts a main landmark or headings, and fails a page with neither', () => {
    expect(single(bypassBlocks.audit(walk({ stops: manyStops }), context)).outcome).toBe('passed');
    expect(single(bypassBlocks.audit(walk({ stops: manyStops, hasMainLandmark: false }), context)).outcome).toBe('passed');
    expect(single(bypassBlocks.audit(walk({ stops: manyStops, hasMainLandmark: false, headingCount: 0 }), context)).outcome).toBe('failed');
  });
  it('does not apply to pages with a few tab stops', () => {
    expect(single(bypassBlocks.audit(walk({ hasMainLandmark: false, headingCount: 0 }), context)).outcome).toBe('not-applicable');
  });
});

describe('focus-context-change', () => {
  it('fails focus that navigates, with the reason on the element', () => {
    const result = single(focusContextChange.audit(walk({ stops: [stop('input', { contextChange: 'navigates to https://example.test/next' })] }), context));
    expect(result.outcome).toBe('failed');
    expect(result.elements?.[0]?.note).toBe('Focusing it navigates to https://example.test/next.');
  });
  it('passes quiet focus', () => expect(single(focusContextChange.audit(walk(), context)).outcome).toBe('passed'));
  it('does not apply without tab stops', () => expect(single(focusContextChange.audit(walk({ stops: [] }), context)).outcome).toBe('not-applicable'));
});
