// Choices measured on the page: confirmshaming declines, the decline drawn weaker than the accept,
// boxes ticked for the visitor, and cookie banners where refusing takes more clicks than accepting.
import { classify } from '../../deceptive/classify';
import '../../gatherers/deceptive/choice-controls';
import type { ChoicePair, ControlLook } from '../../gatherers/deceptive/choice-controls';
import '../../gatherers/deceptive/cookie-choices';
import type { Audit, ElementRef } from '../../types';
import { REFERENCES } from './shared';

export const confirmshaming: Audit<'ChoiceControls'> = {
  meta: {
    id: 'confirmshaming',
    category: 'deceptiveDesign',
    title: 'Declining is worded neutrally',
    failureTitle: 'Declining means saying something shaming',
    description: 'Reads each decline control next to an accept one ("No thanks, I\'d rather pay full price"). Confirmshaming (Mathur et al. 2019; Gray et al. 2018) guilts the visitor into accepting.',
    recommendation: 'Label the decline neutrally: "No thanks" or "Not now".',
    guide: '/guides/biases/framing-effect',
    severity: 'serious',
    requiredArtifacts: ['ChoiceControls'],
    references: REFERENCES.common,
  },
  audit({ ChoiceControls }) {
    if (ChoiceControls.pairs.length === 0) return { outcome: 'not-applicable', explanation: 'No decline control beside an accept control' };
    const shaming = ChoiceControls.pairs.filter((pair) => classify(pair.decline.text).category === 'Misdirection');
    if (shaming.length === 0) return { outcome: 'passed', details: { pairs: ChoiceControls.pairs.length } };
    return {
      outcome: 'failed',
      elements: shaming.map((pair) => ({ ...pair.decline.element, note: `“${pair.decline.text}”, declining “${pair.accept.text}”` })),
      displayValue: `${shaming.length} decline${shaming.length === 1 ? '' : 's'}`,
      details: { pattern: 'Misdirection: confirmshaming', bias: 'Framing effect and guilt: declining is made to sound foolish', texts: shaming.map((pair) => ({ decline: pair.decline.text, accept: pair.accept.text })) },
    };
  },
};

/** Decline weaker than accept by this much in box area is interference on its own… */
export const AREA_RATIO = 4;
/** …or by this much when the accept is a button and the decline bare text. */
export const FORM_AREA_RATIO = 2;
/** Decline text fainter than this (WCAG ratio) while the accept's is at least ACCEPT_CONTRAST. */
export const FAINT_CONTRAST = 3;
export const ACCEPT_CONTRAST = 4.5;

/** Why the decline of a pair is drawn weaker than its accept, or [] when it is not. */
export function interference(pair: ChoicePair): string[] {
  const { accept, decline } = pair;
  const ratio = accept.area / Math.max(1, decline.area);
  const reasons: string[] = [];
  if (ratio >= AREA_RATIO) reasons.push(`the accept control is ${ratio.toFixed(1)}× its size`);
  else if (accept.filled && !decline.filled && ratio >= FORM_AREA_RATIO) reasons.push(`it is bare text beside a ${ratio.toFixed(1)}× larger button`);
  if (decline.contrast < FAINT_CONTRAST && accept.contrast >= ACCEPT_CONTRAST) reasons.push(`its text contrast is ${decline.contrast}:1 against ${accept.contrast}:1`);
  return reasons;
}

const described = (look: ControlLook) => `${look.filled ? 'button' : 'text'}, ${Math.round(look.area)} px², ${look.fontSizePx} px, contrast ${look.contrast}:1`;

export const visualInterference: Audit<'ChoiceControls'> = {
  meta: {
    id: 'visual-interference',
    category: 'deceptiveDesign',
    title: 'Accept and decline are drawn alike',
    failureTitle: 'The decline option is drawn much weaker than accept',
    description: `Measures each accept / decline pair in pixels: box area, whether each is a button or bare text, and text contrast against the colour behind it. A decline ${AREA_RATIO}× smaller, bare text beside a button ${FORM_AREA_RATIO}× its size, or text under ${FAINT_CONTRAST}:1 beside an accept of ${ACCEPT_CONTRAST}:1 steers the eye to accepting (visual interference, Gray et al. 2018).`,
    recommendation: 'Give both options the same kind of control, size and contrast; let the wording, not the styling, tell them apart.',
    guide: '/guides/biases/salience-bias',
    severity: 'serious',
    requiredArtifacts: ['ChoiceControls'],
    references: REFERENCES.common,
  },
  audit({ ChoiceControls }) {
    if (ChoiceControls.pairs.length === 0) return { outcome: 'not-applicable', explanation: 'No decline control beside an accept control' };
    const elements: ElementRef[] = [];
    const pairs = ChoiceControls.pairs.map((pair) => ({ pair, reasons: interference(pair) }));
    for (const { pair, reasons } of pairs) {
      if (reasons.length === 0) continue;
      elements.push({ ...pair.decline.element, note: `“${pair.decline.text}”: ${reasons.join('; ')}` }, { ...pair.accept.element, note: `“${pair.accept.text}” (${described(pair.accept)})` });
    }
    const details = { pairs: pairs.map(({ pair, reasons }) => ({ accept: { text: pair.accept.text, look: described(pair.accept) }, decline: { text: pair.decline.text, look: described(pair.decline) }, reasons })) };
    if (elements.length === 0) return { outcome: 'passed', details };
    const count = pairs.filter(({ reasons }) => reasons.length > 0).length;
    return { outcome: 'failed', elements, displayValue: `${count} choice${count === 1 ? '' : 's'}`, details: { ...details, pattern: 'Misdirection: visual interference', bias: 'Salience bias: the eye goes to what stands out' } };
  },
};

/** What a box ticked in advance must not opt the visitor into; saving an address or staying signed in is fine. */
const OPT_IN = /newsletter|e-?mails?\b|\bsms\b|text me|texts\b|marketing|offers?\b|promotion|\bnews\b|updates|partners?|third[- ]part|\bshare\b|insurance|protect|warranty|cover(?:age)?\b|donat|\badd\b|add-on|upgrade|subscri|member|gift ?wrap|consent|personali[sz]|cookies?|tracking|analytics|advertis|\bads\b|priority|express|premium|\btip\b/i;
const HARMLESS = /remember me|keep me (?:signed|logged) in|stay signed in|same as|billing address|shipping address|save (?:my |this )?(?:card|address|information|details)/i;

export const preTickedBoxes: Audit<'ChoiceControls'> = {
  meta: {
    id: 'pre-ticked-boxes',
    category: 'deceptiveDesign',
    title: 'No boxes ticked for the visitor',
    failureTitle: 'Boxes are ticked in advance for add-ons, mailings or consent',
    description: 'Finds check boxes already ticked when the page loads whose label opts into a newsletter, marketing, sharing, an add-on, insurance or consent. Consent must be an active choice, and an extra payment must not be a default (a pre-selection, in Mathur et al.\'s sneaking).',
    recommendation: 'Leave these boxes unticked so that the visitor chooses; a saved address or "remember me" may stay ticked.',
    guide: '/guides/biases/default-effect',
    severity: 'serious',
    requiredArtifacts: ['ChoiceControls'],
    references: REFERENCES.preTicked,
  },
  audit({ ChoiceControls }) {
    const boxes = ChoiceControls.preTicked.filter((box) => OPT_IN.test(box.label) && !HARMLESS.test(box.label));
    if (ChoiceControls.preTicked.length === 0) return { outcome: 'passed', details: { preTicked: 0 } };
    if (boxes.length === 0) return { outcome: 'passed', details: { preTicked: ChoiceControls.preTicked.length, labels: ChoiceControls.preTicked.map((box) => box.label) } };
    return {
      outcome: 'failed',
      elements: boxes.map((box) => ({ ...box.element, note: `Ticked in advance: “${box.label}”` })),
      displayValue: `${boxes.length} box${boxes.length === 1 ? '' : 'es'}`,
      details: { pattern: 'Sneaking / forced consent: pre-selected option', bias: 'Default effect: most people keep what was chosen for them', labels: boxes.map((box) => box.label) },
    };
  },
};

export const cookieRejectHarder: Audit<'CookieChoices'> = {
  meta: {
    id: 'cookie-reject-harder',
    category: 'deceptiveDesign',
    title: 'Refusing cookies is as easy as accepting',
    failureTitle: 'Refusing cookies takes more clicks than accepting',
    description: 'Clicks through the cookie banner: accepting is one click on its first layer; the audit counts the clicks refusing takes (opening the settings, unticking consents ticked in advance, saving). The EDPB counts a refusal harder than consent as a deceptive pattern.',
    recommendation: 'Put "Reject all" on the banner\'s first layer, next to and as visible as "Accept all".',
    guide: '/guides/biases/default-effect',
    severity: 'serious',
    requiredArtifacts: ['CookieChoices'],
    references: REFERENCES.consent,
  },
  audit({ CookieChoices }) {
    if (!CookieChoices) return { outcome: 'not-applicable', explanation: 'No cookie banner with an accept button' };
    const details = { acceptClicks: 1, rejectClicks: CookieChoices.rejectClicks, rejectPath: CookieChoices.rejectPath, accept: CookieChoices.accept.text };
    if (CookieChoices.rejectClicks === 1) return { outcome: 'passed', details };
    const how = CookieChoices.rejectClicks === null ? (CookieChoices.rejectPath.length > 0 ? `no way to refuse was found after “${CookieChoices.rejectPath[0]}”` : 'the banner offers no way to refuse') : `refusing takes ${CookieChoices.rejectClicks} clicks (${CookieChoices.rejectPath.join(' → ')})`;
    return {
      outcome: 'failed',
      elements: [{ ...CookieChoices.accept.element, note: `“${CookieChoices.accept.text}”: accepting takes 1 click; ${how}` }, { ...CookieChoices.banner, note: 'The cookie banner' }],
      displayValue: CookieChoices.rejectClicks === null ? 'no refuse option' : `${CookieChoices.rejectClicks} clicks to refuse, 1 to accept`,
      details: { ...details, pattern: 'Obstruction / interface interference: refusing harder than consenting', bias: 'Default effect and effort: the easy path is taken' },
    };
  },
};
