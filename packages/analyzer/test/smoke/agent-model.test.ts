// The optional language model: an OpenAI-compatible endpoint on 127.0.0.1 stands in for one (no model
// can be reached from tests). It may only pick among the heuristic's options, the run says it was
// used, and an endpoint that fails leaves the heuristic in charge.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgentTask } from '../../src/agent/run';
import { startAgentShop } from '../helpers/agent-shop';
import type { StaticServer } from '../helpers/static-server';

let shop: StaticServer;
let endpoint: Server;
let base: string;
const prompts: string[] = [];

beforeAll(async () => {
  shop = await startAgentShop('clean');
  // /good answers like a chat model, always picking the last option offered; /broken answers 500.
  endpoint = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url?.startsWith('/broken')) return void response.writeHead(500).end();
      const { messages } = JSON.parse(body) as { messages: { content: string }[] };
      const user = messages.at(-1)!.content;
      prompts.push(user);
      const options = user.split('\n').filter((line) => /^\d+\. /.test(line)).length;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: `{"choice": ${options}, "why": "the last option"}` } }] }));
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await shop.close();
  await new Promise((resolve) => endpoint.close(resolve));
});

describe('task agent with a language model', () => {
  it('lets the model pick among the heuristic’s options and says so', async () => {
    const run = await runAgentTask({ url: `${shop.url}/`, task: 'contact', persona: 'desktop', allowPrivate: true, maxSteps: 6, model: { baseUrl: `${base}/good/v1`, model: 'stand-in' } });
    expect(run.decisionMaker).toBe('stand-in');
    expect(prompts.some((p) => p.startsWith('Goal: find contact details'))).toBe(true);
    const picked = run.steps.filter((s) => s.score?.terms.some((t) => t.factor === 'model'));
    expect(picked.length).toBeGreaterThan(0);
    expect(picked[0]!.reason).toContain('stand-in chose it: the last option');
    // The heuristic's own first choice would have been the footer's "Contact us".
    expect(picked[0]!.target!.name).not.toBe('Contact us');
  }, 120_000);

  it('keeps the heuristic when the endpoint fails, and records why', async () => {
    const run = await runAgentTask({ url: `${shop.url}/`, task: 'contact', persona: 'desktop', allowPrivate: true, model: { baseUrl: `${base}/broken/v1`, model: 'stand-in' } });
    expect(run.decisionMaker).toBe('heuristic');
    expect(run.outcome).toBe('success');
    expect(run.errors[0]!.message).toBe('Language model stand-in: the model endpoint answered HTTP 500');
  }, 120_000);
});
