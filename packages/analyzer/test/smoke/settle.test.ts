// The page as every gatherer reads it (driver/settle.ts), in Chromium: loaded, what it deferred run
// once, then still, and what moves after that is not counted as the page's own layout shift.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../src/driver/chromium-args.mjs';
import { findChromePath } from '../../src/driver/chrome-path.mjs';
import { DEVICE_PROFILES } from '../../src/driver/devices';
import { NetworkLog } from '../../src/driver/network-log';
import { installPageClock, PAGE_CLOCK_ARG, SETTLED_AT_IN_PAGE, settlePage } from '../../src/driver/settle';
import { visualStyleGatherer } from '../../src/gatherers/ui/visual-style';
import type { GatherContext } from '../../src/types';
import { startStabilitySite, type StabilitySite } from '../fixtures/stability-site/serve';

describe('a settled page', () => {
  let site: StabilitySite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startStabilitySite({ page: [0, 0], font: [100, 100], image: [0, 0], promo: [300, 300] });
    browser = await chromium.launch({ executablePath: findChromePath()!, args: [...CHROMIUM_ARGS] });
  }, 60_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await site?.close();
  });

  /** Loads a page of the stability site the way driver/load-page.ts does, up to the settled state. */
  async function settled(path: string): Promise<Page> {
    const context = await browser.newContext({ ...DEVICE_PROFILES.mobile });
    contexts.push(context);
    await context.addInitScript('globalThis.__name ??= (fn) => fn;');
    await context.addInitScript(installPageClock, PAGE_CLOCK_ARG);
    const page = await context.newPage();
    const network = new NetworkLog();
    await network.attach(await context.newCDPSession(page));
    await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
    await settlePage(page, network);
    return page;
  }

  const look = (page: Page) =>
    page.evaluate(() => ({
      slide: document.querySelector('.slide.active h2')?.textContent,
      figures: Array.from(document.querySelectorAll('[data-count-to]')).map((el) => el.textContent),
      promo: document.querySelector('.promo') !== null,
      font: document.fonts.check('16px "Open Sans"'),
      moving: document.getAnimations().filter((animation) => animation.playState === 'running').length,
      scrolling: getComputedStyle(document.documentElement).scrollBehavior,
    }));

  it('is complete and still, and stays so: first slide, figures counted up, the promotion in, nothing moving', async () => {
    const page = await settled('/');
    const first = await look(page);
    expect(first).toEqual({ slide: 'Rye week: six new loaves', figures: ['12,480', '316'], promo: true, font: true, moving: 0, scrolling: 'auto' });
    // Past the carousel's 2.5 s turn: still the same page.
    await page.waitForTimeout(2_700);
    expect(await look(page)).toEqual(first);
  }, 30_000);

  it('has run what the page deferred a little, once; intervals and far-off timers never ran; our own timers work', async () => {
    const page = await settled('/deferred.html');
    expect(await page.evaluate(() => ({ preloader: document.getElementById('preloader')!.hidden, ticks: document.getElementById('ticks')!.textContent, late: document.getElementById('late')!.textContent }))).toEqual({
      preloader: true,
      ticks: '0',
      late: 'Not yet',
    });
    // A gatherer's own timer of more than a second still fires after the freeze.
    expect(await page.evaluate(() => new Promise((resolve) => setTimeout(() => resolve('fired'), 1_200)))).toBe('fired');
  }, 30_000);

  it('counts only the layout shifts of the page loading, not what moves once it is still', async () => {
    const page = await settled('/');
    const settledAt = (await page.evaluate(SETTLED_AT_IN_PAGE)) as number;
    expect(settledAt).toBeGreaterThan(0);
    // Something other than the page's loading moves the content after the page was stilled.
    await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.id = 'moved-by-us';
      bar.style.height = '300px';
      document.body.prepend(bar);
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const style = await visualStyleGatherer.gather({ page } as GatherContext);
    expect(style.layoutShifts.length).toBeGreaterThan(0);
    expect(style.layoutShifts.every((shift) => shift.time <= settledAt)).toBe(true);
  }, 30_000);
});
