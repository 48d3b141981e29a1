import { describe, expect, it } from 'vitest';
import { confirmshaming, cookieRejectHarder, interference, preTickedBoxes, visualInterference } from '../../../src/audits/deceptive-design/choice-audits';
import { countdownReset } from '../../../src/audits/deceptive-design/countdown-reset';
import { nagging } from '../../../src/audits/deceptive-design/nagging';
import { scarcityClaims } from '../../../src/audits/deceptive-design/text-audits';
import { misleadingWording } from '../../../src/audits/deceptive-design/text-audits';
import type { ChoicePair, ControlLook } from '../../../src/gatherers/deceptive/choice-controls';
import { clockSeconds, type Countdown } from '../../../src/gatherers/deceptive/countdowns';
import type { AuditContext, AuditResult, ElementRef } from '../../../src/types';

const context = {} as AuditContext;
const ref = (selector: string): ElementRef => ({ selector, snippet: `<b id="${selector.slice(1)}">`, rect: { x: 0, y: 0, width: 10, height: 10 } });
const look = (selector: string, text: string, over: Partial<ControlLook> = {}): ControlLook => ({ element: ref(selector), text, area: 4000, fontSizePx: 16, contrast: 7, filled: true, ...over });
const pair = (accept: ControlLook, decline: ControlLook): ChoicePair => ({ accept, decline, container: ref('#box'), containerText: '' });
const one = (result: AuditResult | AuditResult[]) => (Array.isArray(result) ? result[0]! : result);

describe('deceptive-design audits', () => {
  it('clockSeconds reads clocks and ignores durations that are no countdown', () => {
    expect(clockSeconds('Ends in 01:02:03')).toBe(3723);
    expect(clockSeconds('2d 04h 13m 20s')).toBe(2 * 86_400 + 4 * 3600 + 13 * 60 + 20);
    expect(clockSeconds('1 day 02:00:00')).toBe(86_400 + 7200);
    expect(clockSeconds('Delivery in 3 days')).toBeNull();
    expect(clockSeconds('5 min read')).toBeNull();
  });

  it('countdown-reset: a deadline that moved on passes, one that restarted fails, one not read again needs review', () => {
    const countdown = (seconds: number, later: Countdown['later']): Countdown => ({ element: ref('#t'), text: 'x', seconds, later });
    expect(one(countdownReset.audit({ Countdowns: [] }, context)).outcome).toBe('not-applicable');
    expect(one(countdownReset.audit({ Countdowns: [countdown(7200, { laterSeconds: 600, text: '01:49:58', seconds: 6598 })] }, context)).outcome).toBe('passed');
    const reset = one(countdownReset.audit({ Countdowns: [countdown(7200, { laterSeconds: 600, text: '01:59:59', seconds: 7199 })] }, context));
    expect(reset.outcome).toBe('failed');
    expect(reset.elements?.[0]?.note).toBe('Showed x; 10 minutes later a new visitor saw 01:59:59');
    expect(one(countdownReset.audit({ Countdowns: [countdown(7200, null)] }, context)).outcome).toBe('needs-review');
  });

  it('visual interference: size, bare text beside a button and faint text count; equal controls do not', () => {
    expect(interference(pair(look('#a', 'Accept'), look('#d', 'Reject')))).toEqual([]);
    expect(interference(pair(look('#a', 'Accept', { area: 8000 }), look('#d', 'No', { area: 1500 })))).toEqual(['the accept control is 5.3× its size']);
    expect(interference(pair(look('#a', 'Accept', { area: 5000 }), look('#d', 'No', { area: 2000, filled: false })))).toEqual(['it is bare text beside a 2.5× larger button']);
    expect(interference(pair(look('#a', 'Accept'), look('#d', 'No', { contrast: 2.1 })))).toEqual(['its text contrast is 2.1:1 against 7:1']);
    const result = one(visualInterference.audit({ ChoiceControls: { preTicked: [], pairs: [pair(look('#a', 'Accept', { area: 9000 }), look('#d', 'No', { area: 900 }))] } }, context));
    expect(result.outcome).toBe('failed');
    expect(result.elements?.map((element) => element.selector)).toEqual(['#d', '#a']);
  });

  it('confirmshaming reads the decline with the classifier; misleading wording leaves those declines to it', () => {
    const shaming = pair(look('#a', 'Yes please'), look('#d', 'No thanks, I hate saving money'));
    const controls = { preTicked: [], pairs: [shaming] };
    expect(one(confirmshaming.audit({ ChoiceControls: controls }, context)).outcome).toBe('failed');
    expect(one(confirmshaming.audit({ ChoiceControls: { preTicked: [], pairs: [pair(look('#a', 'Yes please'), look('#d', 'No thanks'))] } }, context)).outcome).toBe('passed');
    const segments = [{ text: 'No thanks, I hate saving money', element: ref('#d'), control: true }];
    expect(one(misleadingWording.audit({ TextSegments: segments, ChoiceControls: controls }, context)).outcome).toBe('passed');
    expect(one(misleadingWording.audit({ TextSegments: segments, ChoiceControls: { preTicked: [], pairs: [] } }, context)).outcome).toBe('failed');
  });

  it('pre-ticked boxes: opt-ins and add-ons fail, "remember me" and a saved address do not', () => {
    const box = (label: string) => ({ element: ref('#b'), label });
    expect(one(preTickedBoxes.audit({ ChoiceControls: { preTicked: [box('Remember me'), box('Billing address same as shipping')], pairs: [] } }, context)).outcome).toBe('passed');
    const result = one(preTickedBoxes.audit({ ChoiceControls: { preTicked: [box('Remember me'), box('Yes, add travel insurance'), box('Email me offers')], pairs: [] } }, context));
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '2 boxes' });
  });

  it('cookie-reject-harder: one click each passes; more clicks or no way to refuse fails', () => {
    const banner = { banner: ref('#c'), bannerText: 'We use cookies', accept: { element: ref('#a'), text: 'Accept all' } };
    expect(one(cookieRejectHarder.audit({ CookieChoices: null }, context)).outcome).toBe('not-applicable');
    expect(one(cookieRejectHarder.audit({ CookieChoices: { ...banner, rejectFirstLayer: { element: ref('#r'), text: 'Reject all' }, rejectClicks: 1, rejectPath: ['Reject all'] } }, context)).outcome).toBe('passed');
    expect(one(cookieRejectHarder.audit({ CookieChoices: { ...banner, rejectFirstLayer: null, rejectClicks: 3, rejectPath: ['Settings', 'untick 1 consent', 'Save'] } }, context)).displayValue).toBe('3 clicks to refuse, 1 to accept');
    expect(one(cookieRejectHarder.audit({ CookieChoices: { ...banner, rejectFirstLayer: null, rejectClicks: null, rejectPath: [] } }, context)).displayValue).toBe('no refuse option');
  });

  it('nagging: a popup back after closing fails, one that stays closed passes, one that will not close needs review', () => {
    const popup = { dialog: ref('#n'), text: 'Join our club', close: 'Close' };
    expect(one(nagging.audit({ Nagging: null }, context)).outcome).toBe('not-applicable');
    expect(one(nagging.audit({ Nagging: { ...popup, closed: true, returned: false } }, context)).outcome).toBe('passed');
    expect(one(nagging.audit({ Nagging: { ...popup, closed: true, returned: true } }, context))).toMatchObject({ outcome: 'failed', elements: [{ selector: '#n' }] });
    expect(one(nagging.audit({ Nagging: { ...popup, closed: false, returned: false } }, context)).outcome).toBe('needs-review');
  });

  it('a text audit quotes each text it flags and passes a page without any', () => {
    const segments = [{ text: 'Only 3 left in stock', element: ref('#s'), control: false }, { text: 'Add to cart', element: ref('#c'), control: true }];
    const result = one(scarcityClaims.audit({ TextSegments: segments }, context));
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '1 text', elements: [{ selector: '#s', note: '“Only 3 left in stock”' }] });
    expect(one(scarcityClaims.audit({ TextSegments: segments.slice(1) }, context)).outcome).toBe('passed');
  });
});
