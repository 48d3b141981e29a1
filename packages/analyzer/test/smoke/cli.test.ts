import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli';
import { startBenchSite, type BenchSite } from '../fixtures/bench-site/site';
import { FIXTURES } from '../helpers/sites';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

let server: StaticServer;
// Three pages of one template: what a site repeats on every page.
let site: BenchSite;
beforeAll(async () => {
  [server, site] = await Promise.all([startStaticServer(join(FIXTURES, 'pages')), startBenchSite(3)]);
});
afterAll(() => Promise.all([server.close(), site.close()]));

/** Runs the CLI with streams of its own; `tty` makes standard error say it is a terminal. */
async function cli(args: string[], env: NodeJS.ProcessEnv = {}, tty = false): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = Object.assign(new PassThrough(), tty ? { isTTY: true, columns: 120 } : {});
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await main(args, { stdout, stderr, env });
  return { code, stdout: out, stderr: err };
}

const page = () => `${server.url}/bad.html`;
const common = ['--allow-private', '--max-pages', '1', '--types', 'GENERAL,SOCIAL'];

describe('sightline audit', () => {
  it('writes JSON to stdout; --quiet leaves standard error empty', async () => {
    const { code, stdout, stderr } = await cli(['audit', page(), ...common, '--wcag-level', 'aaa', '--page-timeout', '60', '--quiet']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const report = JSON.parse(stdout) as { pages: Array<{ url: string }>; scores: { overall: number }; options: { wcagLevel: string; pageTimeout: number } };
    expect(report.pages.map((entry) => entry.url)).toEqual([page()]);
    expect(report.options.wcagLevel).toBe('AAA');
    expect(report.options.pageTimeout).toBe(60_000);
  }, 60_000);

  it('exits 1 below the budget and says so; on a terminal, one changing line and a summary without colour under NO_COLOR', async () => {
    const { code, stderr } = await cli(['audit', page(), ...common, '--budget', '90'], { NO_COLOR: '1' }, true);
    expect(code).toBe(1);
    expect(stderr).toMatch(/below the budget of 90/);
    // The line is rewritten in place (carriage return, erase line), never a page line of a log.
    const states = stderr.split('\r\x1b[2K');
    expect(states.some((state) => /^\[0\/1\] \d+\.\d s · \/bad\.html: (loading|reading the page)$/.test(state))).toBe(true);
    expect(stderr).not.toMatch(/^\[1\/1\] http/m);
    expect(stderr).toMatch(/^Whole site {2,}\d/m);
    // Erasing the line is no colour; nothing else is written in escape codes.
    expect(states.join('')).not.toContain('\x1b[');
  }, 60_000);

  it('logs one line per page and a summary when standard error is not a terminal, and writes a standalone HTML report with folded findings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sightline-cli-'));
    const output = join(dir, 'site.html');
    const { code, stderr } = await cli(['audit', `${site.url}/`, '--allow-private', '--max-pages', '3', '--types', 'GENERAL,SOCIAL', '--format', 'html', '--output', output, '--guide-base-url', 'https://sightline.example.org/']);
    expect(code).toBe(0);
    const lines = stderr.split('\n');
    const pageLines = lines.filter((line) => line.startsWith('['));
    expect(pageLines).toHaveLength(3);
    for (const [index, line] of pageLines.entries()) expect(line).toMatch(new RegExp(`^\\[${index + 1}/3\\] http://127\\.0\\.0\\.1:\\d+/\\S*  \\d+\\.\\d s  general \\d+ · social \\d+ · \\d+ failed$`));
    expect(new Set(pageLines.map((line) => line.split(' ')[1]))).toEqual(new Set(site.pages));
    const header = lines.findIndex((line) => line.startsWith('Page '));
    expect(lines[header]).toMatch(/^Page +Status +Time +Overall +General +Social +Failed$/);
    expect(lines.slice(header + 1, header + 4).map((line) => line.split(/ +/).slice(0, 2))).toEqual([['/', '200'], ['/about', '200'], ['/contact', '200']]);
    expect(lines[header + 4]).toMatch(/^Whole site +\d+\.\d s +\d+ +\d+ +\d+ +\d+$/);
    expect(stderr).toMatch(/^ {2}minor +Site has no working favicon — on 3 of 3 pages$/m);
    expect(stderr).toContain(`Report written to ${output}`);
    expect(stderr).not.toContain('\x1b[');

    const html = readFileSync(output, 'utf8');
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link[^>]+stylesheet/);
    expect(html).toContain('How these scores are computed');
    // Guides are absolute links: the file is read away from any Sightline.
    expect(html).toMatch(/<a href="https:\/\/sightline\.example\.org\/guides\/[a-z0-9/-]+">Read the guide<\/a>/);
    expect(html).not.toMatch(/href="\/guides/);
    // The favicon missing on every page is one entry on 3 of 3 pages, its URL given once.
    expect(html.match(/Site has no working favicon/g)).toHaveLength(1);
    expect(html).toMatch(/Site has no working favicon <span class="count">on 3 of 3 pages<\/span>/);
    expect(html.split(`<code>${site.url}/favicon.ico</code>`)).toHaveLength(2);
  }, 120_000);

  it('writes CSV and Markdown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sightline-cli-'));
    for (const format of ['csv', 'md']) expect((await cli(['audit', page(), ...common, '--format', format, '--output', join(dir, `r.${format}`), '--quiet'])).code).toBe(0);
    const csv = readFileSync(join(dir, 'r.csv'), 'utf8').trim().split('\r\n');
    expect(csv[0]).toBe('page,device,category,id,outcome,severity,title,value,explanation,wcag,act,elements,recommendation,guide');
    expect(csv.some((row) => row.startsWith(`${page()},mobile,general,heading-outline,failed`))).toBe(true);
    expect(readFileSync(join(dir, 'r.md'), 'utf8')).toMatch(/^# Sightline report for /);
  }, 120_000);

  it('exits 2 on bad arguments and on a refused target', async () => {
    expect((await cli(['audit'])).code).toBe(2);
    expect((await cli(['audit', page(), '--device', 'tablet'])).code).toBe(2);
    expect((await cli(['audit', page(), '--types', 'SPEED'])).code).toBe(2);
    expect((await cli(['audit', page(), '--wcag-level', 'AAAA'])).stderr).toMatch(/--wcag-level must be one of A, AA, AAA/);
    expect((await cli(['audit', page(), '--page-timeout', '2'])).stderr).toMatch(/--page-timeout must be a whole number of at least 5/);
    expect((await cli(['audit', page(), '--guide-base-url', 'guides'])).stderr).toMatch(/--guide-base-url must be an http/);
    const refused = await cli(['audit', page()]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/private, loopback or link-local/);
  });

  it('reads SIGHTLINE_HOST_RULES itself and hands them to the run', async () => {
    const { code, stdout, stderr } = await cli(['audit', 'http://shop.test/bad.html', ...common, '--quiet'], { SIGHTLINE_HOST_RULES: `MAP shop.test 127.0.0.1:${server.port}` });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { pages: Array<{ url: string; error: string | null }> }).pages).toMatchObject([{ url: 'http://shop.test/bad.html', error: null }]);
    const invalid = await cli(['audit', 'http://shop.test/bad.html', ...common], { SIGHTLINE_HOST_RULES: 'FORWARD a b' });
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/SIGHTLINE_HOST_RULES is invalid/);
  }, 60_000);

  it('runs through the bin script', async () => {
    const { stdout } = await promisify(execFile)('node', [join(FIXTURES, '..', '..', 'bin', 'sightline.js'), '--help']);
    expect(stdout).toMatch(/^Usage: sightline audit <url-or-domain>/);
  });
});
