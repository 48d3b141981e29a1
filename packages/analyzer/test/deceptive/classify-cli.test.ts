import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli';

const dir = mkdtempSync(join(tmpdir(), 'sightline-classify-'));
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

async function cli(args: string[], stdin?: string) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await main(args, { stdout, stderr, env: {}, stdin: stdin === undefined ? undefined : Readable.from([stdin]) });
  return { code, stdout: out, stderr: err };
}

const lines = (text: string) => text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

const INPUT = [
  { id: 'a', text: 'Only 2 left in stock – order soon' },
  { id: 'b', text: 'Add to cart' },
  { id: 3, text: 'No thanks, I prefer paying full price' },
  { id: 'd', text: '' },
]
  .map((segment) => JSON.stringify(segment))
  .join('\n');

describe('sightline bias classify', () => {
  it('writes one result a line, in order, with the id as given, to --output', async () => {
    const output = join(dir, 'out.jsonl');
    const { code, stdout, stderr } = await cli(['bias', 'classify', '--input', file('texts.jsonl', `${INPUT}\n`), '--output', output]);
    expect({ code, stdout, stderr }).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(lines(readFileSync(output, 'utf8'))).toEqual([
      { id: 'a', darkPattern: true, category: 'Scarcity', confidence: expect.any(Number) as number },
      { id: 'b', darkPattern: false, category: null, confidence: expect.any(Number) as number },
      { id: 3, darkPattern: true, category: 'Misdirection', confidence: expect.any(Number) as number },
      { id: 'd', darkPattern: false, category: null, confidence: expect.any(Number) as number },
    ]);
    for (const result of lines(readFileSync(output, 'utf8'))) expect(result.confidence).toSatisfy((value: number) => value >= 0 && value <= 1);
  });

  it('reads standard input and writes standard output without the options, CRLF and blank lines too', async () => {
    const { code, stdout } = await cli(['bias', 'classify'], `${INPUT.replaceAll('\n', '\r\n')}\r\n\r\n`);
    expect(code).toBe(0);
    expect(lines(stdout).map((result) => result.id)).toEqual(['a', 'b', 3, 'd']);
  });

  it('names each malformed line by its number, classifies the others and exits 2', async () => {
    const input = ['{"id":"1","text":"Hurry, sale ends tonight"}', '{"id":"2",', '["x"]', '{"id":"4"}', '{"id":null,"text":"x"}', '{"id":"6","text":"Sign in"}'].join('\n');
    const { code, stdout, stderr } = await cli(['bias', 'classify'], input);
    expect(code).toBe(2);
    expect(lines(stdout).map((result) => [result.id, result.category])).toEqual([
      ['1', 'Urgency'],
      ['6', null],
    ]);
    expect(stderr).toMatch(/^line 2: not JSON \(.+\)\nline 3: not a JSON object\nline 4: "text" must be a string\nline 5: "id" must be a string or a number\n4 malformed lines left out\n$/);
  });

  it('refuses a missing input file, a stray argument and unknown options with the usage and exit 2; --help exits 0', async () => {
    const missing = await cli(['bias', 'classify', '--input', join(dir, 'nope.jsonl')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^Cannot read .*nope\.jsonl: ENOENT/);
    expect(missing.stderr).toContain('Usage: sightline bias classify');
    expect((await cli(['bias', 'classify', 'extra'])).code).toBe(2);
    expect((await cli(['bias', 'classify', '--format', 'csv'])).stderr).toMatch(/Unknown option '--format'/);
    const help = await cli(['bias', 'classify', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--input FILE');
    expect((await cli(['bias', '--help'])).stdout).toContain('sightline bias classify --input texts.jsonl --output out.jsonl');
  });

  it('runs as `sightline bias classify` through the bin script', async () => {
    const bin = fileURLToPath(new URL('../../bin/sightline.js', import.meta.url));
    const output = join(dir, 'bin-out.jsonl');
    await promisify(execFile)(process.execPath, [bin, 'bias', 'classify', '--input', file('bin.jsonl', INPUT), '--output', output]);
    expect(lines(readFileSync(output, 'utf8')).map((result) => result.category)).toEqual(['Scarcity', null, 'Misdirection', null]);
  }, 30_000);
});
