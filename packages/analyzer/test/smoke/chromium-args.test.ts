import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { BrowserManager } from '../../src/driver/browser';

const browsers = new BrowserManager();
afterAll(() => browsers.close());

/** Command lines of the browser processes (not their renderers or utilities) this test process started. */
function childBrowserCommandLines(): string[][] {
  const lines: string[][] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (parent === process.pid && args.some((arg) => arg.startsWith('--remote-debugging-pipe')) && !args.some((arg) => arg.startsWith('--type='))) lines.push(args);
    } catch {
      // The process ended while we read it.
    }
  }
  return lines;
}

function lists(args: string[], name: string): string[][] {
  return args.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3).split(','));
}

it.runIf(process.platform === 'linux')('the browser keeps Playwright’s feature switches, as Chromium reads only the last of each', async () => {
  await browsers.get();
  const [args] = childBrowserCommandLines();
  expect(args).toBeDefined();
  for (const name of ['disable-features', 'enable-features']) {
    const all = lists(args!, name);
    // Playwright's own list comes first, ours last; ours must hold every feature of the earlier ones.
    expect(all.length).toBeGreaterThan(1);
    expect(all.at(-1)).toEqual(expect.arrayContaining(all.slice(0, -1).flat()));
  }
  expect(lists(args!, 'disable-features').at(-1)).toContain('WebUIOmniboxPopup');
});
