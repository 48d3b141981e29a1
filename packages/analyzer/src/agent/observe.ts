// What the agent perceives on a page: one page function reads what a visitor sees (title, headings,
// text, the controls with their accessible names and landmarks) and tags each control, so a step
// can find it again by `[data-sightline-agent="<id>"]`.
import type { Page } from 'playwright-core';
import { DISMISS } from './score';
import type { AgentBox } from './types';

export const AGENT_ID_ATTRIBUTE = 'data-sightline-agent';

export interface Candidate {
  id: string;
  tag: string;
  /** link, button, searchbox, textbox, email, password, checkbox, menu-toggle, submit */
  role: string;
  name: string;
  href: string | null;
  landmark: string | null;
  box: AgentBox;
  /** Inside the viewport now (without scrolling). */
  inViewport: boolean;
  /** Inside an open modal dialog (or the page has none open). */
  inDialog: boolean;
  /** Accessible name of the form the control belongs to (its heading or label), if any. */
  form: string | null;
  /** Id of that form, to tell its fields and its submit button apart from another form's. */
  formId: string | null;
  /** For text fields: already holds a value. */
  filled: boolean;
  required: boolean;
  expanded: boolean | null;
  /** A link inside a heading (a product card's title, a search result). */
  inHeading: boolean;
}

export interface PageFacts {
  url: string;
  title: string;
  headings: { level: number; text: string }[];
  /** Visible text of the main landmark (the body without header, nav and footer when there is none). */
  mainText: string;
  /** Visible text of the whole page. */
  text: string;
  /** mailto: and tel: links and <address> texts. */
  contactLinks: string[];
  candidates: Candidate[];
  /** Name of the open modal dialog (pop-up, cookie dialog) or fixed cookie bar over the page, if any. */
  dialog: string | null;
}

/** Runs in the page: must stay self-contained (no imports, no outer names). */
function readPage({ attribute, wayOut }: { attribute: string; wayOut: string }): PageFacts {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const byIds = (ids: string) =>
    clean(
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy && byIds(labelledBy)) return byIds(labelledBy);
    const label = el.getAttribute('aria-label');
    if (label && clean(label)) return clean(label);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
      const labels = el.labels ? [...el.labels].map((l) => clean(l.innerText)).join(' ') : '';
      if (labels) return labels;
      if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button')) return clean(el.value);
      return clean(el.getAttribute('placeholder') || el.getAttribute('title') || el.getAttribute('name'));
    }
    const text = clean((el as HTMLElement).innerText);
    if (text) return text;
    const img = el.querySelector('img[alt], svg[aria-label]');
    return clean(img?.getAttribute('alt') || img?.getAttribute('aria-label') || el.getAttribute('title'));
  };
  const LANDMARKS: [string, string][] = [
    ['dialog', '[role="dialog"], [role="alertdialog"], dialog'],
    ['search', '[role="search"], search'],
    ['navigation', 'nav, [role="navigation"]'],
    ['banner', 'header, [role="banner"]'],
    ['contentinfo', 'footer, [role="contentinfo"]'],
    ['main', 'main, [role="main"]'],
  ];
  const landmarkOf = (el: Element) => LANDMARKS.find(([, selector]) => el.closest(selector))?.[0] ?? null;

  const modals = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open], [aria-modal="true"]')].filter(visible);
  // A cookie or consent bar drawn over the page without dialog markup counts as one when it offers a way out.
  const banner = () =>
    [...document.querySelectorAll('body *')].find((el) => {
      const position = getComputedStyle(el).position;
      if ((position !== 'fixed' && position !== 'sticky') || !visible(el) || !/cookie|consent/i.test((el as HTMLElement).innerText)) return false;
      return [...el.querySelectorAll('button, a[href], [role="button"]')].some((b) => new RegExp(wayOut, 'i').test(clean((b as HTMLElement).innerText)));
    }) ?? null;
  const modal = modals.find((el) => el.getAttribute('aria-modal') === 'true' || (el instanceof HTMLDialogElement && el.matches(':modal'))) ?? modals[0] ?? banner();

  const formName = (form: HTMLFormElement | null) => {
    if (!form) return null;
    const heading = form.querySelector('h1, h2, h3, h4, legend');
    const submit = form.querySelector('button:not([type="button"]):not([type="reset"]), input[type="submit"]');
    const submitName = submit instanceof HTMLInputElement ? submit.value : submit?.textContent;
    return clean(form.getAttribute('aria-label') || (form.getAttribute('aria-labelledby') && byIds(form.getAttribute('aria-labelledby')!)) || heading?.textContent || submitName || form.getAttribute('name') || form.id) || null;
  };
  const forms = [...document.forms];
  const roleOf = (el: Element): string | null => {
    const explicit = el.getAttribute('role');
    if (el instanceof HTMLAnchorElement) return el.href ? 'link' : null;
    if (el instanceof HTMLButtonElement) {
      if (el.hasAttribute('aria-expanded') || /\bmenu\b/i.test(nameOf(el))) return 'menu-toggle';
      return el.type === 'submit' && el.form ? 'submit' : 'button';
    }
    if (el instanceof HTMLInputElement) {
      if (el.type === 'submit' || el.type === 'button' || el.type === 'image') return el.type === 'button' ? 'button' : 'submit';
      if (el.type === 'search' || el.closest('[role="search"], search')) return 'searchbox';
      if (el.type === 'email') return 'email';
      if (el.type === 'password') return 'password';
      if (el.type === 'checkbox') return 'checkbox';
      if (['text', 'tel', ''].includes(el.type)) return 'textbox';
      return null;
    }
    if (el instanceof HTMLTextAreaElement) return 'textbox';
    if (el.tagName === 'SUMMARY') return 'menu-toggle';
    if (explicit === 'button' || explicit === 'link' || explicit === 'menuitem' || explicit === 'tab') return explicit === 'menuitem' || explicit === 'tab' ? 'link' : explicit;
    if (explicit === 'searchbox') return 'searchbox';
    return null;
  };

  let next = 0;
  const candidates: Candidate[] = [];
  const selector = 'a[href], button, input, textarea, summary, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="searchbox"]';
  for (const el of document.querySelectorAll(selector)) {
    if (!visible(el) || (el as HTMLButtonElement).disabled || el.closest('[inert], [aria-hidden="true"]')) continue;
    const role = roleOf(el);
    if (!role) continue;
    const name = nameOf(el).slice(0, 120);
    const box = el.getBoundingClientRect();
    const id = el.getAttribute(attribute) ?? `c${Date.now().toString(36)}${next++}`;
    el.setAttribute(attribute, id);
    const form = (el as HTMLInputElement).form ?? null;
    candidates.push({
      id,
      tag: el.tagName.toLowerCase(),
      role,
      name,
      href: el instanceof HTMLAnchorElement ? el.href : null,
      landmark: landmarkOf(el),
      box: { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) },
      inViewport: box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
      inDialog: modal ? modal.contains(el) : true,
      form: formName(form),
      formId: form ? String(forms.indexOf(form)) : null,
      filled: (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && !['submit', 'button', 'checkbox'].includes((el as HTMLInputElement).type) ? el.value.trim() !== '' : false,
      required: (el as HTMLInputElement).required === true,
      expanded: el.hasAttribute('aria-expanded') ? el.getAttribute('aria-expanded') === 'true' : null,
      inHeading: el.closest('h1, h2, h3, h4, h5, h6, [role="heading"]') !== null,
    });
  }
  const main = document.querySelector('main, [role="main"]');
  let mainText: string;
  if (main) mainText = clean((main as HTMLElement).innerText);
  else {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('header, nav, footer, [role="banner"], [role="navigation"], [role="contentinfo"]').forEach((el) => el.remove());
    mainText = clean(copy.textContent);
  }
  return {
    url: location.href,
    title: clean(document.title),
    headings: [...document.querySelectorAll('h1, h2, h3')].filter(visible).map((h) => ({ level: Number(h.tagName[1]), text: clean((h as HTMLElement).innerText).slice(0, 200) })),
    mainText: mainText.slice(0, 20_000),
    text: clean(document.body?.innerText).slice(0, 40_000),
    contactLinks: [
      ...[...document.querySelectorAll('a[href^="mailto:"], a[href^="tel:"]')].filter(visible).map((a) => a.getAttribute('href')!),
      ...[...document.querySelectorAll('address')].filter(visible).map((a) => clean((a as HTMLElement).innerText)),
    ],
    candidates,
    dialog: modal ? nameOf(modal).slice(0, 80) || 'a dialog' : null,
  };
}

/** Reads the page; a document replaced while it was read (a late redirect) is read again once loaded. */
export async function observe(page: Page): Promise<PageFacts> {
  try {
    return await page.evaluate(readPage, { attribute: AGENT_ID_ATTRIBUTE, wayOut: DISMISS.source });
  } catch (error) {
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    await page.waitForLoadState('load');
    return page.evaluate(readPage, { attribute: AGENT_ID_ATTRIBUTE, wayOut: DISMISS.source });
  }
}

/** The selector a step records for a candidate. */
export function selectorOf(candidate: Pick<Candidate, 'id'>): string {
  return `[${AGENT_ID_ATTRIBUTE}="${candidate.id}"]`;
}
