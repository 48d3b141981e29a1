import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli';
import { FIXTURES } from '../helpers/sites';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

let server: StaticServer;
beforeAll(async () => {
  server = await startStaticServer(join(FIXTURES, 'pages'));
});
afterAll(() => server.close());

async function cli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
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
  it('writes JSON to stdout and nothing to a non-TTY stderr', async () => {
    const { code, stdout, stderr } = await cli(['audit', page(), ...common, '--wcag-level', 'aaa']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const report = JSON.parse(stdout) as { pages: Array<{ url: string }>; scores: { overall: number }; options: { wcagLevel: string } };
    expect(report.pages.map((entry) => entry.url)).toEqual([page()]);
    expect(report.options.wcagLevel).toBe('AAA');
  }, 60_000);

  it('exits 1 below the budget and says so', async () => {
    const { code, stderr } = await cli(['audit', page(), ...common, '--budget', '90']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/below the budget of 90/);
  }, 60_000);

  it('writes CSV, Markdown and a self-contained HTML file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sightline-cli-'));
    for (const format of ['csv', 'md', 'html']) expect((await cli(['audit', page(), ...common, '--format', format, '--output', join(dir, `r.${format}`)])).code).toBe(0);
    const csv = readFileSync(join(dir, 'r.csv'), 'utf8').trim().split('\r\n');
    expect(csv[0]).toBe('page,device,category,id,outcome,severity,title,value,explanation,wcag,act,elements,recommendation,guide');
    expect(csv.some((row) => row.startsWith(`${page()},mobile,general,heading-outline,failed`))).toBe(true);
    expect(readFileSync(join(dir, 'r.md'), 'utf8')).toMatch(/^# Sightline report for /);
    const html = readFileSync(join(dir, 'r.html'), 'utf8');
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link[^>]+stylesheet/);
    expect(html).toContain('How these scores are computed');
  }, 120_000);

  it('exits 2 on bad arguments and on a refused target', async () => {
    expect((await cli(['audit'])).code).toBe(2);
    expect((await cli(['audit', page(), '--device', 'tablet'])).code).toBe(2);
    expect((await cli(['audit', page(), '--types', 'SPEED'])).code).toBe(2);
    expect((await cli(['audit', page(), '--wcag-level', 'AAAA'])).stderr).toMatch(/--wcag-level must be one of A, AA, AAA/);
    const refused = await cli(['audit', page()]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/private, loopback or link-local/);
  });

  it('reads SIGHTLINE_HOST_RULES itself and hands them to the run', async () => {
    const { code, stdout, stderr } = await cli(['audit', 'http://shop.test/bad.html', ...common], { SIGHTLINE_HOST_RULES: `MAP shop.test 127.0.0.1:${server.port}` });
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
