// Transparent choice of the next action: every candidate gets points for named reasons (its words,
// its landmark, its role for the task, whether it is in view, whether it leads back somewhere seen),
// and the reasons are the step's explanation. Pure: unit-tested on hand-written page facts.
import type { Candidate, PageFacts } from './observe';
import { ADD_TO_CART, FORBIDDEN_ACTION, isProductPage, TASKS, type TaskProgress } from './tasks';
import type { AgentAction, AgentScore, AgentScoreTerm, AgentTask } from './types';

/** Test data typed into forms: reserved example domains and made-up values, never anyone's details. */
export const TEST_DATA = {
  email: 'agent-test@example.com',
  password: 'Sightline-Test-2026!',
  name: 'Test Visitor',
} as const;

export interface Plan {
  candidate: Candidate;
  action: Extract<AgentAction, 'click' | 'type' | 'dismiss'>;
  value: string | null;
  score: AgentScore;
  reason: string;
}

export interface ScoreContext {
  task: AgentTask;
  progress: TaskProgress;
  /** Candidate keys already tried on this page (`candidateKey`). */
  tried: ReadonlySet<string>;
  /** How often each URL (without its fragment) was reached. */
  visits: ReadonlyMap<string, number>;
  /** The query to type into a search box now, if one should be typed. */
  query: string | null;
  /** The page listing the last search's results, once it listed some. */
  resultsPage: string | null;
}

/** The lowest total a candidate needs, with at least one reason tied to the task, to be worth trying. */
export const MIN_SCORE = 3;

/** The names of a dialog's ways out (decline, close, accept…). */
export const DISMISS = /\b(?:reject(?: all)?|only necessary|necessary only|decline|no,? thanks|not now|continue without|close|dismiss|got it|accept(?: all)?|agree|allow all|ok(?:ay)?)\b|^[×✕x]$/i;
const LANDMARK_WORDS: Record<string, string> = {
  main: 'the main content',
  navigation: 'the navigation',
  banner: 'the page header',
  contentinfo: 'the footer',
  search: 'the search area',
  dialog: 'a dialog',
};
const SIGN_UP_WORDS: readonly (readonly [string, number])[] = [['create an account', 8], ['create account', 8], ['sign up', 7], ['register', 6], ['join', 3]];
const NEWSLETTER_FORM = /newsletter|subscribe|updates|mailing list/i;
const SIGN_UP_FORM = /create (?:an )?account|sign ?up|register|join/i;

export const pageKey = (url: string) => url.replace(/#.*$/, '');
export const candidateKey = (url: string, c: Pick<Candidate, 'role' | 'name' | 'href'>) => `${pageKey(url)}|${c.role}|${c.name.toLowerCase()}|${c.href ?? ''}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasPhrase = (text: string, phrase: string) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escape(phrase)}(?:$|[^\\p{L}\\p{N}])`, 'iu').test(text);
const slugHas = (href: string, phrase: string) => {
  const path = URL.canParse(href) ? new URL(href).pathname.toLowerCase() : '';
  return path.includes(phrase.toLowerCase().replace(/\s*&\s*/g, '-').replace(/\s+/g, '-'));
};

/** The task's words: the sign-up words join them once a page has put what the task needs behind a sign-up. */
function keywordsFor(task: AgentTask, progress: TaskProgress): readonly (readonly [string, number])[] {
  let words = TASKS[task].keywords;
  if (task === 'checkout') {
    // Before anything is in the cart, the cart and checkout lead nowhere; afterwards, adding again is a loop.
    const adding = (phrase: string) => phrase.startsWith('add to');
    words = words.filter(([phrase]) => adding(phrase) !== progress.addedToCart);
  }
  // Once a search was typed, a "Search" button only sends the box again, empty.
  if (task === 'search' && progress.searches.length > 0) words = [];
  return progress.signUpWall ? [...words, ...SIGN_UP_WORDS] : words;
}

function keywordTerm(candidate: Candidate, task: AgentTask, progress: TaskProgress): AgentScoreTerm | null {
  let best: AgentScoreTerm | null = null;
  for (const [phrase, points] of keywordsFor(task, progress)) {
    if (hasPhrase(candidate.name, phrase) && (!best || points > best.points)) best = { factor: 'keyword', points, note: `its name matches “${phrase}”` };
    else if (candidate.href && slugHas(candidate.href, phrase) && (!best || points / 2 > best.points)) best = { factor: 'keyword', points: Math.ceil(points / 2), note: `its address contains “${phrase}”` };
  }
  return best;
}

const isTextField = (c: Candidate) => c.role === 'textbox' || c.role === 'email' || c.role === 'password' || c.role === 'searchbox';

function testValue(c: Candidate): string {
  if (c.role === 'email' || /e-?mail/i.test(c.name)) return TEST_DATA.email;
  if (c.role === 'password') return TEST_DATA.password;
  return TEST_DATA.name;
}

/** Points for what the control is, for this task at this point of the run (and the action it implies). */
function roleTerm(c: Candidate, facts: PageFacts, ctx: ScoreContext): { term: AgentScoreTerm; action: Plan['action']; value: string | null } | null {
  const { task, progress } = ctx;
  const formFits = (pattern: RegExp) => c.form !== null && pattern.test(c.form);
  if (c.role === 'searchbox' && ctx.query !== null && (task === 'search' || task === 'price' || task === 'checkout')) {
    const points = task === 'search' ? 12 : 2;
    return { term: { factor: 'role', points, note: `a search box: type “${ctx.query}” and press Enter` }, action: 'type', value: ctx.query };
  }
  const wantsForm = (task === 'newsletter' && formFits(NEWSLETTER_FORM)) || (progress.signUpWall && formFits(SIGN_UP_FORM));
  if (wantsForm && isTextField(c) && c.role !== 'searchbox' && !c.filled) {
    return { term: { factor: 'role', points: 9, note: `an empty field of the form “${c.form}”: type test data` }, action: 'type', value: testValue(c) };
  }
  if (wantsForm && c.role === 'submit') {
    const fields = facts.candidates.filter((f) => f.formId === c.formId && isTextField(f) && f.role !== 'searchbox');
    if (fields.length > 0 && fields.every((f) => f.filled || !f.required)) {
      return { term: { factor: 'role', points: 10, note: `sends the filled form “${c.form}”` }, action: 'click', value: null };
    }
    return null;
  }
  if (c.role === 'link' && c.landmark === 'main') {
    if (task === 'search' && ctx.resultsPage === pageKey(facts.url) && !progress.openedResult) return { term: { factor: 'role', points: 5, note: 'a result of the search' }, action: 'click', value: null };
    if ((task === 'price' || (task === 'checkout' && !progress.addedToCart)) && !isProductPage(facts) && (c.inHeading || /\/(?:products?|p|item|shop)\//i.test(c.href ?? ''))) {
      return { term: { factor: 'role', points: 4, note: 'looks like a product' }, action: 'click', value: null };
    }
  }
  if (c.role === 'menu-toggle' && c.expanded !== true) return { term: { factor: 'role', points: 2, note: 'opens a menu that may hide the way on' }, action: 'click', value: null };
  return null;
}

/**
 * Ranks what can be done on the page for the task, best first. With a modal dialog open, only its
 * ways out are offered (a decline before an accept: a visitor who wants neither picks the least).
 */
export function rankActions(facts: PageFacts, ctx: ScoreContext): Plan[] {
  const origin = new URL(facts.url).origin;
  const usable = facts.candidates.filter((c) => !ctx.tried.has(candidateKey(facts.url, c)) && !FORBIDDEN_ACTION.test(c.name));
  if (facts.dialog) {
    return usable
      .filter((c) => c.inDialog && (c.role === 'button' || c.role === 'submit' || c.role === 'link') && DISMISS.test(c.name))
      .map((c) => {
        const points = /reject|necessary|decline|no,? thanks|not now|without/i.test(c.name) ? 6 : /close|dismiss|^[×✕x]$/i.test(c.name) ? 5 : 4;
        const terms: AgentScoreTerm[] = [{ factor: 'role', points, note: `a way out of “${facts.dialog}”` }];
        return { candidate: c, action: 'dismiss' as const, value: null, score: { total: points, terms, candidates: 0 }, reason: `“${c.name}” closes “${facts.dialog}”, which covers the page` };
      })
      .sort((a, b) => b.score.total - a.score.total)
      .map((plan, _, all) => ({ ...plan, score: { ...plan.score, candidates: all.length } }));
  }
  const plans: Plan[] = [];
  for (const c of usable) {
    if (c.href !== null) {
      if (!/^https?:/i.test(c.href) || new URL(c.href).origin !== origin) continue;
      if (pageKey(c.href) === pageKey(facts.url)) continue;
    }
    if (ctx.task === 'checkout' && ctx.progress.addedToCart && ADD_TO_CART.test(c.name)) continue;
    const terms: AgentScoreTerm[] = [];
    const role = roleTerm(c, facts, ctx);
    const keyword = role?.action === 'type' ? null : keywordTerm(c, ctx.task, ctx.progress);
    if (!role && !keyword) continue;
    if (keyword) terms.push(keyword);
    if (role) terms.push(role.term);
    if (c.landmark && TASKS[ctx.task].landmarks.includes(c.landmark)) terms.push({ factor: 'landmark', points: 1, note: `in ${LANDMARK_WORDS[c.landmark] ?? c.landmark}` });
    if (c.inViewport) terms.push({ factor: 'position', points: 1, note: 'in view without scrolling' });
    const visits = c.href ? (ctx.visits.get(pageKey(c.href)) ?? 0) : 0;
    if (visits > 0) terms.push({ factor: 'recency', points: -4 * visits, note: `leads to a page already seen${visits > 1 ? ` ${visits} times` : ''}` });
    const total = terms.reduce((sum, term) => sum + term.points, 0);
    if (total < MIN_SCORE) continue;
    const action = role?.action ?? 'click';
    plans.push({ candidate: c, action, value: role?.value ?? null, score: { total, terms, candidates: 0 }, reason: explain(c, terms) });
  }
  plans.sort((a, b) => b.score.total - a.score.total || a.candidate.box.y - b.candidate.box.y);
  return plans.map((plan) => ({ ...plan, score: { ...plan.score, candidates: usable.length } }));
}

function explain(c: Candidate, terms: AgentScoreTerm[]): string {
  const parts = terms.map((t) => `${t.note} (${t.points > 0 ? '+' : ''}${t.points})`);
  return `“${c.name || c.role}”: ${parts.join(', ')}`;
}

const STOP_WORDS = /^(?:home|about|help|contact|blog|news|shop|store|sale|cart|basket|bag|account|login|search|menu|faq|more|all|new|gifts?|stories|story|careers|jobs)$/i;

/**
 * What a visitor would type into the search box when none was given: a category word from the
 * site's navigation (a single plural-looking word, "Mugs"), else the last word of a product title.
 */
export function deriveQuery(facts: PageFacts): string | null {
  const navWord = facts.candidates.find((c) => c.role === 'link' && c.landmark === 'navigation' && /^\p{L}{3,}s$/u.test(c.name) && !STOP_WORDS.test(c.name));
  if (navWord) return navWord.name.toLowerCase();
  const product = facts.candidates.find((c) => c.role === 'link' && c.landmark === 'main' && c.inHeading);
  const word = product?.name.split(/\s+/).at(-1);
  return word && /^\p{L}{3,}$/u.test(word) ? word.toLowerCase() : null;
}

/** The singular a search should also have understood ("mugs" → "mug", "boxes" → "box"), or null. */
export function singularOf(query: string): string | null {
  const words = query.split(/\s+/);
  const last = words.at(-1)!;
  const singular = /(?:ch|sh|x|ss)es$/i.test(last) ? last.slice(0, -2) : /ies$/i.test(last) ? `${last.slice(0, -3)}y` : /[^s]s$/i.test(last) ? last.slice(0, -1) : null;
  return singular ? [...words.slice(0, -1), singular].join(' ') : null;
}

/** The results page of a search says it found nothing. */
export const NO_RESULTS = /\bno (?:results|products|matches|items)\b|\bnothing (?:found|matched)\b|\b0 (?:results|products|items)\b|\bdid(?: not|n't) match\b|\bwe couldn(?:'|’)t find\b/i;

/** The page says what the task needs is shown only to members. */
export const SIGN_UP_WALL = /(?:sign ?up|sign in|log ?in|register|create an account|members?)[^.]{0,60}\b(?:prices?|pricing)\b|\b(?:prices?|pricing)\b[^.]{0,60}(?:sign ?up|sign in|log ?in|register|members? only|create an account)/i;
