// Configuration comes from the environment and is validated once, at start-up, so a bad value
// stops the server with a message naming the variable instead of failing later on a request.
import { resolve } from 'node:path';
import { parseHostRules, type HostRule } from '@sightline/shared/net';
import { loadBillingConfig, Secret, type BillingConfig } from './billing/config';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  smtpFrom: string;
  /** Where a copy of each enquiry (POST /api/enquiries) is emailed; null: nobody is notified. */
  enquiriesTo: string | null;
  allowPrivateTargets: boolean;
  hostRules: HostRule[];
  gaMeasurementId: string | null;
  sessionRecordingSrc: string | null;
  logLevel: LogLevel;
  /** Fastify's trustProxy: whether X-Forwarded-For decides the client IP (rate limits, logs). */
  trustProxy: boolean | string;
  /** Signs IP hashes; when unset, a random secret is kept in DATA_DIR (src/analysis/server-secret.ts). */
  secret: string | null;
  /** Limits for visitors without an account (POST /api/proxy/v1/crawl). */
  anonymousMaxPages: number;
  anonymousMaxDepth: number;
  anonymousAnalysesPerHour: number;
  /** Pages one analysis may cover for a signed-in account (never fewer than anonymously). */
  accountMaxPages: number;
  /** Analyses one IP may have queued or running at once; more are refused until one finishes. */
  analysesInProgressPerIp: number;
  /** Progress streams (GET /api/analyses/{id}/events) open at once per IP and per analysis, in one server process. */
  eventStreamsPerIp: number;
  eventStreamsPerAnalysis: number;
  /** Answer saves (PUT /api/public/surveys/{id}/responses/{key}) one IP may make per minute. */
  surveyAnswerSavesPerMinute: number;
  /** Sign-ups (POST /api/auth/signup) one IP may start per hour: each costs a password hash and an email. */
  signUpsPerIpPerHour: number;
  /** The longest one analysis may run before it is stopped (src/analysis/analysis-job-settings.ts). */
  analysisTimeLimitSeconds: number;
  /** Lighthouse runs per sampled page (LAB_RUNS); null = the analyzer's default for the scan's size. */
  labRuns: number | null;
  /**
   * The language model task agents may ask to pick among the heuristic's best options
   * (AGENT_MODEL_URL, AGENT_MODEL, SIGHTLINE_MODEL_API_KEY); null = the heuristic alone.
   */
  agentModel: { baseUrl: string; model: string; apiKey: Secret | null } | null;
  /** Analyses one process (the server's own worker, or `sightline worker`) runs at once. */
  analysisConcurrency: number;
  /** The first wait before a failed webhook delivery is tried again; each further wait doubles (WEBHOOK_RETRY_DELAY_SECONDS). */
  webhookRetryDelaySeconds: number;
  /**
   * Stripe billing, when STRIPE_SECRET_KEY is set: paid report views then need an entitlement.
   * Self-hosted installs leave it unset (null) and every view is open.
   */
  billing: BillingConfig | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === '' ? undefined : raw;
}

function parseUrl(raw: string, protocols: string[]): URL | null {
  try {
    const url = new URL(raw);
    return protocols.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const problem = (name: string, raw: string, expected: string) => problems.push(`${name}="${raw}" is invalid: expected ${expected}.`);

  let port = 3000;
  const rawPort = value(env, 'PORT');
  if (rawPort !== undefined) {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) problem('PORT', rawPort, 'a whole number from 1 to 65535');
  }

  const databaseUrl = value(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null && !parseUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL is invalid: expected a postgres:// or postgresql:// connection string.');
  }

  let publicUrl = `http://localhost:${port}`;
  const rawPublicUrl = value(env, 'PUBLIC_URL');
  if (rawPublicUrl !== undefined) {
    const url = parseUrl(rawPublicUrl, ['http:', 'https:']);
    if (url) publicUrl = rawPublicUrl.replace(/\/+$/, '');
    else problem('PUBLIC_URL', rawPublicUrl, 'an http:// or https:// URL such as https://sightline.example.com');
  }

  const smtpUrl = value(env, 'SMTP_URL') ?? null;
  // The URL may hold a password, so it is never echoed back.
  if (smtpUrl !== null && !parseUrl(smtpUrl, ['smtp:', 'smtps:'])) problems.push('SMTP_URL is invalid: expected smtp://user:pass@host:587 or smtps://user:pass@host:465.');

  const smtpFrom = value(env, 'SMTP_FROM') ?? `Sightline <no-reply@${parseUrl(publicUrl, ['http:', 'https:'])?.hostname ?? 'localhost'}>`;

  const enquiriesTo = value(env, 'ENQUIRIES_TO') ?? null;
  if (enquiriesTo !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(enquiriesTo)) problem('ENQUIRIES_TO', enquiriesTo, 'one email address such as sales@example.com');

  let allowPrivateTargets = false;
  const rawAllow = value(env, 'SIGHTLINE_ALLOW_PRIVATE_TARGETS');
  if (rawAllow !== undefined) {
    const normalized = rawAllow.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(normalized)) allowPrivateTargets = true;
    else if (!['0', 'false', 'no', 'off'].includes(normalized)) problem('SIGHTLINE_ALLOW_PRIVATE_TARGETS', rawAllow, 'true or false');
  }

  let hostRules: HostRule[] = [];
  try {
    hostRules = parseHostRules(value(env, 'SIGHTLINE_HOST_RULES'));
  } catch (error) {
    problems.push(`SIGHTLINE_HOST_RULES is invalid: ${(error as Error).message}.`);
  }

  const gaMeasurementId = value(env, 'GA_MEASUREMENT_ID') ?? null;
  if (gaMeasurementId !== null && !/^G-[A-Z0-9]{4,}$/.test(gaMeasurementId)) problem('GA_MEASUREMENT_ID', gaMeasurementId, 'a Google Analytics 4 id such as G-ABC123XYZ');

  const sessionRecordingSrc = value(env, 'SESSION_RECORDING_SRC') ?? null;
  if (sessionRecordingSrc !== null && !parseUrl(sessionRecordingSrc, ['https:', 'http:'])) {
    problem('SESSION_RECORDING_SRC', sessionRecordingSrc, 'the http(s) URL of the session-recording script');
  }

  const logLevel = (value(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problem('LOG_LEVEL', logLevel, `one of ${LOG_LEVELS.join(', ')}`);

  function positiveInteger(name: string, fallback: number, min: number, max: number): number {
    const raw = value(env, name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!/^\d+$/.test(raw) || parsed < min || parsed > max) problem(name, raw, `a whole number from ${min} to ${max}`);
    return parsed;
  }
  const anonymousMaxPages = positiveInteger('ANON_MAX_PAGES', 5, 1, 500);
  const anonymousMaxDepth = positiveInteger('ANON_MAX_DEPTH', 2, 0, 10);
  const anonymousAnalysesPerHour = positiveInteger('ANON_ANALYSES_PER_HOUR', 10, 1, 100_000);
  // 15 pages took 3 minutes on a busy 2-core machine; 10 leave room inside the default time limit (ANALYSIS_TIME_LIMIT_SECONDS).
  const accountMaxPages = positiveInteger('ACCOUNT_MAX_PAGES', 10, 1, 10_000);
  const analysesInProgressPerIp = positiveInteger('ANALYSES_IN_PROGRESS_PER_IP', 3, 1, 100_000);
  const eventStreamsPerIp = positiveInteger('EVENT_STREAMS_PER_IP', 20, 1, 100_000);
  const eventStreamsPerAnalysis = positiveInteger('EVENT_STREAMS_PER_ANALYSIS', 100, 1, 100_000);
  // A respondent saves once per answer and once to complete; many share one address behind an office or mobile NAT.
  const surveyAnswerSavesPerMinute = positiveInteger('SURVEY_ANSWER_SAVES_PER_MINUTE', 300, 1, 1_000_000);
  const signUpsPerIpPerHour = positiveInteger('SIGNUPS_PER_IP_PER_HOUR', 10, 1, 100_000);
  const analysisTimeLimitSeconds = positiveInteger('ANALYSIS_TIME_LIMIT_SECONDS', 240, 30, 6 * 60 * 60);
  const labRuns = value(env, 'LAB_RUNS') === undefined ? null : positiveInteger('LAB_RUNS', 1, 1, 9);
  // The operator's own endpoint (often a local Ollama), so private addresses are allowed here.
  const agentModelUrl = value(env, 'AGENT_MODEL_URL');
  const agentModelName = value(env, 'AGENT_MODEL');
  let agentModel: Config['agentModel'] = null;
  if ((agentModelUrl === undefined) !== (agentModelName === undefined)) problems.push('AGENT_MODEL_URL and AGENT_MODEL go together: set both (an OpenAI-compatible endpoint and the model to ask there) or neither.');
  else if (agentModelUrl !== undefined && agentModelName !== undefined) {
    if (!parseUrl(agentModelUrl, ['http:', 'https:'])) problem('AGENT_MODEL_URL', agentModelUrl, 'the http(s) URL of an OpenAI-compatible API such as http://127.0.0.1:11434/v1');
    else {
      const apiKey = value(env, 'SIGHTLINE_MODEL_API_KEY');
      agentModel = { baseUrl: agentModelUrl, model: agentModelName, apiKey: apiKey === undefined ? null : new Secret(apiKey) };
    }
  }
  const analysisConcurrency = positiveInteger('ANALYSIS_CONCURRENCY', 1, 1, 16);
  const webhookRetryDelaySeconds = positiveInteger('WEBHOOK_RETRY_DELAY_SECONDS', 30, 1, 3600);
  const secret = value(env, 'SIGHTLINE_SECRET') ?? null;
  if (secret !== null && secret.length < 16) problems.push('SIGHTLINE_SECRET is invalid: expected at least 16 characters.');

  // Off by default: without a proxy in front, a client could pick its own IP and dodge per-IP limits.
  let trustProxy: boolean | string = false;
  const rawTrustProxy = value(env, 'TRUST_PROXY');
  if (rawTrustProxy !== undefined) {
    const normalized = rawTrustProxy.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(normalized)) trustProxy = true;
    else if (['0', 'false', 'no', 'off'].includes(normalized)) trustProxy = false;
    else if (/^[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*$/i.test(rawTrustProxy)) trustProxy = rawTrustProxy;
    else problem('TRUST_PROXY', rawTrustProxy, 'true, false, or a comma-separated list of proxy addresses/CIDRs');
  }

  const billing = loadBillingConfig(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host: value(env, 'HOST') ?? '0.0.0.0',
    dataDir: resolve(cwd, value(env, 'DATA_DIR') ?? './data'),
    databaseUrl,
    publicUrl,
    smtpUrl,
    smtpFrom,
    enquiriesTo,
    allowPrivateTargets,
    hostRules,
    gaMeasurementId,
    sessionRecordingSrc,
    logLevel,
    trustProxy,
    secret,
    anonymousMaxPages,
    anonymousMaxDepth,
    anonymousAnalysesPerHour,
    accountMaxPages,
    analysesInProgressPerIp,
    eventStreamsPerIp,
    eventStreamsPerAnalysis,
    surveyAnswerSavesPerMinute,
    signUpsPerIpPerHour,
    analysisTimeLimitSeconds,
    labRuns,
    agentModel,
    analysisConcurrency,
    webhookRetryDelaySeconds,
    billing,
  };
}

/** For entry points (server, worker): the configuration, or its message on stderr and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    // `npm start` at the repository root runs this inside apps/server; npm's INIT_CWD is where the
    // user typed the command, so a relative DATA_DIR (default ./data) lands where they expect.
    return loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
