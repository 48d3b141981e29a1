// `sightline agent`: a run on the agent shop through the CLI, text and JSON, screenshots in a folder.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentRun } from '../../src/agent/types';
import { main } from '../../src/cli';
import { startAgentShop } from '../helpers/agent-shop';
import type { StaticServer } from '../helpers/static-server';

let server: StaticServer;
beforeAll(async () => {
  server = await startAgentShop('obstacles');
});
afterAll(() => server.close());

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await main(args, { stdout, stderr, env: {} });
  return { code, stdout: out, stderr: err };
}

describe('sightline agent', () => {
  it('prints the steps as they happen and the friction with its guide; exits 1 when the task is not done', async () => {
    const { code, stdout, stderr } = await cli(['agent', `${server.url}/`, '--task', 'checkout', '--persona', 'keyboard', '--allow-private', '--max-steps', '8']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^ 0 .* start {3}Opened/m);
    expect(stdout).toContain('Task: checkout · persona: keyboard');
    expect(stdout).toContain('Outcome: not done');
    expect(stdout).toContain('[high] Keyboard focus is trapped');
    expect(stdout).toContain('http://localhost:3000/guides/accessibility/keyboard-accessible');
  }, 120_000);

  it('writes JSON and one screenshot per step into the folder given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sightline-agent-cli-'));
    const { code, stdout } = await cli(['agent', `${server.url}/`, '--task', 'contact', '--persona', 'phone', '--allow-private', '--format', 'json', '--screenshots', dir, '--quiet']);
    expect(code).toBe(0);
    const run = JSON.parse(stdout) as AgentRun;
    expect(run).toMatchObject({ task: 'contact', persona: 'phone', outcome: 'success', decisionMaker: 'heuristic' });
    expect(readdirSync(dir).sort()).toEqual(run.steps.map((s) => s.screenshot).sort());
  }, 120_000);

  it('refuses an unknown task or persona with the usage', async () => {
    const task = await cli(['agent', 'example.com', '--task', 'teleport']);
    expect(task.code).toBe(2);
    expect(task.stderr).toContain('--task must be one of price, contact');
    const persona = await cli(['agent', 'example.com', '--task', 'price', '--persona', 'robot']);
    expect(persona.stderr).toContain('--persona must be one of desktop, phone');
    expect((await cli(['agent', 'example.com', '--task', 'price', '--max-steps', '0'])).stderr).toContain('--max-steps must be a whole number from 1 to 100');
  });
});
