// The choices a page offers a visitor, as they first see them: check boxes ticked before the
// visitor touched them (with their label), and each decline control ("No thanks", "Reject",
// "Maybe later") with the accept control beside it, measured in pixels: box size, font size, the
// contrast of its text against the colour behind it, and whether it is drawn as a button (a filled or
// outlined box) or as bare text.
import type { ElementRef, Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';

export interface PreTicked {
  element: ElementRef;
  label: string;
}

export interface ControlLook {
  element: ElementRef;
  text: string;
  /** Box area, CSS px². */
  area: number;
  fontSizePx: number;
  /** WCAG contrast ratio of its text against the first opaque background behind it. */
  contrast: number;
  /** Drawn as a button: a background of its own, distinct from what is behind it, or a visible border. */
  filled: boolean;
}

export interface ChoicePair {
  accept: ControlLook;
  decline: ControlLook;
  /** The nearest element holding both, and the start of its text (a cookie banner says "cookies"). */
  container: ElementRef;
  containerText: string;
}

export interface ChoiceControls {
  preTicked: PreTicked[];
  pairs: ChoicePair[];
}

declare module '../../types' {
  interface Artifacts {
    ChoiceControls: ChoiceControls;
  }
}

// Wording of the two sides of a choice. Read in the page, so plain sources.
export const ACCEPT_SOURCE = String.raw`^\W*(?:accept|agree|allow|yes|ok(?:ay)?|got it|i agree|sign me up|subscribe|join|get (?:my|the|it|\d)|claim|continue|add|upgrade|start|save|activate|unlock|count me in|let'?s go|buy|shop now)\b`;
export const DECLINE_SOURCE = String.raw`^\W*(?:no\b|nope|nah|not now|not interested|maybe later|later|skip(?! to)|reject|decline|refuse|deny|disagree|cancel|continue without|without|only (?:necessary|essential|required)|necessary only|essential only|use necessary|i(?:'?d| would)? (?:rather|prefer)|i (?:don'?t|do not|hate|like)|i'?m (?:not|fine|ok|happy))`;

const MAX_PAIRS = 20;

export const choiceControlsGatherer: Gatherer<'ChoiceControls'> = {
  name: 'ChoiceControls',
  phase: 'passive',
  gather({ page }) {
    return evaluateWithHelpers(
      page,
      (h, { accept, decline, maxPairs }: { accept: string; decline: string; maxPairs: number }) => {
        const acceptRe = new RegExp(accept, 'i');
        const declineRe = new RegExp(decline, 'i');
        // Seen: a box of its own on the page (skip links and screen-reader text sit off it or in 1 px).
        const visible = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 1 && r.height > 1 && r.right > 0 && r.bottom + scrollY > 0 && ((el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
        };
        const textOf = (el: Element) => ((el as HTMLElement).innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).value || '').replace(/\s+/g, ' ').trim();

        // Pre-ticked boxes: checked now, before any interaction of ours, and checked in the markup or by the page's script.
        const preTicked: Array<{ element: ReturnType<typeof h.refOf>; label: string }> = [];
        for (const box of Array.from(document.querySelectorAll('input[type=checkbox], [role=checkbox][aria-checked=true], [role=switch][aria-checked=true]'))) {
          const checked = box instanceof HTMLInputElement ? box.checked : box.getAttribute('aria-checked') === 'true';
          if (!checked) continue;
          const labels = box instanceof HTMLInputElement && box.labels ? Array.from(box.labels) : [];
          const labelled = box.getAttribute('aria-labelledby')?.split(/\s+/).map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null) ?? [];
          const holder = labels[0] ?? labelled[0] ?? box.closest('label') ?? box.parentElement;
          // A styled box hides the input itself; what the visitor sees is its label.
          const shown = visible(box) ? box : holder && visible(holder) ? holder : null;
          if (!shown) continue;
          const label = [...labels, ...labelled].map(textOf).join(' ') || box.getAttribute('aria-label') || (holder ? textOf(holder) : '');
          preTicked.push({ element: h.refOf(shown), label: label.slice(0, 300) });
        }

        const parse = (colour: string): [number, number, number, number] | null => {
          const m = /rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[, /]+([\d.]+))?\)/.exec(colour);
          return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
        };
        const backgroundOf = (el: Element | null): [number, number, number] => {
          for (let node = el; node; node = node.parentElement) {
            const bg = parse(getComputedStyle(node).backgroundColor);
            if (bg && bg[3] > 0.5) return [bg[0], bg[1], bg[2]];
          }
          return [255, 255, 255];
        };
        const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
        const luminance = ([r, g, b]: [number, number, number]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
        const contrast = (a: [number, number, number], b: [number, number, number]) => {
          const high = Math.max(luminance(a), luminance(b));
          const low = Math.min(luminance(a), luminance(b));
          return Math.round(((high + 0.05) / (low + 0.05)) * 100) / 100;
        };
        const look = (el: Element) => {
          const style = getComputedStyle(el);
          const r = el.getBoundingClientRect();
          const fg = parse(style.color) ?? [0, 0, 0, 1];
          const own = parse(style.backgroundColor);
          const behind = backgroundOf(el.parentElement);
          const ownFill = own && own[3] > 0.5 ? ([own[0], own[1], own[2]] as [number, number, number]) : null;
          const border = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none' && (parse(style.borderTopColor)?.[3] ?? 0) > 0.5;
          const filled = (ownFill !== null && contrast(ownFill, behind) > 1.1) || border;
          return {
            element: h.refOf(el),
            text: textOf(el).slice(0, 200),
            area: Math.round(r.width * r.height),
            fontSizePx: parseFloat(style.fontSize),
            contrast: contrast([fg[0], fg[1], fg[2]], ownFill ?? behind),
            filled,
          };
        };

        const controls = Array.from(document.querySelectorAll('button, a[href], [role=button], input[type=submit], input[type=button]')).filter(visible);
        const accepts = controls.filter((el) => acceptRe.test(textOf(el)) && !declineRe.test(textOf(el)));
        const pairs: Array<{ accept: ReturnType<typeof look>; decline: ReturnType<typeof look>; container: ReturnType<typeof h.refOf>; containerText: string }> = [];
        for (const el of controls) {
          if (pairs.length >= maxPairs) break;
          const text = textOf(el);
          if (!text || !declineRe.test(text) || text.length > 120) continue;
          // The nearest accept control in the same box: up to five levels up.
          let container: Element | null = el.parentElement;
          let partner: Element | undefined;
          for (let level = 0; container && level < 5 && !partner; level++, container = container.parentElement) {
            const holder = container;
            partner = accepts.find((candidate) => candidate !== el && holder.contains(candidate));
            if (partner) break;
          }
          if (!partner || !container) continue;
          pairs.push({ accept: look(partner), decline: look(el), container: h.refOf(container), containerText: textOf(container).slice(0, 300) });
        }
        return { preTicked, pairs };
      },
      { accept: ACCEPT_SOURCE, decline: DECLINE_SOURCE, maxPairs: MAX_PAIRS },
    );
  },
};
