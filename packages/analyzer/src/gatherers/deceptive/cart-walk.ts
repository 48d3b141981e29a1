// Hidden costs, found by walking the cart (Mathur et al. 2019's "hidden costs": charges that appear
// only late in the checkout). On a page with an add-to-cart control, the gatherer reads the price
// next to it and the page's text, clicks the control in the browser, follows the site's own
// checkout (or cart) control and reads each later page's price lines, labelled by what they are
// (total, shipping, tax, fee…). The hidden-costs audit compares them.
//
// What it never does: type anything, submit a form holding anything typed or a card field, or press
// a control that pays or places an order ("Pay", "Place order", "Buy now", PayPal…). It stops at the
// first checkout page. Every navigation is this page's, in this browser context, so it goes through
// the run's egress proxy and its address guard like the page itself; it stays on the page's site,
// follows robots.txt when the run does, and ends within WALK_MS, inside the page's own time limit.
import type { Page, Route } from 'playwright-core';
import { isSameSite } from '../../crawl/normalize-url';
import { parseRobots, type RobotsRules } from '../../crawl/robots';
import { runDeferredOnce } from '../../driver/settle';
import type { ElementRef, Gatherer } from '../../types';
import { evaluateWithHelpers } from '../selector';
import { MONEY_SOURCE } from './money';

export interface MoneyLine {
  /** The line's text: "Service fee $3.95". */
  text: string;
  /** The line without its amount: "Service fee". */
  label: string;
  /** The amount as written: "$3.95". */
  amount: string;
  element: ElementRef;
  /** Struck through: an old price. */
  struck: boolean;
  /** Inside a button, link, label or option: a choice offered, not a charge. */
  inControl: boolean;
  fontSizePx: number;
  /** Selector of the nearest box holding three amounts or more (an order summary), or null. */
  group: string | null;
  /** On the first page: how many levels above the add-to-cart control its nearest shared box is. */
  levels: number | null;
}

export interface CartStep {
  kind: 'added' | 'cart' | 'checkout';
  url: string;
  /** The control that led here. */
  via: string;
  lines: MoneyLine[];
}

export interface CartWalk {
  addToCart: { element: ElementRef; text: string };
  /** The price lines of the page before anything was added. */
  before: MoneyLine[];
  /** The page's visible text before adding (what was disclosed up front), capped. */
  upFront: string;
  steps: CartStep[];
  /** Why the walk ended before a checkout page, or null when it reached one. */
  stopped: string | null;
}

declare module '../../types' {
  interface Artifacts {
    /** Null when the page has no add-to-cart control. */
    CartWalk: CartWalk | null;
  }
}

/** The whole walk's time, well inside the page's limit (DECEPTIVE_DESIGN's share of it is 8 s plus loading). */
const WALK_MS = 10_000;
/** One navigation of the walk. */
const STEP_LOAD_MS = 6_000;
const MAX_LINES = 150;
const MARK = 'data-sightline-cart';

// Controls' accessible names, in English and the wording of the larger European shops. Read in the page, so plain sources.
export const ADD_TO_CART_SOURCE = String.raw`^\W*(?:\+\s*)?(?:add(?: (?:it|this|item|one))? to (?:the |my |your )?(?:shopping )?(?:cart|bag|basket|trolley|order)|in den (?:warenkorb|einkaufswagen)|(?:zum )?warenkorb hinzufügen|ajouter au panier|añadir (?:al carrito|a la cesta)|agregar al carrito|aggiungi al carrello|(?:toevoegen aan |in (?:de )?)(?:winkelwagen|winkelmand)(?:je)?|adicionar ao carrinho|dodaj do koszyka|lägg i (?:varukorgen|kundvagnen)|læg i kurv(?:en)?|legg i handlekurv(?:en)?|lisää ostoskoriin|přidat do košíku)`;
const CART_SOURCE = String.raw`^\W*(?:(?:view|go to|see|open|my|your|shopping)\s+)*(?:cart|bag|basket|trolley|warenkorb|panier|carrito|cesta|carrello|winkelwagen|winkelmand|carrinho|koszyk|varukorg|kurv|handlekurv)\b`;
const CART_HREF = String.raw`\/(?:cart|basket|bag|trolley|warenkorb|panier|carrito|cesta|carrello|winkelwagen|winkelmand|carrinho|koszyk)(?:[\/.?#]|$)`;
const CHECKOUT_SOURCE = String.raw`^\W*(?:(?:proceed|continue|go) to (?:secure )?check-?\s?out|(?:secure )?check-?\s?out(?: now| securely)?|zur kasse|passer (?:la )?commande|commander|finaliser (?:la |ma )?commande|tramitar pedido|finalizar (?:compra|pedido)|procedi (?:all'acquisto|al checkout|all'ordine)|vai alla cassa|afrekenen|naar de kassa|(?:przejdź )?do kasy|(?:gå )?till kassan|til kassen)[\W\d]*$`;
/** What the walk never presses: it pays, orders or hands the visitor to a payment provider. */
const NEVER_SOURCE = String.raw`\b(?:pay|payment|place (?:your |my )?order|complete|confirm|submit|buy now|order now|purchase|paypal|apple|google|klarna|afterpay|clearpay|shop ?pay|amazon|express|bezahlen|kaufen|payer|pagar|paga|betalen|zapłać|betala)\b`;

/** The page's add-to-cart control (marked for clicking), its price lines and visible text; null when there is none. */
function findAddToCart(page: Page) {
  return evaluateWithHelpers(
    page,
    (h, { add, never, mark }: { add: string; never: string; mark: string }) => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && ((el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
      };
      const nameOf = (el: Element) => ((el as HTMLElement).innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).value || el.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
      const controls = Array.from(document.querySelectorAll('button, [role=button], input[type=submit], input[type=button], a[href]'));
      const control = controls.find((el) => visible(el) && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true' && new RegExp(add, 'i').test(nameOf(el)) && !new RegExp(never, 'i').test(nameOf(el)) && nameOf(el).length <= 60);
      if (!control) return null;
      control.setAttribute(mark, 'add');
      return { element: h.refOf(control), text: nameOf(control), upFront: (document.body.innerText || '').replace(/\s+/g, ' ').slice(0, 30_000) };
    },
    { add: ADD_TO_CART_SOURCE, never: NEVER_SOURCE, mark: MARK },
  );
}

/** The visible price lines of the page, each with its label; levels measured from the marked add-to-cart control when it is there. */
function readLines(page: Page) {
  return evaluateWithHelpers(
    page,
    (h, { money, mark, max }: { money: string; mark: string; max: number }) => {
      const moneyRe = new RegExp(money);
      const moneyAll = new RegExp(money, 'g');
      const textOf = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const count = (text: string) => (text.match(moneyAll) ?? []).length;
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && ((el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
      };
      const add = document.querySelector(`[${mark}=add]`);
      const lines: Array<{ text: string; label: string; amount: string; element: ReturnType<typeof h.refOf>; struck: boolean; inControl: boolean; fontSizePx: number; group: string | null; levels: number | null }> = [];
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (lines.length >= max) break;
        if (el.matches('script, style, noscript, template, svg, select, option')) continue;
        // textContent first: innerText lays the subtree out, too costly for every element of a big page.
        const raw = el.textContent ?? '';
        if (raw.length > 300 || !/\d/.test(raw)) continue;
        const text = textOf(el);
        const match = moneyRe.exec(text);
        if (!match || text.length > 200) continue;
        // The deepest element holding a whole amount: none of its children does.
        if (Array.from(el.children).some((child) => moneyRe.test(textOf(child)))) continue;
        if (!visible(el)) continue;
        let line: Element = el;
        let label = text.replace(match[0], '').trim();
        for (let node: Element | null = el, level = 0; node && node !== document.body && level < 4; node = node.parentElement, level++) {
          const nodeText = textOf(node);
          if (count(nodeText) !== 1 || nodeText.length > 120) break;
          line = node;
          label = nodeText.replace(match[0], '').trim();
          if (/\p{L}{2}/u.test(label)) break;
        }
        // A table row or a definition list: the label is the cell or term before the amount's.
        if (!/\p{L}{2}/u.test(label)) {
          for (let node: Element | null = el, level = 0; node && level < 3 && !/\p{L}{2}/u.test(label); node = node.parentElement, level++) {
            const before = node.previousElementSibling;
            if (before && count(textOf(before)) === 0 && textOf(before).length <= 60) label = textOf(before);
          }
        }
        let struck = false;
        for (let node: Element | null = el, level = 0; node && level < 3; node = node.parentElement, level++) {
          if (node.matches('s, del, strike') || getComputedStyle(node).textDecorationLine.includes('line-through')) struck = true;
        }
        let group: Element | null = line.parentElement;
        while (group && group !== document.body && count(textOf(group).slice(0, 2000)) < 3) group = group.parentElement;
        let levels: number | null = null;
        if (add) {
          let level = 0;
          for (let node = add.parentElement; node; node = node.parentElement, level++) {
            if (node.contains(el)) {
              levels = level;
              break;
            }
          }
        }
        lines.push({
          text: textOf(line).slice(0, 200),
          label: label.replace(/[:\s–—-]+$/, '').slice(0, 120),
          amount: match[0],
          element: h.refOf(line),
          struck,
          inControl: el.closest('button, a[href], label, [role=button], [role=option], [role=radio], [role=checkbox]') !== null,
          fontSizePx: parseFloat(getComputedStyle(el).fontSize),
          group: group && group !== document.body ? h.selectorOf(group) : null,
          levels,
        });
      }
      return lines;
    },
    { money: MONEY_SOURCE, mark: MARK, max: MAX_LINES },
  );
}

/** The next control of the walk on this page: a checkout control, else a cart one; marked for clicking. */
function findNext(page: Page, want: 'checkout' | 'cart') {
  return evaluateWithHelpers(
    page,
    (h, { source, href, never, mark }: { source: string; href: string | null; never: string; mark: string }) => {
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && ((el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
      };
      const nameOf = (el: Element) => ((el as HTMLElement).innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).value || el.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
      // A form is submitted only when it carries nothing typed and no card or password field.
      const safe = (el: Element) => {
        const form = (el as HTMLButtonElement).form ?? el.closest('form');
        if (!form) return true;
        return !Array.from(form.elements).some((field) => {
          if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return false;
          if (field instanceof HTMLInputElement && (field.type === 'password' || /^cc-/.test(field.autocomplete))) return true;
          const typed = field instanceof HTMLTextAreaElement || ['text', 'email', 'tel', 'search', 'url', ''].includes(field.type);
          return typed && field.value.trim() !== '';
        });
      };
      for (const el of Array.from(document.querySelectorAll(`[${mark}=next]`))) el.removeAttribute(mark);
      const nameRe = new RegExp(source, 'i');
      const hrefRe = href ? new RegExp(href, 'i') : null;
      const candidates = Array.from(document.querySelectorAll('a[href], button, [role=button], input[type=submit], input[type=button]')).filter((el) => {
        if (!visible(el) || (el as HTMLButtonElement).disabled) return false;
        const name = nameOf(el);
        if (name.length > 60 || new RegExp(never, 'i').test(name)) return false;
        const link = el instanceof HTMLAnchorElement ? el.href : null;
        return (nameRe.test(name) || (hrefRe !== null && link !== null && hrefRe.test(new URL(link).pathname))) && safe(el);
      });
      const el = candidates[0];
      if (!el) return null;
      el.setAttribute(mark, 'next');
      return { element: h.refOf(el), text: nameOf(el) || (el instanceof HTMLAnchorElement ? new URL(el.href).pathname : ''), href: el instanceof HTMLAnchorElement ? el.href : null };
    },
    { source: want === 'checkout' ? CHECKOUT_SOURCE : CART_SOURCE, href: want === 'cart' ? CART_HREF : null, never: NEVER_SOURCE, mark: MARK },
  );
}

/** The site's robots.txt, fetched by the page itself (through the egress proxy, as everything the page loads). */
async function robotsOf(page: Page): Promise<RobotsRules | null> {
  const body = await page
    .evaluate(async () => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), 2_000);
      try {
        const response = await fetch('/robots.txt', { credentials: 'omit', signal: controller.signal, redirect: 'follow' });
        return response.ok && /text\/plain/i.test(response.headers.get('content-type') ?? '') ? (await response.text()).slice(0, 500_000) : null;
      } catch {
        return null;
      } finally {
        clearTimeout(timer);
      }
    })
    .catch(() => null);
  return body === null ? null : parseRobots(body);
}

const withoutHash = (url: string) => url.replace(/#.*$/, '');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After a click or a navigation: the page loaded (if it navigated), what it deferred run once, a moment for its scripts. */
async function settled(page: Page, before: string, budgetMs: number): Promise<void> {
  await Promise.race([page.waitForURL((url) => url.href !== before, { timeout: Math.min(1_500, budgetMs), waitUntil: 'load' }).catch(() => undefined), sleep(Math.min(1_500, budgetMs))]);
  if (page.url() !== before) await page.waitForLoadState('load', { timeout: Math.max(500, budgetMs) }).catch(() => undefined);
  await runDeferredOnce(page);
  await page.waitForLoadState('networkidle', { timeout: Math.min(1_000, budgetMs) }).catch(() => undefined);
}

/** Clicks the marked add-to-cart control and follows the flow, recording each step in `walk` as it goes. */
async function follow(page: Page, walk: CartWalk, left: () => number, refused: () => string | null): Promise<void> {
  const url = page.url();
  const add = page.locator(`[${MARK}=add]`).first();
  // A popup over the control is the visitor's to close; the walk presses the control itself then.
  const clicked = await add.click({ timeout: 1_500 }).then(
    () => true,
    () => add.evaluate((el) => (el as HTMLElement).click()).then(() => true, () => false),
  );
  if (!clicked) {
    walk.stopped = `“${walk.addToCart.text}” could not be clicked`;
    return;
  }
  await settled(page, url, left());
  if (refused()) return;
  const known = new Set(walk.before.map((line) => `${line.element.selector} ${line.text}`));
  const added = await readLines(page);
  walk.steps.push({ kind: 'added', url: page.url(), via: walk.addToCart.text, lines: page.url() === url ? added.filter((line) => !known.has(`${line.element.selector} ${line.text}`)) : added });
  // Straight to checkout when the page offers it; else the cart, then its checkout.
  for (const want of ['checkout', 'cart', 'checkout'] as const) {
    if (left() < 1_500) {
      walk.stopped = 'the walk ran out of time';
      return;
    }
    const next = await findNext(page, want);
    const from = page.url();
    if (!next) continue;
    // A link within the page (a drawer's "#cart") is pressed, not followed.
    if (next.href && withoutHash(next.href) === withoutHash(from)) next.href = null;
    if (next.href) await page.goto(next.href, { waitUntil: 'load', timeout: Math.min(STEP_LOAD_MS, left()) }).catch(() => undefined);
    else await page.locator(`[${MARK}=next]`).first().click({ timeout: 2_000 }).catch(() => undefined);
    if (refused()) return;
    await settled(page, from, Math.min(STEP_LOAD_MS, left()));
    if (withoutHash(page.url()) === withoutHash(from)) continue;
    walk.steps.push({ kind: want, url: page.url(), via: next.text, lines: await readLines(page) });
    if (want === 'checkout') return;
  }
}

export const cartWalkGatherer: Gatherer<'CartWalk'> = {
  name: 'CartWalk',
  // It leaves the page: the last of the deceptive-design gatherers (index.ts), after every other has read the page.
  phase: 'interactive',
  async gather({ page, options }) {
    const found = await findAddToCart(page);
    if (!found) return null;
    const started = performance.now();
    const left = () => WALK_MS - (performance.now() - started);
    const walk: CartWalk = { addToCart: { element: found.element, text: found.text }, before: await readLines(page), upFront: found.upFront, steps: [], stopped: null };
    const origin = page.url();
    const robots = options.respectRobots ? await robotsOf(page) : null;
    // Every document this tab loads from now on: on the site and allowed by robots.txt, or not loaded.
    let refused: string | null = null;
    const guard = async (route: Route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        const url = request.url();
        if (!isSameSite(url, origin)) refused = `the next page is on another site (${new URL(url).host})`;
        else if (robots && !robots.isAllowed(url)) refused = `robots.txt does not allow ${new URL(url).pathname}`;
        if (refused) return route.abort('blockedbyclient');
      }
      return route.fallback();
    };
    await page.route('**/*', guard);
    let timer: NodeJS.Timeout | undefined;
    try {
      // A hard end: a step that hangs past the walk's time ends the walk, never the page's analysis.
      const out = new Promise<'out'>((resolve) => {
        timer = setTimeout(() => resolve('out'), Math.max(0, left()) + 1_000);
      });
      const walking = follow(page, walk, left, () => refused).then(
        () => 'done' as const,
        (error: unknown) => {
          walk.stopped = `the walk failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
          return 'done' as const;
        },
      );
      const ended = await Promise.race([walking, out]);
      if (ended === 'out') walk.stopped = 'the walk ran out of time';
      else if (refused) walk.stopped = refused;
      else if (!walk.steps.some((step) => step.kind === 'checkout') && !walk.stopped) walk.stopped = 'no checkout control was found';
      // A copy: a step still running after the hard end must not change what the audit reads.
      return structuredClone(walk);
    } finally {
      clearTimeout(timer);
      await page.unroute('**/*', guard).catch(() => undefined);
    }
  },
};
