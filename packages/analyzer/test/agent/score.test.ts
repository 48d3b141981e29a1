// The agent's choices on hand-written page facts: no browser.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRICTION } from '../../src/agent/friction';
import type { Candidate, PageFacts } from '../../src/agent/observe';
import { deriveQuery, NO_RESULTS, rankActions, SIGN_UP_WALL, singularOf, type ScoreContext } from '../../src/agent/score';
import { shortestPathLength } from '../../src/agent/shortest-path';
import { emptyProgress, PRICE_PATTERN, TASKS } from '../../src/agent/tasks';
import type { AgentStep } from '../../src/agent/types';

let next = 0;
function control(over: Partial<Candidate>): Candidate {
  return {
    id: `c${next++}`,
    tag: 'a',
    role: 'link',
    name: '',
    href: null,
    landmark: null,
    box: { x: 0, y: 100, width: 80, height: 20 },
    inViewport: true,
    inDialog: true,
    form: null,
    formId: null,
    filled: false,
    required: false,
    expanded: null,
    inHeading: false,
    ...over,
  };
}

function page(over: Partial<PageFacts>): PageFacts {
  return { url: 'https://shop.example/', title: 'Shop', headings: [], mainText: '', text: '', contactLinks: [], candidates: [], dialog: null, ...over };
}

const context = (over: Partial<ScoreContext> = {}): ScoreContext => ({ task: 'contact', progress: emptyProgress(), tried: new Set(), visits: new Map(), query: null, resultsPage: null, ...over });

describe('rankActions', () => {
  it('ranks by the task’s words, with each reason and its points written out', () => {
    const facts = page({
      candidates: [
        control({ name: 'Our story', href: 'https://shop.example/about', landmark: 'navigation' }),
        control({ name: 'Contact us', href: 'https://shop.example/contact', landmark: 'contentinfo', inViewport: false }),
        control({ name: 'Help', href: 'https://shop.example/help', landmark: 'navigation' }),
      ],
    });
    const [best, second] = rankActions(facts, context());
    expect(best!.candidate.name).toBe('Contact us');
    expect(best!.score.terms).toEqual([
      { factor: 'keyword', points: 8, note: 'its name matches “contact us”' },
      { factor: 'landmark', points: 1, note: 'in the footer' },
    ]);
    expect(best!.score.total).toBe(9);
    expect(best!.reason).toBe('“Contact us”: its name matches “contact us” (+8), in the footer (+1)');
    expect(second!.candidate.name).toBe('Help');
    expect(best!.score.candidates).toBe(3);
  });

  it('offers only a way out while a modal dialog covers the page, declining before accepting', () => {
    const facts = page({
      dialog: 'Cookies',
      candidates: [
        control({ name: 'Contact us', href: 'https://shop.example/contact', inDialog: false }),
        control({ tag: 'button', role: 'button', name: 'Accept all' }),
        control({ tag: 'button', role: 'button', name: 'Reject all' }),
      ],
    });
    expect(rankActions(facts, context()).map((p) => [p.action, p.candidate.name])).toEqual([
      ['dismiss', 'Reject all'],
      ['dismiss', 'Accept all'],
    ]);
  });

  it('never offers paying, ordering, other sites, links to the same page or what was tried', () => {
    const contact = control({ name: 'Contact', href: 'https://shop.example/contact' });
    const facts = page({
      url: 'https://shop.example/checkout',
      candidates: [
        control({ tag: 'button', role: 'submit', name: 'Pay now', form: 'Checkout', formId: '0' }),
        control({ tag: 'button', role: 'button', name: 'Place order: checkout' }),
        control({ name: 'Contact us on our other site', href: 'https://elsewhere.example/contact' }),
        control({ name: 'Contact (this page)', href: 'https://shop.example/checkout#contact' }),
        contact,
      ],
    });
    expect(rankActions(facts, context({ task: 'checkout', progress: { ...emptyProgress(), addedToCart: true } }))).toEqual([]);
    expect(rankActions(facts, context()).map((p) => p.candidate.name)).toEqual(['Contact']);
    expect(rankActions(facts, context({ tried: new Set([`https://shop.example/checkout|link|contact|https://shop.example/contact`]) }))).toEqual([]);
  });

  it('counts pages already seen against the links that lead back to them', () => {
    const facts = page({ candidates: [control({ name: 'Contact us', href: 'https://shop.example/contact', landmark: 'contentinfo' })] });
    const [plan] = rankActions(facts, context({ visits: new Map([['https://shop.example/contact', 1]]) }));
    expect(plan!.score.terms.at(-1)).toEqual({ factor: 'recency', points: -4, note: 'leads to a page already seen' });
    expect(rankActions(facts, context({ visits: new Map([['https://shop.example/contact', 2]]) }))).toEqual([]);
  });

  it('types the query into a search box, then opens a result from its results page', () => {
    const box = control({ tag: 'input', role: 'searchbox', name: 'Search the shop', landmark: 'search', form: 'Search', formId: '0' });
    const [typing] = rankActions(page({ candidates: [box] }), context({ task: 'search', query: 'mugs' }));
    expect(typing).toMatchObject({ action: 'type', value: 'mugs' });
    const results = page({
      url: 'https://shop.example/search?q=mugs',
      candidates: [{ ...box, id: 'again' }, control({ tag: 'button', role: 'submit', name: 'Search', landmark: 'search', form: 'Search', formId: '0' }), control({ name: 'Stoneware mug', href: 'https://shop.example/p/mug', landmark: 'main', inHeading: true })],
    });
    const searched = { ...emptyProgress(), searches: [{ query: 'mugs', results: true }] };
    expect(rankActions(results, context({ task: 'search', progress: searched, resultsPage: 'https://shop.example/search?q=mugs' })).map((p) => p.candidate.name)).toEqual(['Stoneware mug']);
  });

  it('fills a newsletter form with test data and sends it once its fields are filled', () => {
    const email = control({ tag: 'input', role: 'email', name: 'Email address', form: 'Newsletter', formId: '1', required: true, landmark: 'contentinfo' });
    const send = control({ tag: 'button', role: 'submit', name: 'Subscribe', form: 'Newsletter', formId: '1', landmark: 'contentinfo' });
    const [first] = rankActions(page({ candidates: [email, send] }), context({ task: 'newsletter' }));
    expect(first).toMatchObject({ action: 'type', value: 'agent-test@example.com' });
    const [then] = rankActions(page({ candidates: [{ ...email, filled: true }, send] }), context({ task: 'newsletter' }));
    expect(then).toMatchObject({ action: 'click', candidate: { name: 'Subscribe' } });
    expect(then!.score.terms.map((t) => t.note)).toContain('sends the filled form “Newsletter”');
  });

  it('looks for the cart only once something is in it', () => {
    const facts = page({
      url: 'https://shop.example/p/mug',
      headings: [{ level: 1, text: 'Mug' }],
      candidates: [control({ name: 'Cart (0)', href: 'https://shop.example/cart', landmark: 'banner' }), control({ tag: 'button', role: 'button', name: 'Add to cart', landmark: 'main' })],
    });
    expect(rankActions(facts, context({ task: 'checkout' })).map((p) => p.candidate.name)).toEqual(['Add to cart']);
    expect(rankActions(facts, context({ task: 'checkout', progress: { ...emptyProgress(), addedToCart: true } })).map((p) => p.candidate.name)).toEqual(['Cart (0)']);
  });
});

describe('search words', () => {
  it('makes the singular a search should also understand', () => {
    expect(singularOf('mugs')).toBe('mug');
    expect(singularOf('glass boxes')).toBe('glass box');
    expect(singularOf('berries')).toBe('berry');
    expect(singularOf('glass')).toBeNull();
    expect(singularOf('mug')).toBeNull();
  });

  it('takes a category word from the navigation, else a product word', () => {
    const nav = (name: string) => control({ name, href: 'https://shop.example/x', landmark: 'navigation' });
    expect(deriveQuery(page({ candidates: [nav('Home'), nav('Gifts'), nav('Teapots'), nav('Mugs')] }))).toBe('teapots');
    expect(deriveQuery(page({ candidates: [control({ name: 'Stoneware mug', href: 'https://shop.example/p/1', landmark: 'main', inHeading: true })] }))).toBe('mug');
    expect(deriveQuery(page({}))).toBeNull();
  });

  it('recognises empty results and sign-up walls as shops word them', () => {
    expect(NO_RESULTS.test('No results for “mugs”.')).toBe(true);
    expect(NO_RESULTS.test("Sorry, we couldn't find anything")).toBe(true);
    expect(NO_RESULTS.test('2 results')).toBe(false);
    expect(SIGN_UP_WALL.test('Members see our prices. Create an account to see the price.')).toBe(true);
    expect(SIGN_UP_WALL.test('Log in to see prices')).toBe(true);
    expect(SIGN_UP_WALL.test('Our prices include VAT. Sign up for our newsletter.')).toBe(false);
  });
});

describe('success tests', () => {
  const progress = emptyProgress();
  it('finds a price as shops write it', () => {
    for (const text of ['£14.00', '$1,299.99', '€ 9', '12,50 €', 'EUR 30.00', '1 299,00 kr']) expect(PRICE_PATTERN.test(text), text).toBe(true);
    for (const text of ['Order 12345', '30 days', 'Phone 0113 000 0000']) expect(PRICE_PATTERN.test(text), text).toBe(false);
    expect(TASKS.price.success(page({ headings: [{ level: 1, text: 'Mug' }], mainText: 'A mug £14.00' }), progress)).toBe('a price “£14.00” in the main content');
    expect(TASKS.price.success(page({ headings: [{ level: 1, text: 'Mug' }], mainText: 'Members see our prices.' }), progress)).toBeNull();
  });

  it('needs a returns heading, an accessibility heading, a checkout after adding to the cart', () => {
    expect(TASKS.returns.success(page({ headings: [{ level: 1, text: 'Delivery and returns' }], mainText: 'Return within 30 days' }), progress)).toBe('a heading “Delivery and returns”');
    expect(TASKS.returns.success(page({ headings: [{ level: 1, text: 'Mug' }], mainText: 'Free returns' }), progress)).toBeNull();
    expect(TASKS['accessibility-statement'].success(page({ headings: [{ level: 1, text: 'Accessibility statement' }] }), progress)).toBeTruthy();
    const checkout = page({ url: 'https://shop.example/checkout', headings: [{ level: 1, text: 'Checkout' }] });
    expect(TASKS.checkout.success(checkout, progress)).toBeNull();
    expect(TASKS.checkout.success(checkout, { ...progress, addedToCart: true })).toBe('the checkout “Checkout” (nothing submitted)');
  });

  it('counts a newsletter sign-up only after its form was sent and the page confirms it', () => {
    const thanks = page({ text: 'Thank you for subscribing' });
    expect(TASKS.newsletter.success(thanks, progress)).toBeNull();
    expect(TASKS.newsletter.success(thanks, { ...progress, submittedForms: ['Newsletter'] })).toBe('a confirmation “Thank you for subscribing”');
  });

  it('finds contact details in links, addresses or a contact page’s text', () => {
    expect(TASKS.contact.success(page({ contactLinks: ['mailto:hello@shop.example'] }), progress)).toBe('contact details on the page: “hello@shop.example”');
    expect(TASKS.contact.success(page({ title: 'Contact us', mainText: 'Write to hello@shop.example' }), progress)).toBe('an email address “hello@shop.example”');
    expect(TASKS.contact.success(page({ title: 'About', mainText: 'Made by hello@shop.example' }), progress)).toBeNull();
  });
});

describe('shortestPathLength', () => {
  const step = (action: AgentStep['action'], url: string): AgentStep => ({ index: 0, action, target: null, value: null, reason: '', score: null, url, title: '', at: '', elapsedMs: 0, screenshot: null });
  it('cuts detours and dead ends out of the path, keeping steps that changed a page in place', () => {
    const steps = [step('start', 'https://s/'), step('dismiss', 'https://s/'), step('click', 'https://s/help'), step('back', 'https://s/'), step('click', 'https://s/p'), step('click', 'https://s/p'), step('click', 'https://s/cart'), step('finish', 'https://s/cart')];
    expect(shortestPathLength(steps)).toBe(4);
    expect(shortestPathLength([step('start', 'https://s/'), step('finish', 'https://s/')])).toBe(0);
  });
});

describe('friction', () => {
  it('links every kind to a guide that exists', () => {
    const content = join(import.meta.dirname, '../../../../content');
    for (const kind of Object.values(FRICTION)) expect(existsSync(join(content, `${kind.guide}.md`)), kind.guide).toBe(true);
  });
});
