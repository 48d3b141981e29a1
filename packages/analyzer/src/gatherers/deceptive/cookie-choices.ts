// A cookie banner's two paths, clicked through: accepting is one click on its first layer; how many
// does refusing take? When the first layer has no refuse button, the gatherer opens its settings
// and counts what refusing takes there (the consents ticked in advance, each one click, then saving).
import type { ElementRef, Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';

export interface CookieChoices {
  banner: ElementRef;
  bannerText: string;
  accept: { element: ElementRef; text: string };
  /** The refuse control on the first layer, if any. */
  rejectFirstLayer: { element: ElementRef; text: string } | null;
  /** Clicks to refuse everything: 1 on the first layer; more through settings; null when no way to refuse was found. */
  rejectClicks: number | null;
  /** What the path to refusing went through, for the finding. */
  rejectPath: string[];
}

declare module '../../types' {
  interface Artifacts {
    /** Null when the page shows no cookie banner with an accept button. */
    CookieChoices: CookieChoices | null;
  }
}

const MARK = 'data-sightline-cookie';
const ACCEPT = String.raw`^\W*(?:accept|agree|allow|i agree|i accept|ok(?:ay)?|got it|yes)\b`;
const REJECT = String.raw`^\W*(?:reject|decline|refuse|deny|disagree|no,? thanks|only (?:necessary|essential|required)|(?:use |allow )?(?:necessary|essential|required) (?:cookies )?only|continue without)`;
const SETTINGS = String.raw`(?:settings|preferences|manage|customi[sz]e|options|choices|more info|learn more|details|configure)`;
const SAVE = String.raw`^\W*(?:save|confirm|submit|apply)\b`;

export const cookieChoicesGatherer: Gatherer<'CookieChoices'> = {
  name: 'CookieChoices',
  // Opening the banner's settings changes the page: after every passive gatherer has read it.
  phase: 'interactive',
  async gather({ page }) {
    const first = await evaluateWithHelpers(
      page,
      (h, { accept, reject, settings, mark }: { accept: string; reject: string; settings: string; mark: string }) => {
        const visible = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && ((el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
        };
        const textOf = (el: Element) => ((el as HTMLElement).innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).value || '').replace(/\s+/g, ' ').trim();
        const controlsOf = (root: Element) => Array.from(root.querySelectorAll('button, a[href], [role=button], input[type=submit], input[type=button]')).filter(visible);
        const banner = Array.from(document.body.querySelectorAll('*')).find((el) => {
          const style = getComputedStyle(el);
          const layered = style.position === 'fixed' || style.position === 'sticky' || el.matches('dialog[open], [role=dialog], [role=alertdialog], [aria-modal=true]');
          return layered && visible(el) && /\bcookies?\b|\bconsent\b|\btracking\b/i.test(textOf(el)) && controlsOf(el).some((c) => new RegExp(accept, 'i').test(textOf(c)));
        });
        if (!banner) return null;
        const controls = controlsOf(banner);
        const pick = (source: string, flags = 'i') => controls.find((c) => new RegExp(source, flags).test(textOf(c)) && textOf(c).length <= 60);
        const acceptEl = pick(accept);
        const rejectEl = pick(reject);
        // A link to another page (the cookie policy) is no settings layer, and following it would leave the page.
        const settingsEl = rejectEl ? undefined : controls.find((c) => new RegExp(settings, 'i').test(textOf(c)) && textOf(c).length <= 60 && !(c instanceof HTMLAnchorElement && !(c.getAttribute('href') ?? '').startsWith('#')));
        banner.setAttribute(mark, 'banner');
        if (settingsEl) settingsEl.setAttribute(mark, 'settings');
        const found = (el: Element | undefined) => (el ? { element: h.refOf(el), text: textOf(el).slice(0, 100) } : null);
        return { banner: h.refOf(banner), bannerText: textOf(banner).slice(0, 300), accept: found(acceptEl), reject: found(rejectEl), settings: found(settingsEl) };
      },
      { accept: ACCEPT, reject: REJECT, settings: SETTINGS, mark: MARK },
    );
    if (!first?.accept) return null;
    const result: CookieChoices = { banner: first.banner, bannerText: first.bannerText, accept: first.accept, rejectFirstLayer: first.reject, rejectClicks: first.reject ? 1 : null, rejectPath: first.reject ? [first.reject.text] : [] };
    if (first.reject || !first.settings) return result;

    // Second layer: open the settings and look for a refuse button, or a save button after unticking.
    const opened = await page.locator(`[${MARK}=settings]`).first().click({ timeout: 2_000 }).then(() => true, () => false);
    if (!opened) return result;
    await page.waitForTimeout(300);
    const second = await evaluateWithHelpers(
      page,
      (h, { reject, save, mark }: { reject: string; save: string; mark: string }) => {
        const visible = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && ((el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
        };
        const textOf = (el: Element) => ((el as HTMLElement).innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).value || '').replace(/\s+/g, ' ').trim();
        // The settings layer: inside the banner, or a layer of its own that opened (a dialog, a fixed panel).
        const banner = document.querySelector(`[${mark}=banner]`);
        const layers = [
          ...(banner && visible(banner) ? [banner] : []),
          ...Array.from(document.body.querySelectorAll('dialog[open], [role=dialog], [role=alertdialog], [aria-modal=true]')).filter(visible),
          ...Array.from(document.body.querySelectorAll('*')).filter((el) => getComputedStyle(el).position === 'fixed' && visible(el) && /\bcookies?\b|\bconsent\b|\btracking\b|\bprivacy\b/i.test(textOf(el))),
        ];
        const controls = layers.flatMap((layer) => Array.from(layer.querySelectorAll('button, a[href], [role=button], input[type=submit], input[type=button]')).filter(visible));
        const rejectEl = controls.find((c) => new RegExp(reject, 'i').test(textOf(c)));
        const saveEl = controls.find((c) => new RegExp(save, 'i').test(textOf(c)));
        // Optional consents ticked in advance, each a click to untick (a disabled one is the necessary cookies).
        const ticked = Array.from(new Set(layers.flatMap((layer) => Array.from(layer.querySelectorAll('input[type=checkbox]:checked:not(:disabled), [role=switch][aria-checked=true]:not([aria-disabled=true])'))))).filter(
          (el) => visible(el) || (el instanceof HTMLInputElement && Array.from(el.labels ?? []).some(visible)),
        ).length;
        const found = (el: Element | undefined) => (el ? { element: h.refOf(el), text: textOf(el).slice(0, 100) } : null);
        return { reject: found(rejectEl), save: found(saveEl), ticked };
      },
      { reject: REJECT, save: SAVE, mark: MARK },
    );
    await page.keyboard.press('Escape').catch(() => undefined);
    if (second.reject) return { ...result, rejectClicks: 2, rejectPath: [first.settings.text, second.reject.text] };
    if (second.save) return { ...result, rejectClicks: 2 + second.ticked, rejectPath: [first.settings.text, ...(second.ticked > 0 ? [`untick ${second.ticked} consent${second.ticked === 1 ? '' : 's'}`] : []), second.save.text] };
    return { ...result, rejectPath: [first.settings.text] };
  },
};
