// Nagging (Gray et al. 2018): a popup that comes back after the visitor closed it. The gatherer
// closes the page's dialog, checks that it went, loads the page again in the same browser context
// (the same cookies and storage, as when the visitor moves on) and looks whether it is back.
import type { Page } from 'playwright-core';
import { runDeferredOnce } from '../../driver/settle';
import type { ElementRef, Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';

export interface Nagging {
  dialog: ElementRef;
  text: string;
  close: string;
  /** Whether closing it hid it; a dialog that would not close is not judged. */
  closed: boolean;
  /** Whether it showed again on the next load of the page. */
  returned: boolean;
}

declare module '../../types' {
  interface Artifacts {
    /** Null when the page shows no dialog with a close control (cookie banners are CookieChoices'). */
    Nagging: Nagging | null;
  }
}

const MARK = 'data-sightline-nag';
const CLOSE = String.raw`^\W*(?:close|dismiss|no,? thanks|not now|maybe later|skip|[×✕✖xX])\W*$`;

/** The page's visible dialog (not a cookie banner) and its close control, marked for clicking. */
function findDialog(page: Page) {
  return evaluateWithHelpers(
    page,
    (h, { close, mark }: { close: string; mark: string }) => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && ((el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
      };
      const textOf = (el: Element) => ((el as HTMLElement).innerText || el.getAttribute('aria-label') || el.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
      for (const dialog of Array.from(document.querySelectorAll('dialog[open], [role=dialog], [role=alertdialog], [aria-modal=true]'))) {
        if (!visible(dialog) || /\bcookies?\b|\bconsent\b/i.test(textOf(dialog))) continue;
        const control = Array.from(dialog.querySelectorAll('button, a[href], [role=button]')).find((el) => visible(el) && new RegExp(close).test(textOf(el)));
        if (!control) continue;
        control.setAttribute(mark, 'close');
        return { dialog: h.refOf(dialog), text: textOf(dialog).slice(0, 200), close: textOf(control).slice(0, 60) };
      }
      return null;
    },
    { close: CLOSE, mark: MARK },
  );
}

export const naggingGatherer: Gatherer<'Nagging'> = {
  name: 'Nagging',
  // It loads the page again: after every other gatherer has read this load.
  phase: 'interactive',
  async gather({ page }) {
    const first = await findDialog(page);
    if (!first) return null;
    await page.locator(`[${MARK}=close]`).first().click({ timeout: 2_000 });
    await page.waitForTimeout(300);
    const closed = await page.locator(first.dialog.selector).first().isHidden().catch(() => true);
    if (!closed) return { ...first, closed: false, returned: false };
    await page.reload({ waitUntil: 'load', timeout: 15_000 });
    await runDeferredOnce(page);
    await page.waitForTimeout(300);
    const again = await findDialog(page);
    return { ...first, closed: true, returned: again !== null && again.text.slice(0, 60) === first.text.slice(0, 60) };
  },
};
