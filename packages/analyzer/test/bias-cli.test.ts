import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { BiasReport } from '@sightline/shared/research/bias';
import { main } from '../src/cli';

const dir = mkdtempSync(join(tmpdir(), 'sightline-bias-'));
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

async function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await main(args, { stdout, stderr, env });
  return { code, stdout: out, stderr: err };
}

const LINES = file('questions.txt', 'Part 1:\n1. Was the staff friendly and helpful?\n2. How did you first hear about us?\n\n- Would you pay for a budgeting app?\n');

describe('sightline bias survey', () => {
  it('prints each question with its findings, why, the rewrite and the guide, and counts by rule', async () => {
    const { code, stdout, stderr } = await cli(['bias', 'survey', '--input', LINES, '--guide-base-url', 'https://sightline.example.org/']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Sightline bias check \(English\): 3 questions, 2 findings on 2 questions\n/);
    expect(stdout).toContain('  1. Was the staff friendly and helpful?  (reading ease 87.9)\n    HIGH   Double-barreled question: “friendly and helpful”\n');
    expect(stdout).toContain('          Rewrite: Was the staff friendly?  /  Was the staff helpful?\n');
    expect(stdout).toContain('          Guide: https://sightline.example.org/guides/methods/double-barreled-questions\n');
    expect(stdout).toContain('  2. How did you first hear about us?  (reading ease 103)\n          No findings.\n');
    expect(stdout).toMatch(/By rule: Double-barreled question 1, Hypothetical future behaviour 1\n$/);
  });

  it('writes the JSON report of a survey definition (options and order checked too) to a file', async () => {
    const definition = {
      schemaVersion: 1,
      title: 'Tools',
      layout: 'single-page',
      thankYou: { title: 'Thanks' },
      questions: [{ type: 'single_choice', id: 'tool', title: 'Which tool do you use for notes?', required: false, options: ['Notion', 'Evernote', 'OneNote', 'Apple Notes'].map((label, i) => ({ id: `t${i}`, label })) }],
    };
    const output = join(dir, 'report.json');
    const { code, stdout } = await cli(['bias', 'survey', '--input', file('survey.json', JSON.stringify(definition)), '--format', 'json', '--output', output]);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    const report = JSON.parse(readFileSync(output, 'utf8')) as BiasReport;
    expect(report.questions[0]).toMatchObject({ id: 'tool', type: 'single_choice', options: ['Notion', 'Evernote', 'OneNote', 'Apple Notes'] });
    expect(report.questions[0]!.findings.map((f) => f.rule)).toEqual(['missing-other']);
    expect(report.questionnaire.map((f) => f.rule)).toEqual(['option-order']);
  });

  it('takes the questions and prompts out of an interview script', async () => {
    const script = file('script.txt', 'Interviewer: Thanks for joining. Tell me about your role. Don’t you agree our app is great?\nParticipant: Sure, it is fine.\n');
    const report = JSON.parse((await cli(['bias', 'survey', '--input', script, '--script', '--format', 'json'])).stdout) as BiasReport;
    expect(report.questions.map((q) => q.text)).toEqual(['Tell me about your role.', 'Don’t you agree our app is great?']);
    expect(report.questions[1]!.findings.map((f) => f.rule)).toEqual(['leading-wording']);
  });

  it('exits 1 with --fail-on when a finding is that severe, 0 when none is', async () => {
    const failed = await cli(['bias', 'survey', '--input', LINES, '--fail-on', 'high', '--format', 'json']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe('2 findings of severity high or higher\n');
    expect((await cli(['bias', 'survey', '--input', file('clean.txt', 'How did you first hear about us?\n'), '--fail-on', 'low'])).code).toBe(0);
  });

  it('exits 2 on bad arguments and unreadable input, with a message', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['bias'], /Expected: sightline bias survey --input FILE/],
      [['bias', 'survey'], /--input is required/],
      [['bias', 'survey', '--input', LINES, '--format', 'csv'], /--format must be text or json/],
      [['bias', 'survey', '--input', LINES, '--fail-on', 'critical'], /--fail-on must be one of high, medium, low/],
      [['bias', 'survey', '--input', join(dir, 'missing.txt')], /Cannot read .*missing\.txt/],
      [['bias', 'survey', '--input', file('bad.json', '{"schemaVersion": 1, "title": ""}')], /neither a JSON array of question texts nor a valid survey definition:\n[\s\S]*\n {2}\/title: Must not be empty\./],
      [['bias', 'survey', '--input', file('empty.txt', '\n\n')], /has no questions/],
      [['bias', 'survey', '--input', LINES, '--nope'], /Unknown option '--nope'/],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await cli(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr, args.join(' ')).toMatch(message);
    }
    const help = await cli(['bias', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: sightline bias survey --input FILE/);
  });

  it('runs from the installed command, offline', async () => {
    const bin = fileURLToPath(new URL('../bin/sightline.js', import.meta.url));
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, [bin, 'bias', 'survey', '--input', LINES, '--format', 'json'], { env: { ...process.env, HTTP_PROXY: 'http://127.0.0.1:9', HTTPS_PROXY: 'http://127.0.0.1:9' } });
    expect((JSON.parse(stdout) as BiasReport).summary.findings).toBe(2);
    await expect(run(process.execPath, [bin, 'bias', 'survey', '--input', LINES, '--fail-on', 'medium'])).rejects.toMatchObject({ code: 1 });
  }, 30_000);
});
