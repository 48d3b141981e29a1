// Playwright's webServer: a real local SMTP server that catches every email, a tiny HTTP endpoint
// the tests read those emails from, and the real Sightline server (the built one, server-process.mjs)
// on a fresh data directory with a migrated database. `npm run build` must have run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { agentShopHost, agentShopObstaclesHost, serveAgentShop } from './agent-shop-fixture.mjs';
import { analysisFixtureHost, analysisFixturePages, analysisFixturePort } from './analysis-fixture.mjs';
import { hostRules, mailboxPort, serverPort, smtpPort } from './ports.mjs';
import { seedDataDir, serverCommand } from './server-process.mjs';

/** @type {{ to: string[]; subject: string; text: string; receivedAt: string }[]} */
const messages = [];

function decodeBody(headers, body) {
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Enough MIME for the server's plain-text emails; mailparser does not install here (STACK.md). */
function parseMessage(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return { subject, text: decodeBody(headers, body) };
  const parts = body.split(`--${boundary}`).slice(1, -1);
  const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? parts[0] ?? '';
  return { subject, text: parseMessage(plain.replace(/^\r?\n/, '')).text };
}

const smtp = new SMTPServer({
  authOptional: true,
  // Without a certificate STARTTLS would offer a self-signed one that nodemailer rightly rejects.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const { subject, text } = parseMessage(Buffer.concat(chunks).toString('utf8'));
      messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, text, receivedAt: new Date().toISOString() });
      callback();
    });
  },
});

const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
});

// The small site the analysis specs analyse, reachable as analysisFixtureHost; the task agents' shop on its own hosts.
const analysisFixture = createServer(async (request, response) => {
  if (await serveAgentShop(request, response)) return;
  const page = Object.hasOwn(analysisFixturePages, request.url ?? '') ? analysisFixturePages[request.url] : undefined;
  if (page) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
});
await new Promise((resolve) => analysisFixture.listen(analysisFixturePort, '127.0.0.1', resolve));

const dataDir = mkdtempSync(join(tmpdir(), 'sightline-e2e-'));
await seedDataDir(dataDir);
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
await new Promise((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));

const origin = `http://127.0.0.1:${serverPort}`;
const [command, args] = serverCommand();
const server = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true',
    SIGHTLINE_HOST_RULES: `${hostRules}, MAP ${analysisFixtureHost} 127.0.0.1:${analysisFixturePort}, MAP ${agentShopHost} 127.0.0.1:${analysisFixturePort}, MAP ${agentShopObstaclesHost} 127.0.0.1:${analysisFixturePort}`,
    // Every spec that submits a domain starts a real analysis from the same address.
    ANON_ANALYSES_PER_HOUR: '100000',
    ANALYSES_IN_PROGRESS_PER_IP: '100000',
    // More specs sign up than one address may in an hour.
    SIGNUPS_PER_IP_PER_HOUR: '100000',
    // The specs follow the flow, not the lab figures' stability: one Lighthouse run per analysis.
    LAB_RUNS: '1',
    // Two specs' analyses at once, as on any two-core server (one alone leaves a core idle).
    ANALYSIS_CONCURRENCY: '2',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    GA_MEASUREMENT_ID: '',
    SESSION_RECORDING_SRC: '',
  },
});

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  smtp.close(() => undefined);
  mailbox.close();
  analysisFixture.close();
  // Give the server a moment to close its database before the directory goes.
  setTimeout(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }, 1500).unref();
}
server.on('exit', (code) => stop(code ?? 1));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
