// keyboard-reachable, focus-visible, bypass-blocks and focus-context-change all read the Tab walk.
import { describe, expect, it } from 'vitest';
import { bypassBlocks } from '../../../src/audits/accessibility/bypass-blocks';
import { focusContextChange } from '../../../src/audits/accessibility/focus-context-change';
import { focusVisible } from '../../../src/audits/accessibility/focus-visible';
import { keyboardReachable } from '../../../src/audits/accessibility/keyboard-reachable';
import type { FocusStop, KeyboardArtifact, SkipLinkFacts } from '../../../src/gatherers/accessibility/keyboard';
import { context, element, single } from './helpers';

const stop = (selector: string, overrides: Partial<FocusStop> = {}): FocusStop => ({ element: element(selector), focusVisible: true, contextChange: null, ...overrides });
const walk = (overrides: Partial<KeyboardArtifact> = {}): { Keyboard: KeyboardArtifact } => ({
  Keyboard: { stops: [stop('a'), stop('button')], complete: true, unreachable: [], untabbable: [], hoverOnly: [], skipLink: null, hasMainLandmark: true, headingCount: 1, ...overrides },
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
  it('fails a menu that only the pointer opens, with what it hides, even when the walk was cut short', () => {
    const menu = { element: element('nav li:nth-of-type(1)'), controls: ['Indoor plants', 'Herbs'], alike: 0 };
    const result = single(keyboardReachable.audit(walk({ hoverOnly: [menu], complete: false }), context));
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '1 hover-only menu' });
    expect(result.elements?.[0]?.note).toBe('Shows “Indoor plants”, “Herbs” only while the pointer is over it; no key opens it.');
    const both = single(keyboardReachable.audit(walk({ hoverOnly: [menu, menu], unreachable: [element('div.btn')] }), context));
    expect(both.displayValue).toBe('1 unreachable, 2 hover-only menus');
    expect(both.elements?.map((ref) => ref.selector)).toEqual(['nav li:nth-of-type(1)', 'nav li:nth-of-type(1)', 'div.btn']);
  });
  it('counts the items of a menu that were taken to behave as the first ones of their kind', () => {
    const menu = { element: element('nav li:nth-of-type(1)'), controls: ['Indoor plants'], alike: 6 };
    const result = single(keyboardReachable.audit(walk({ hoverOnly: [menu, { ...menu, alike: 0 }] }), context));
    expect(result.displayValue).toBe('8 hover-only menus');
    expect(result.elements?.[0]?.note).toBe('Shows “Indoor plants” only while the pointer is over it; no key opens it. 6 more items of this menu, built alike, were taken to behave the same.');
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
  const skip: SkipLinkFacts = { element: element('a.skip'), href: '#main', problem: null };
  const manyStops = ['a', 'a', 'a', 'a', 'a'].map((selector) => stop(selector));
  it('passes a skip link that takes focus past the repeated blocks', () => expect(single(bypassBlocks.audit(walk({ skipLink: skip }), context)).outcome).toBe('passed'));
  it('fails a skip link to nothing, to a hidden target or that leaves focus in place, even beside landmarks', () => {
    const notes = (['no-target', 'hidden-target', 'focus-not-moved'] as const).map((problem) => {
      const result = single(bypassBlocks.audit(walk({ skipLink: { ...skip, problem } }), context));
      expect(result.outcome).toBe('failed');
      return result.elements?.[0]?.note;
    });
    expect(notes).toEqual([
      'Its target #main does not exist.',
      'Its target #main is hidden (display: none or visibility: hidden), so nothing can be shown or focused there.',
      'Activating it leaves focus where it was: the next Tab goes to the menu, not to the content.',
    ]);
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
  it('fails focus sent elsewhere or dropped at once, with what happened', () => {
    const stops = [stop('a.logo'), stop('nav a', { focusVisible: false, contextChange: 'loses focus at once' }), stop('#email', { focusVisible: null, contextChange: 'moves focus to “Name”' })];
    const result = single(focusContextChange.audit(walk({ stops }), context));
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '2 elements' });
    expect(result.elements?.map((ref) => ref.note)).toEqual(['Focusing it loses focus at once.', 'Focusing it moves focus to “Name”.']);
  });
  it('passes quiet focus', () => expect(single(focusContextChange.audit(walk(), context)).outcome).toBe('passed'));
  it('does not apply without tab stops', () => expect(single(focusContextChange.audit(walk({ stops: [] }), context)).outcome).toBe('not-applicable'));
});
