// Real Chromium on the usability fixtures: the gatherers measure, the audits judge. Runs the
// usability gatherers directly (not the whole runner) so a failure points at them.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callToAction } from '../../src/audits/usability/call-to-action';
import { usabilityAudits } from '../../src/audits/usability/index';
import { readability } from '../../src/audits/usability/readability';
import { findChromePath } from '../../src/driver/chrome-path.mjs';
import { BROWSER_ARGS } from '../../src/driver/chromium-args.mjs';
import { DEVICE_PROFILES } from '../../src/driver/devices';
import { usabilityGatherers } from '../../src/gatherers/usability/index';
import type { Artifacts, AuditContext, Device, GatherContext, Outcome, SiteFacts } from '../../src/types';

const FIXTURES = join(import.meta.dirname, '../fixtures/usability');
const SITE: SiteFacts = { origin: '', robotsTxt: { status: null, body: null }, sitemap: null, notFoundProbe: null };

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0]?.replace(/^\//, '') || 'good.html';
    readFile(join(FIXTURES, /^[\w-]+\.html$/.test(name) ? name : 'missing')).then(
      (body) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body),
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: findChromePath(), args: [...BROWSER_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function gather(path: string, device: Device) {
  const context = await browser.newContext(DEVICE_PROFILES[device]);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/${path}`, { waitUntil: 'load' });
    // The gatherers read only the page; the rest of the context belongs to the runner.
    const ctx = { url: page.url(), device, page } as GatherContext;
    const artifacts: Partial<Record<keyof Artifacts, unknown>> = {};
    for (const phase of ['passive', 'interactive'] as const) {
      for (const g of usabilityGatherers.filter((x) => x.phase === phase)) artifacts[g.name] = await g.gather(ctx);
    }
    return { artifacts: artifacts as Artifacts, viewportAfter: page.viewportSize() };
  } finally {
    await context.close();
  }
}

function outcomes(artifacts: Artifacts, device: Device): Record<string, Outcome> {
  const ctx = { url: 'x', device, site: SITE } as AuditContext;
  const result: Record<string, Outcome> = {};
  for (const audit of usabilityAudits) {
    if (!('audit' in audit) || (audit.meta.devices && !audit.meta.devices.includes(device))) continue;
    const r = audit.audit(artifacts, ctx);
    result[audit.meta.id] = (Array.isArray(r) ? r[0] : r)?.outcome ?? 'error';
  }
  return result;
}

describe('usability audits in Chromium', () => {
  it('fail every defect of bad.html on a phone', async () => {
    const { artifacts, viewportAfter } = await gather('bad.html', 'mobile');
    expect(viewportAfter).toEqual(DEVICE_PROFILES.mobile.viewport);
    expect(outcomes(artifacts, 'mobile')).toEqual({
      viewport: 'failed',
      'pinch-zoom': 'failed',
      'font-size': 'failed',
      'body-font-size': 'failed',
      'target-size': 'failed',
      'tap-targets': 'failed',
      'form-labels': 'failed',
      'input-types': 'failed',
      'input-autocomplete': 'failed',
      'link-text': 'failed',
      navigation: 'failed',
      reflow: 'failed',
      overlays: 'failed',
      readability: 'failed',
      'call-to-action': 'failed',
    });
    expect(artifacts.FormFields.map((f) => f.name)).toEqual(['email', 'phone']);
  });

  it('fail the desktop-only and 320 px checks of bad.html on a desktop', async () => {
    const { artifacts, viewportAfter } = await gather('bad.html', 'desktop');
    expect(viewportAfter).toEqual(DEVICE_PROFILES.desktop.viewport);
    const result = outcomes(artifacts, 'desktop');
    expect(result.reflow).toBe('failed');
    expect(artifacts.Reflow.overflowing.map((e) => e.selector)).toEqual(['body > div:nth-of-type(3)']);
    expect(result['line-length']).toBe('failed');
    expect(result['call-to-action']).toBe('failed');
  });

  it.each(['mobile', 'desktop'] as const)('pass every check on good.html (%s)', async (device) => {
    const { artifacts } = await gather('good.html', device);
    const result = outcomes(artifacts, device);
    expect(Object.entries(result).filter(([, outcome]) => outcome !== 'passed')).toEqual([]);
    expect(artifacts.Navigation.primary?.items.map((i) => i.text)).toEqual(['Home', 'Shop', 'Contact']);
  });

  it('measures line length, exempts inline links and native checkboxes, and sees an open modal (measured.html)', async () => {
    const { artifacts } = await gather('measured.html', 'desktop');
    const measured = artifacts.LineLengths.find((p) => p.selector.endsWith('p:nth-of-type(1)'));
    // Word wrapping ends lines a few characters early; the column is 60 characters wide.
    expect(measured?.charsPerLine).toBeGreaterThanOrEqual(52);
    expect(measured?.charsPerLine).toBeLessThanOrEqual(60);
    const targets = Object.fromEntries(artifacts.TapTargets.targets.map((t) => [t.selector, t]));
    expect(targets['#ok']).toMatchObject({ userAgentControl: true });
    expect(Object.values(targets).find((t) => t.snippet.includes('ueber-uns'))).toMatchObject({ inline: true });
    expect(artifacts.Overlays.layers[0]).toMatchObject({ position: 'modal', selector: '#newsletter' });
    expect(outcomes(artifacts, 'desktop').overlays).toBe('failed');
  });

  it('sees neither a skip link parked above the page, screen-reader-only buttons nor an empty transparent sticky box (unseen.html)', async () => {
    const { artifacts } = await gather('unseen.html', 'mobile');
    expect(artifacts.CallsToAction.buttons.map((b) => b.text)).toEqual(['Skip to content', 'Order bread for tomorrow']);
    const cta = callToAction.audit(artifacts, { url: 'x', device: 'mobile', site: SITE } as AuditContext);
    expect(Array.isArray(cta) ? null : cta).toMatchObject({ outcome: 'failed', displayValue: expect.stringMatching(/^First button at [1-9]\d* px/) });
    // The header under the slot covers its own band; the slot, on top of it, paints nothing.
    expect(artifacts.Overlays.layers.map((l) => [l.selector, l.position, l.painted > 0, l.coverage >= 0.5])).toEqual([
      ['body > header', 'sticky', true, false],
      ['body > div', 'sticky', false, true],
    ]);
    expect(outcomes(artifacts, 'mobile').overlays).toBe('passed');
  });

  it('exempts two-dimensional content at 320 px and scores German text with Amstad (measured.html)', async () => {
    const { artifacts } = await gather('measured.html', 'mobile');
    // The table scrolls inside its own box; only the pre block sticks out of the page.
    expect(artifacts.Reflow.overflowing.map((e) => [e.selector, e.twoDimensional])).toEqual([['body > main > pre', true]]);
    const result = outcomes(artifacts, 'mobile');
    expect(result.reflow).toBe('needs-review');
    expect(result.readability).toBe('passed');
    const scored = readability.audit(artifacts, { url: 'x', device: 'mobile', site: SITE } as AuditContext);
    expect(Array.isArray(scored) ? null : scored.details?.formula).toBe('Flesch–Amstad');
  });
});
