// Each task: the words a visitor looks for, and the test that reads the page to say the goal is reached.
import type { PageFacts } from './observe';
import type { AgentTask } from './types';

/** What the run has done so far that a success test or a score depends on. */
export interface TaskProgress {
  /** Queries typed into a search box, in order, with whether their results page listed anything. */
  searches: { query: string; results: boolean | null }[];
  /** A result of a search was opened after the last search. */
  openedResult: boolean;
  addedToCart: boolean;
  /** Names of forms submitted (newsletter, sign-up…). */
  submittedForms: string[];
  /** The page asked the visitor to sign up before showing what the task needs. */
  signUpWall: boolean;
}

export const emptyProgress = (): TaskProgress => ({ searches: [], openedResult: false, addedToCart: false, submittedForms: [], signUpWall: false });

export interface TaskDefinition {
  label: string;
  /** Phrases in a control's name (or link address) that lead toward the goal, with their weight. */
  keywords: readonly (readonly [phrase: string, points: number])[];
  /** Where on a page the way toward the goal usually is. */
  landmarks: readonly string[];
  /** Evidence that the goal is reached, or null. */
  success(facts: PageFacts, progress: TaskProgress): string | null;
}

/** A price as shops write it: a currency sign or code before or after an amount. */
export const PRICE_PATTERN = /(?:[£$€¥₹]\s?|\b(?:GBP|USD|EUR|CHF|AUD|CAD)\s?)\d{1,3}(?:[,.\s]\d{3})*(?:[.,]\d{2})?\b|\b\d{1,3}(?:[.,\s]\d{3})*[.,]\d{2}\s?(?:€|kr|zł|CHF|EUR|USD|GBP)/;
const EMAIL_PATTERN = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
const PHONE_PATTERN = /(?:\+\d{1,3}[\s-]?)?\(?\d{2,5}\)?[\s-]\d{3,4}[\s-]?\d{3,4}\b/;
const ADD_TO_CART = /\badd to (?:cart|basket|bag|trolley)\b|\bbuy now\b/i;
/** Controls the agent never presses: they pay, order or delete. */
export const FORBIDDEN_ACTION = /\b(?:pay|place (?:my )?order|confirm (?:and pay|order|purchase)|complete (?:order|purchase)|submit order|buy now|delete|remove|unsubscribe|log ?out|sign ?out)\b/i;

const heading = (facts: PageFacts, pattern: RegExp, levels = 2) => facts.headings.find((h) => h.level <= levels && pattern.test(h.text))?.text ?? null;
const quote = (text: string) => `“${text.length > 80 ? `${text.slice(0, 77)}…` : text}”`;

/** A product page: a heading and an add-to-cart control, or a heading and a price in its main content. */
export function isProductPage(facts: PageFacts): boolean {
  const h1 = facts.headings.some((h) => h.level === 1);
  return h1 && (facts.candidates.some((c) => (c.role === 'button' || c.role === 'submit') && ADD_TO_CART.test(c.name)) || PRICE_PATTERN.test(facts.mainText));
}

export const TASKS: Record<AgentTask, TaskDefinition> = {
  price: {
    label: 'find the price of a product',
    keywords: [['price', 5], ['pricing', 5], ['plans', 3], ['shop', 3], ['products', 3], ['store', 2], ['buy', 2]],
    landmarks: ['main', 'navigation'],
    success(facts) {
      const price = PRICE_PATTERN.exec(facts.mainText)?.[0];
      return price && facts.headings.some((h) => h.level === 1) ? `a price ${quote(price.trim())} in the main content` : null;
    },
  },
  contact: {
    label: 'find contact details',
    keywords: [['contact', 6], ['contact us', 8], ['get in touch', 6], ['customer service', 4], ['support', 3], ['help', 2], ['about', 1]],
    landmarks: ['contentinfo', 'navigation', 'banner'],
    success(facts) {
      const link = facts.contactLinks[0];
      if (link) return `contact details on the page: ${quote(link.replace(/^(mailto|tel):/, ''))}`;
      const email = EMAIL_PATTERN.exec(facts.mainText)?.[0];
      if (email && /contact|get in touch|reach us|talk to us/i.test(`${facts.title} ${facts.headings.map((h) => h.text).join(' ')}`)) return `an email address ${quote(email)}`;
      const phone = PHONE_PATTERN.exec(facts.mainText)?.[0];
      return phone && /contact|call us|phone/i.test(facts.mainText) ? `a phone number ${quote(phone)}` : null;
    },
  },
  returns: {
    label: 'find the returns policy',
    keywords: [['returns', 8], ['return policy', 8], ['refund', 6], ['delivery & returns', 8], ['shipping', 2], ['delivery', 2], ['help', 2], ['faq', 2], ['customer service', 2]],
    landmarks: ['contentinfo', 'navigation'],
    success(facts) {
      const found = heading(facts, /\breturns?\b|\brefunds?\b/i);
      return found && /\b(?:return|refund)/i.test(facts.mainText) ? `a heading ${quote(found)}` : null;
    },
  },
  newsletter: {
    label: 'sign up for the newsletter',
    keywords: [['newsletter', 8], ['subscribe', 6], ['sign up', 3], ['email updates', 5], ['join', 2]],
    landmarks: ['contentinfo', 'main'],
    success(facts, progress) {
      if (!progress.submittedForms.some((form) => /newsletter|subscribe|updates|mailing/i.test(form))) return null;
      const confirmation = /thank(?:s| you)[^.]{0,60}subscri\w*|you(?:'re| are) (?:now )?subscribed|check your (?:e-?mail|inbox)|confirm your (?:e-?mail|subscription)/i.exec(facts.text)?.[0];
      return confirmation ? `a confirmation ${quote(confirmation)}` : null;
    },
  },
  search: {
    label: 'search for a product and open it',
    keywords: [['search', 6]],
    landmarks: ['search', 'banner', 'main'],
    success(facts, progress) {
      if (!progress.openedResult || !isProductPage(facts)) return null;
      return `the product page ${quote(facts.headings.find((h) => h.level === 1)!.text)} opened from the results for ${quote(progress.searches.at(-1)!.query)}`;
    },
  },
  checkout: {
    label: 'add a product to the cart and reach checkout',
    keywords: [['checkout', 8], ['check out', 8], ['proceed to checkout', 9], ['view cart', 6], ['cart', 5], ['basket', 5], ['bag', 3], ['add to cart', 9], ['add to basket', 9], ['add to bag', 9]],
    landmarks: ['main', 'banner'],
    success(facts, progress) {
      if (!progress.addedToCart) return null;
      const found = heading(facts, /\bcheck ?out\b|\bpayment\b|\bdelivery details\b/i, 1) ?? (/\/checkout\b/i.test(new URL(facts.url).pathname) ? facts.title : null);
      return found ? `the checkout ${quote(found)} (nothing submitted)` : null;
    },
  },
  'accessibility-statement': {
    label: 'find the accessibility statement',
    keywords: [['accessibility statement', 10], ['accessibility', 8], ['a11y', 4]],
    landmarks: ['contentinfo', 'navigation'],
    success(facts) {
      const found = heading(facts, /\baccessibility\b/i, 1) ?? (/\baccessibility\b/i.test(facts.title) ? facts.title : null);
      return found ? `a page about accessibility ${quote(found)}` : null;
    },
  },
};

export { ADD_TO_CART };
