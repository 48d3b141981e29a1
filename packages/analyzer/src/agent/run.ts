import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Locator, Page, Request, Response } from 'playwright-core';
import { BrowserManager } from '../driver/browser';
import { RequestGuard } from '../driver/request-guard';
import { resolveStartUrl, RunCancelled, RunError } from '../run-input';
import { FRICTION, friction } from './friction';
import { askModel, MODEL_OPTIONS } from './model';
import { AGENT_ID_ATTRIBUTE, observe, selectorOf, type Candidate, type PageFacts } from './observe';
import { PERSONAS, type PersonaProfile } from './persona';
import { candidateKey, deriveQuery, NO_RESULTS, pageKey, rankActions, SIGN_UP_WALL, singularOf, type Plan } from './score';
import { shortestPathLength } from './shortest-path';
import { ADD_TO_CART, emptyProgress, isProductPage, TASKS, type TaskProgress } from './tasks';
import { AGENT_PERSONAS, AGENT_TASKS, type AgentBox, type AgentRun, type AgentRunOptions, type AgentStep, type AgentStopReason, type AgentTarget } from './types';

export const AGENT_DEFAULTS = { maxSteps: 25, timeLimitMs: 90_000 } as const;
/** Longest wait for one page to load after an action (the run's time limit still applies). */
const NAVIGATION_TIMEOUT_MS = 20_000;
/** Nielsen (1993): about 10 s is the limit for keeping a person's attention on the task. */
const ATTENTION_LIMIT_MS = 10_000;
/** Tab presses a keyboard user is granted to reach one control. */
const MAX_TABS = 120;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function checkOptions(options: AgentRunOptions): { maxSteps: number; timeLimitMs: number } {
  if (!AGENT_TASKS.includes(options.task)) throw new RunError(`task must be one of ${AGENT_TASKS.join(', ')}`);
  if (!AGENT_PERSONAS.includes(options.persona)) throw new RunError(`persona must be one of ${AGENT_PERSONAS.join(', ')}`);
  const maxSteps = options.maxSteps ?? AGENT_DEFAULTS.maxSteps;
  const timeLimitMs = options.timeLimitMs ?? AGENT_DEFAULTS.timeLimitMs;
  if (!Number.isInteger(maxSteps) || maxSteps < 1 || maxSteps > 100) throw new RunError('maxSteps must be a whole number from 1 to 100');
  if (!Number.isInteger(timeLimitMs) || timeLimitMs < 5_000 || timeLimitMs > 600_000) throw new RunError('timeLimitMs must be a whole number of milliseconds from 5000 to 600000');
  return { maxSteps, timeLimitMs };
}

/**
 * Drives Chromium through a site toward the task's goal, acting as the persona does, and resolves
 * to the run: every step, the outcome, dead ends and friction findings. Same browser launch,
 * egress proxy and address guard as analyses. Aborting `signal` rejects with RunCancelled and
 * closes the browser; reaching the time limit ends the run as a failure.
 */
export async function runAgentTask(options: AgentRunOptions): Promise<AgentRun> {
  if (options.signal?.aborted) throw new RunCancelled();
  const limits = checkOptions(options);
  const startUrl = resolveStartUrl(options.url);
  const guard = new RequestGuard(options.hostRules ?? [], options.allowPrivate ?? false);
  const refused = await guard.check(startUrl);
  if (refused) throw new RunError(refused);
  const browsers = new BrowserManager({ guard });
  const agent = new Agent(options, limits, startUrl);
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= browsers.close());
  const timer = setTimeout(() => {
    agent.stop('time-limit');
    void close();
  }, limits.timeLimitMs);
  const onAbort = () => {
    agent.stop('cancelled');
    void close();
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const run = await agent.run(await browsers.get());
    if (run.stopReason === 'cancelled') throw new RunCancelled();
    return run;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    await close();
  }
}

class Agent {
  private readonly task: (typeof TASKS)[keyof typeof TASKS];
  private readonly persona: PersonaProfile;
  private readonly steps: AgentStep[] = [];
  private readonly result: AgentRun;
  private readonly progress: TaskProgress = emptyProgress();
  private readonly tried = new Set<string>();
  private readonly visits = new Map<string, number>();
  /** Pages the way went through, for going back from a dead end. */
  private readonly trail: string[] = [];
  private readonly started = performance.now();
  private stopped: AgentStopReason | null = null;
  private query: string | null;
  /** The results page of the last search, to know that a link followed from it opened a result. */
  private resultsPage: string | null = null;
  private readonly reported = new Set<string>();
  /** Ends a model request in flight when the run stops. */
  private readonly aborter = new AbortController();
  /** Resolves when the run stops. */
  private readonly stopping = new Promise<void>((resolve) => this.aborter.signal.addEventListener('abort', () => resolve(), { once: true }));
  private modelFailures = 0;
  /** The origin the first page loaded from (after its redirects): the site the task is on. */
  private siteOrigin = '';

  constructor(
    private readonly options: AgentRunOptions,
    private readonly limits: { maxSteps: number; timeLimitMs: number },
    startUrl: string,
  ) {
    this.task = TASKS[options.task];
    this.persona = PERSONAS[options.persona];
    this.query = options.query?.trim() || null;
    this.result = {
      task: options.task,
      persona: options.persona,
      startUrl,
      finalUrl: startUrl,
      outcome: 'failure',
      stopReason: 'stuck',
      evidence: null,
      steps: this.steps,
      actions: 0,
      shortestPath: null,
      deadEnds: [],
      errors: [],
      frictionFindings: [],
      decisionMaker: 'heuristic',
      startedAt: new Date().toISOString(),
      durationMs: 0,
      limits,
    };
  }

  stop(reason: AgentStopReason): void {
    this.stopped ??= reason;
    this.aborter.abort();
  }

  /** Lets the model pick among the best options; the heuristic's order stands when it cannot. */
  private async consult(facts: PageFacts, plans: Plan[]): Promise<Plan[]> {
    const model = this.options.model;
    if (!model || plans.length < 2 || facts.dialog || this.modelFailures >= 3) return plans;
    const offered = plans.slice(0, MODEL_OPTIONS);
    const answer = await askModel(model, this.task.label, facts, offered, this.aborter.signal);
    if ('error' in answer) {
      if (!this.stopped) {
        this.modelFailures += 1;
        this.result.errors.push({ stepIndex: this.steps.length, message: `Language model ${model.model}: ${answer.error}${this.modelFailures >= 3 ? ' (not asked again in this run)' : ''}` });
      }
      return plans;
    }
    this.result.decisionMaker = model.model;
    const chosen = offered[answer.index]!;
    const note = `${model.model} chose it: ${answer.why}`;
    const picked: Plan = { ...chosen, score: { ...chosen.score, terms: [...chosen.score.terms, { factor: 'model', points: 0, note }] }, reason: `${chosen.reason}; ${note}` };
    return [picked, ...plans.filter((plan) => plan !== chosen)];
  }

  private addFriction(kind: (typeof FRICTION)[keyof typeof FRICTION], detail: string, stepIndex: number | null, once: string = kind.id): void {
    if (this.reported.has(once)) return;
    this.reported.add(once);
    this.result.frictionFindings.push(friction(kind, detail, stepIndex));
  }

  async run(browser: Browser): Promise<AgentRun> {
    let context: BrowserContext | null = null;
    try {
      context = await browser.newContext({ ...this.persona.context, acceptDownloads: false, serviceWorkers: 'block' });
      // tsx compiles with esbuild's keepNames, which wraps named functions in page callbacks in __name(...).
      await context.addInitScript('globalThis.__name ??= (fn) => fn;');
      const page = await context.newPage();
      // A visitor's new tabs are closed: the task goes on in the tab it started in.
      context.on('page', (other) => void (other === page ? undefined : other.close().catch(() => undefined)));
      if (this.persona.network) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...this.persona.network });
      }
      page.setDefaultTimeout(NAVIGATION_TIMEOUT_MS);
      await this.loop(page);
    } catch (error) {
      if (!this.stopped) {
        this.result.errors.push({ stepIndex: this.steps.length - 1, message: message(error) });
        this.stop('error');
      }
    } finally {
      await context?.close().catch(() => undefined);
    }
    this.result.stopReason = this.stopped ?? 'stuck';
    this.result.outcome = this.result.stopReason === 'success' ? 'success' : 'failure';
    this.result.actions = this.steps.filter((s) => s.action !== 'start' && s.action !== 'finish').length;
    this.result.shortestPath = this.result.outcome === 'success' ? shortestPathLength(this.steps) : null;
    this.result.durationMs = Math.round(performance.now() - this.started);
    if (this.result.outcome === 'failure' && this.result.stopReason !== 'cancelled') {
      const deadEnds = this.result.deadEnds.length;
      this.addFriction(FRICTION.notFound, `The visitor could not ${this.task.label} (${stopWords[this.result.stopReason]} after ${this.result.actions} actions${deadEnds ? `, ${deadEnds} dead ends` : ''}).`, null);
    }
    return this.result;
  }

  private async loop(page: Page): Promise<void> {
    const loaded = await this.navigate(page, () => page.goto(this.result.startUrl, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS }));
    this.siteOrigin = new URL(page.url()).origin;
    this.trail.push(pageKey(page.url()));
    this.countVisit(page.url());
    let facts = await observe(page);
    this.query ??= deriveQuery(facts);
    await this.record(page, { action: 'start', target: null, value: null, reason: `Opened ${this.result.startUrl} to ${this.task.label} (${this.persona.label})`, score: null }, null);
    if (loaded.status !== null && loaded.status >= 400) this.pageError(page.url(), loaded.status, 0);
    let errorsInARow = 0;
    while (!this.stopped) {
      const evidence = this.task.success(facts, this.progress);
      if (evidence) {
        this.result.evidence = evidence;
        this.stop('success');
        await this.record(page, { action: 'finish', target: null, value: null, reason: `Done: ${evidence}`, score: null }, null);
        break;
      }
      if (this.actionsTaken() >= this.limits.maxSteps) {
        this.stop('step-limit');
        break;
      }
      this.notice(facts);
      // Off the site (a script or a form took the visitor elsewhere): the task is not there.
      const offSite = new URL(facts.url).origin !== this.siteOrigin;
      const ranked = offSite ? [] : rankActions(facts, { task: this.options.task, progress: this.progress, tried: this.tried, visits: this.visits, query: this.nextQuery(), resultsPage: this.resultsPage });
      const plans = await this.consult(facts, ranked);
      if (this.stopped) break;
      let acted = false;
      for (const plan of plans) {
        this.tried.add(candidateKey(facts.url, plan.candidate));
        try {
          const done = await this.act(page, plan, facts);
          if (!done) continue;
          acted = true;
          errorsInARow = 0;
          break;
        } catch (error) {
          if (this.stopped) return;
          this.result.errors.push({ stepIndex: this.steps.length, message: `${plan.action} “${plan.candidate.name}” failed: ${message(error)}` });
          if (++errorsInARow >= 3) {
            this.stop('error');
            return;
          }
        }
      }
      if (this.stopped) break;
      if (!acted && !(await this.backtrack(page, facts))) {
        this.stop('stuck');
        break;
      }
      facts = await observe(page);
      this.afterStep(facts);
    }
  }

  private actionsTaken(): number {
    return this.steps.filter((s) => s.action !== 'start' && s.action !== 'finish').length;
  }

  /** The query to type now: the first, then the singular once the plural found nothing, then none. */
  private nextQuery(): string | null {
    const last = this.progress.searches.at(-1);
    if (!last) return this.query;
    if (last.results !== false) return null;
    const singular = singularOf(last.query);
    return singular && !this.progress.searches.some((s) => s.query === singular) ? singular : null;
  }

  /** What the page says that changes the plan (a sign-up wall in front of the price). */
  private notice(facts: PageFacts): void {
    if (this.options.task === 'price' && !this.progress.signUpWall && SIGN_UP_WALL.test(facts.mainText) && isProductPage(facts)) {
      this.progress.signUpWall = true;
      const h1 = facts.headings.find((h) => h.level === 1)?.text ?? facts.title;
      this.addFriction(FRICTION.priceBehindSignUp, `“${h1}” (${facts.url}) shows no price; it says: “${SIGN_UP_WALL.exec(facts.mainText)![0]}”.`, this.steps.length - 1);
    }
  }

  /** Reads the page after a step: what a search found. */
  private afterStep(facts: PageFacts): void {
    const last = this.progress.searches.at(-1);
    if (last && last.results === null) {
      last.results = !NO_RESULTS.test(facts.mainText);
      this.resultsPage = last.results ? pageKey(facts.url) : null;
      const step = this.steps.length - 1;
      if (!last.results) {
        const singular = singularOf(last.query);
        const tryNext = singular && !this.progress.searches.some((s) => s.query === singular);
        if (!tryNext) this.addFriction(FRICTION.searchNoResults, `Searching for “${last.query}” returned nothing${this.progress.searches.length > 1 ? `, nor did “${this.progress.searches[0]!.query}”` : ''}.`, step);
      } else if (this.progress.searches.length > 1 && this.progress.searches.at(-2)!.results === false && singularOf(this.progress.searches.at(-2)!.query) === last.query) {
        this.addFriction(FRICTION.searchPlural, `Searching for “${this.progress.searches.at(-2)!.query}” returned nothing; “${last.query}” found products.`, step);
      }
    }
  }

  private countVisit(url: string): void {
    this.visits.set(pageKey(url), (this.visits.get(pageKey(url)) ?? 0) + 1);
  }

  private pageError(url: string, status: number, stepIndex: number): void {
    this.result.errors.push({ stepIndex, message: `${url} answered HTTP ${status}` });
    this.addFriction(FRICTION.pageError, `${url} answered HTTP ${status}.`, stepIndex, `page-error ${url}`);
  }

  /** Goes back to the page before a dead end; false when there is nowhere to go back to. */
  private async backtrack(page: Page, facts: PageFacts): Promise<boolean> {
    const here = this.steps.length - 1;
    const offSite = new URL(facts.url).origin !== this.siteOrigin;
    const why = offSite ? 'the page is on another site' : facts.dialog ? `“${facts.dialog}” covers the page and offers no way out` : `nothing on this page leads toward the goal (${this.task.label})`;
    this.result.deadEnds.push({ stepIndex: here, url: facts.url, reason: why });
    if (this.trail.length < 2) return false;
    // The dead end as it looked (a keyboard user's focus still where it was stuck).
    const shot = await screenshot(page, null);
    this.trail.pop();
    const previous = this.trail.at(-1)!;
    this.addFriction(FRICTION.deadEnd, `${facts.url} led nowhere toward the goal; the visitor went back to ${previous}.`, here);
    const started = performance.now();
    const back = await this.navigate(page, async () => (await page.goBack({ waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS })) ?? page.goto(previous, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS }));
    if (pageKey(page.url()) !== previous) await this.navigate(page, () => page.goto(previous, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS }));
    this.countVisit(page.url());
    this.slowCheck(performance.now() - started, here + 1);
    if (back.status !== null && back.status >= 400) this.pageError(page.url(), back.status, here + 1);
    await this.record(page, { action: 'back', target: null, value: null, reason: `Dead end (${why}): went back to ${previous}`, score: null }, shot);
    return true;
  }

  private slowCheck(ms: number, stepIndex: number): void {
    if (ms > ATTENTION_LIMIT_MS) this.addFriction(FRICTION.slowStep, `Step ${stepIndex} took ${(ms / 1000).toFixed(1)} s to show its result (about 10 s holds a visitor's attention; Nielsen 1993).`, stepIndex);
  }

  /**
   * Carries out one plan as the persona can. False when the persona cannot do it (a keyboard user
   * whose focus never reaches the control), so the next plan is tried.
   */
  private async act(page: Page, plan: Plan, facts: PageFacts): Promise<boolean> {
    const locator = page.locator(selectorOf(plan.candidate)).first();
    let how = '';
    if (this.persona.input === 'keyboard') {
      const walk = await tabTo(page, plan.candidate, facts.candidates.length);
      if (walk.trap) {
        this.addFriction(FRICTION.keyboardTrap, `On ${facts.url}, Tab keeps focus within ${walk.trap.map((n) => `“${n}”`).join(', ')}; nothing after ${walk.trap.length > 1 ? 'them' : 'it'} can be reached, including “${plan.candidate.name}”.`, this.steps.length - 1, `keyboard-trap ${pageKey(facts.url)}`);
      }
      if (!walk.reached) {
        if (!walk.trap) this.addFriction(FRICTION.keyboardUnreachable, `“${plan.candidate.name}” on ${facts.url} is never reached by Tab (${walk.presses} presses went through every control focus reaches).`, this.steps.length - 1, `keyboard-unreachable ${candidateKey(facts.url, plan.candidate)}`);
        return false;
      }
      how = ` (reached with ${walk.presses} Tab ${walk.presses === 1 ? 'press' : 'presses'})`;
    } else {
      await locator.scrollIntoViewIfNeeded({ timeout: 5_000 });
    }
    const box = await locator.boundingBox({ timeout: 5_000 });
    const target: AgentTarget = { selector: selectorOf(plan.candidate), name: plan.candidate.name, role: plan.candidate.role, landmark: plan.candidate.landmark, box: box && roundBox(box) };
    const shot = await screenshot(page, target.box);
    const before = page.url();
    const started = performance.now();
    const result = await this.navigate(page, () => this.perform(page, locator, plan));
    const ms = performance.now() - started;
    this.applyProgress(plan, before, page.url());
    const index = this.steps.length;
    if (pageKey(page.url()) !== pageKey(before)) {
      this.trail.push(pageKey(page.url()));
      this.countVisit(page.url());
    }
    if (plan.action === 'dismiss' && index === 1) this.addFriction(FRICTION.modalInTheWay, `“${facts.dialog}” covered the first page; it took a step (“${plan.candidate.name}”) before the task could start.`, index);
    this.slowCheck(ms, index);
    if (result.status !== null && result.status >= 400) this.pageError(page.url(), result.status, index);
    const verb = plan.action === 'type' ? `Typed “${plan.value}” into “${plan.candidate.name}”${plan.candidate.role === 'searchbox' ? ' and pressed Enter' : ''}` : `${this.persona.input === 'touch' ? 'Tapped' : this.persona.input === 'keyboard' ? 'Pressed Enter on' : 'Clicked'} “${plan.candidate.name}”`;
    await this.record(page, { action: plan.action === 'click' && this.persona.input === 'touch' ? 'tap' : plan.action === 'click' && this.persona.input === 'keyboard' ? 'press' : plan.action, target, value: plan.value, reason: `${verb}${how}. Why: ${plan.reason}.`, score: plan.score }, shot);
    return true;
  }

  private async perform(page: Page, locator: Locator, plan: Plan): Promise<void> {
    const keyboard = this.persona.input === 'keyboard';
    if (plan.action === 'type') {
      if (!keyboard) await (this.persona.input === 'touch' ? locator.tap({ timeout: 5_000 }) : locator.click({ timeout: 5_000 }));
      await locator.fill('');
      await page.keyboard.type(plan.value ?? '', { delay: 10 });
      if (plan.candidate.role === 'searchbox') await page.keyboard.press('Enter');
      return;
    }
    if (keyboard) await page.keyboard.press(plan.candidate.role === 'checkbox' ? 'Space' : 'Enter');
    else if (this.persona.input === 'touch') await locator.tap({ timeout: 5_000 });
    else await locator.click({ timeout: 5_000 });
  }

  private applyProgress(plan: Plan, before: string, after: string): void {
    const c = plan.candidate;
    if (plan.action === 'type' && c.role === 'searchbox') {
      this.progress.searches.push({ query: plan.value ?? '', results: null });
      this.progress.openedResult = false;
      this.resultsPage = null;
      return;
    }
    if (plan.action !== 'click') return;
    if (ADD_TO_CART.test(c.name)) this.progress.addedToCart = true;
    if (c.role === 'submit' && c.form) this.progress.submittedForms.push(c.form);
    if (this.resultsPage && pageKey(before) === this.resultsPage && pageKey(after) !== this.resultsPage && c.role === 'link') this.progress.openedResult = true;
  }

  /**
   * Runs an action and waits for what it started: a new document (its navigation committed and
   * loaded), or the page's own requests, each within the persona's patience.
   */
  /**
   * `waiting`, or less once the run stops. Closing the browser does not end every wait of
   * Playwright's: a framenavigated wait begun as the time limit closed it ran its whole 20 s.
   */
  private untilStopped(waiting: Promise<unknown>): Promise<unknown> {
    // When the stop wins, what `waiting` ends with later is nobody's.
    waiting.catch(() => undefined);
    return Promise.race([waiting, this.stopping]);
  }

  private async navigate(page: Page, action: () => Promise<unknown>): Promise<{ status: number | null }> {
    let status: number | null = null;
    let navigating = false;
    let committed = false;
    const onRequest = (request: Request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigating = true;
    };
    const onResponse = (response: Response) => {
      if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) status = response.status();
    };
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame()) committed = true;
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    page.on('framenavigated', onNavigated);
    try {
      await this.untilStopped(action());
      await this.untilStopped(sleep(this.persona.network ? 600 : 200));
      if (navigating) {
        if (!committed) await this.untilStopped(page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: NAVIGATION_TIMEOUT_MS }));
        await this.untilStopped(page.waitForLoadState('load', { timeout: NAVIGATION_TIMEOUT_MS }));
      }
      await this.untilStopped(Promise.race([page.waitForLoadState('networkidle').catch(() => undefined), sleep(this.persona.network ? 3_000 : 800)]));
    } finally {
      page.off('request', onRequest);
      page.off('response', onResponse);
      page.off('framenavigated', onNavigated);
    }
    return { status };
  }

  private async record(page: Page, step: Pick<AgentStep, 'action' | 'target' | 'value' | 'reason' | 'score'>, shot: Buffer | null): Promise<void> {
    const index = this.steps.length;
    const png = shot ?? (await screenshot(page, null).catch(() => null));
    let file: string | null = null;
    if (png && this.options.screenshotDir) {
      await mkdir(this.options.screenshotDir, { recursive: true });
      file = `step-${String(index).padStart(2, '0')}.png`;
      await writeFile(join(this.options.screenshotDir, file), png);
    }
    const full: AgentStep = { index, ...step, url: page.url(), title: await page.title().catch(() => ''), at: new Date().toISOString(), elapsedMs: Math.round(performance.now() - this.started), screenshot: file };
    this.steps.push(full);
    this.result.finalUrl = full.url;
    this.options.onStep?.(full, png);
  }
}

const stopWords: Record<AgentStopReason, string> = {
  success: 'done',
  'step-limit': 'it reached the step limit',
  'time-limit': 'it reached the time limit',
  stuck: 'nothing more to try',
  error: 'errors stopped it',
  cancelled: 'cancelled',
};

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));
const roundBox = (box: AgentBox): AgentBox => ({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) });

/** A viewport screenshot with the target boxed in red (a white halo keeps it visible on red pages). */
async function screenshot(page: Page, box: AgentBox | null): Promise<Buffer> {
  if (box) {
    await page.evaluate((b) => {
      const mark = document.createElement('div');
      mark.id = 'sightline-agent-mark';
      mark.style.cssText = `position:fixed;left:${b.x - 4}px;top:${b.y - 4}px;width:${b.width + 8}px;height:${b.height + 8}px;border:3px solid #d00000;outline:2px solid #fff;box-sizing:border-box;z-index:2147483647;pointer-events:none;`;
      document.documentElement.append(mark);
    }, box);
  }
  try {
    return await page.screenshot({ type: 'png', timeout: 10_000, animations: 'disabled' });
  } finally {
    if (box) await page.evaluate(() => document.getElementById('sightline-agent-mark')?.remove()).catch(() => undefined);
  }
}

/**
 * Presses Tab until focus is on the candidate, as a keyboard user would. Stops when focus comes back
 * to where the walk began (every reachable control seen) or stays within a few controls that Tab
 * cannot leave (a trap: the names of the controls it cycles through).
 */
export async function tabTo(page: Page, candidate: Candidate, controls: number): Promise<{ reached: boolean; presses: number; trap: string[] | null }> {
  const focused = () =>
    page.evaluate((attribute) => {
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement) return null;
      let id = el.getAttribute(attribute);
      if (!id) {
        id = `f${Math.random().toString(36).slice(2, 9)}`;
        el.setAttribute(attribute, id);
      }
      return { id, name: ((el as HTMLElement).innerText || el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.innerText || el.tagName).replace(/\s+/g, ' ').trim().slice(0, 80) };
    }, AGENT_ID_ATTRIBUTE);
  const current = await focused();
  if (current?.id === candidate.id) return { reached: true, presses: 0, trap: null };
  const seen: { id: string; name: string }[] = current ? [current] : [];
  // Focus leaving the document (to the browser's own controls) is the end of the page's tab order.
  let wrapped = false;
  for (let presses = 1; presses <= MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    const now = await focused();
    if (!now) {
      wrapped = true;
      continue;
    }
    if (now.id === candidate.id) return { reached: true, presses, trap: null };
    const earlier = seen.findIndex((s) => s.id === now.id);
    if (earlier < 0) {
      seen.push(now);
      continue;
    }
    const loop = seen.slice(earlier);
    // Back where it began after the whole order, or a few controls Tab cannot leave.
    if (wrapped || (earlier === 0 && loop.length >= controls / 2)) return { reached: false, presses, trap: null };
    return { reached: false, presses, trap: [...new Set(loop.map((s) => s.name))] };
  }
  return { reached: false, presses: MAX_TABS, trap: null };
}
