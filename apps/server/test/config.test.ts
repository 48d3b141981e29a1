import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/sightline');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    expect(loadConfig({}, '/srv/sightline')).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/sightline/data',
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      smtpFrom: 'Sightline <no-reply@localhost>',
      enquiriesTo: null,
      allowPrivateTargets: false,
      hostRules: [],
      gaMeasurementId: null,
      sessionRecordingSrc: null,
      logLevel: 'info',
      trustProxy: false,
      secret: null,
      anonymousMaxPages: 5,
      anonymousMaxDepth: 2,
      anonymousAnalysesPerHour: 10,
      accountMaxPages: 10,
      analysesInProgressPerIp: 3,
      eventStreamsPerIp: 20,
      eventStreamsPerAnalysis: 100,
      surveyAnswerSavesPerMinute: 300,
      signUpsPerIpPerHour: 10,
      analysisTimeLimitSeconds: 240,
      labRuns: null,
      agentModel: null,
      analysisConcurrency: 1,
      webhookRetryDelaySeconds: 30,
      billing: null,
    });
  });

  it('turns billing on when STRIPE_SECRET_KEY is set with its webhook secret and plans, keeping the secrets out of JSON', () => {
    const plans = [
      { id: 'pro', name: 'Pro', kind: 'subscription', priceId: 'price_1Pro', price: '€29 / month', unlocks: ['comprehensive', 'detailed'] },
      { id: 'one-report', name: 'One report', kind: 'report', priceId: 'price_1One', price: '€9', unlocks: ['whitelabel'], description: 'One report, every view' },
    ];
    const env = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PLANS: JSON.stringify(plans) };
    const config = loadConfig(env);
    expect(config.billing).toMatchObject({ plans, apiBase: null });
    expect(config.billing!.secretKey.reveal()).toBe('sk_test_123');
    expect(config.billing!.webhookSecret.reveal()).toBe('whsec_abc');
    expect(JSON.stringify(config)).not.toMatch(/sk_test_123|whsec_abc/);
    expect(loadConfig({ STRIPE_SECRET_KEY: '  ' }).billing).toBeNull();
    expect(loadConfig({ ...env, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).billing!.apiBase).toEqual({ protocol: 'http', host: '127.0.0.1', port: 12111 });
  });

  it('refuses half a billing configuration, naming what is missing and never echoing a secret', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_123' })).toEqual([
      expect.stringContaining('STRIPE_WEBHOOK_SECRET is missing'),
      expect.stringContaining('STRIPE_PLANS is missing'),
    ]);
    expect(problems({ STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_PLANS: '[]' })).toEqual([
      expect.stringContaining('STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not'),
      expect.stringContaining('STRIPE_PLANS is set but STRIPE_SECRET_KEY is not'),
    ]);
    const base = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    const plan = { id: 'pro', name: 'Pro', kind: 'subscription', priceId: 'price_1', price: '€29', unlocks: ['comprehensive'] };
    expect(problems({ ...base, STRIPE_PLANS: 'pro' })).toEqual(['STRIPE_PLANS is invalid: not valid JSON.']);
    expect(problems({ ...base, STRIPE_PLANS: '[]' })[0]).toMatch(/^STRIPE_PLANS is invalid/);
    expect(problems({ ...base, STRIPE_PLANS: JSON.stringify([{ ...plan, unlocks: ['everything'] }]) })[0]).toMatch(/^STRIPE_PLANS is invalid: \/0\/unlocks\/0/);
    expect(problems({ ...base, STRIPE_PLANS: JSON.stringify([{ ...plan, priceId: 'prod_1' }]) })[0]).toMatch(/priceId/);
    expect(problems({ ...base, STRIPE_PLANS: JSON.stringify([plan, plan]) })).toEqual(['STRIPE_PLANS is invalid: the id "pro" is used twice.']);
    const bad = problems({ STRIPE_SECRET_KEY: 'pk_test_publishable', STRIPE_WEBHOOK_SECRET: 'secret', STRIPE_PLANS: JSON.stringify([plan]), STRIPE_API_BASE: 'ftp://x' });
    expect(bad).toEqual([expect.stringContaining('STRIPE_SECRET_KEY is invalid'), expect.stringContaining('STRIPE_WEBHOOK_SECRET is invalid'), expect.stringContaining('STRIPE_API_BASE')]);
    expect(bad.join('\n')).not.toMatch(/pk_test_publishable|"secret"/);
  });

  it('reads the anonymous analysis limits and refuses nonsense', () => {
    expect(loadConfig({ ANON_MAX_PAGES: '3', ANON_MAX_DEPTH: '0', ANON_ANALYSES_PER_HOUR: '50', SIGHTLINE_SECRET: 'a-long-enough-secret' })).toMatchObject({
      anonymousMaxPages: 3,
      anonymousMaxDepth: 0,
      anonymousAnalysesPerHour: 50,
      secret: 'a-long-enough-secret',
    });
    expect(problems({ ANON_MAX_PAGES: '0', ANON_MAX_DEPTH: 'deep', ANON_ANALYSES_PER_HOUR: '-1', SIGHTLINE_SECRET: 'short' })).toHaveLength(4);
  });

  it('reads the cap on analyses in progress per IP and refuses nonsense', () => {
    expect(loadConfig({ ANALYSES_IN_PROGRESS_PER_IP: '8' }).analysesInProgressPerIp).toBe(8);
    expect(loadConfig({ SIGNUPS_PER_IP_PER_HOUR: '200' }).signUpsPerIpPerHour).toBe(200);
    expect(problems({ SIGNUPS_PER_IP_PER_HOUR: '0' })).toEqual(['SIGNUPS_PER_IP_PER_HOUR="0" is invalid: expected a whole number from 1 to 100000.']);
    expect(problems({ ANALYSES_IN_PROGRESS_PER_IP: '0' })).toEqual(['ANALYSES_IN_PROGRESS_PER_IP="0" is invalid: expected a whole number from 1 to 100000.']);
  });

  it('reads the caps on progress streams and refuses nonsense', () => {
    expect(loadConfig({ EVENT_STREAMS_PER_IP: '5', EVENT_STREAMS_PER_ANALYSIS: '7' })).toMatchObject({ eventStreamsPerIp: 5, eventStreamsPerAnalysis: 7 });
    expect(problems({ EVENT_STREAMS_PER_IP: 'many', EVENT_STREAMS_PER_ANALYSIS: '0' })).toHaveLength(2);
  });

  it('reads the per-address limit on survey answer saves and refuses nonsense', () => {
    expect(loadConfig({ SURVEY_ANSWER_SAVES_PER_MINUTE: '20000' }).surveyAnswerSavesPerMinute).toBe(20_000);
    expect(problems({ SURVEY_ANSWER_SAVES_PER_MINUTE: '0' })).toEqual(['SURVEY_ANSWER_SAVES_PER_MINUTE="0" is invalid: expected a whole number from 1 to 1000000.']);
  });

  it('reads the analysis time limit and refuses nonsense', () => {
    expect(loadConfig({ ANALYSIS_TIME_LIMIT_SECONDS: '900' }).analysisTimeLimitSeconds).toBe(900);
    expect(problems({ ANALYSIS_TIME_LIMIT_SECONDS: '10' })).toEqual(['ANALYSIS_TIME_LIMIT_SECONDS="10" is invalid: expected a whole number from 30 to 21600.']);
  });

  it('reads the Lighthouse runs per page and refuses nonsense', () => {
    expect(loadConfig({ LAB_RUNS: '1' }).labRuns).toBe(1);
    expect(problems({ LAB_RUNS: '0' })).toEqual(['LAB_RUNS="0" is invalid: expected a whole number from 1 to 9.']);
  });

  it('reads the analyses one process runs at once and refuses nonsense', () => {
    expect(loadConfig({ ANALYSIS_CONCURRENCY: '2' }).analysisConcurrency).toBe(2);
    expect(loadConfig({ WEBHOOK_RETRY_DELAY_SECONDS: '5' }).webhookRetryDelaySeconds).toBe(5);
    expect(problems({ ANALYSIS_CONCURRENCY: '0' })).toEqual(['ANALYSIS_CONCURRENCY="0" is invalid: expected a whole number from 1 to 16.']);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@localhost:5432/sightline',
        PUBLIC_URL: 'https://ux.example.com/',
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        SMTP_FROM: 'UX <ux@example.com>',
        SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'true',
        SIGHTLINE_HOST_RULES: 'MAP shop.test 127.0.0.1:4567',
        GA_MEASUREMENT_ID: 'G-ABC123XYZ',
        SESSION_RECORDING_SRC: 'https://rec.example.com/s.js',
        LOG_LEVEL: 'debug',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      },
      '/srv/sightline',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/sightline/var/data',
      databaseUrl: 'postgres://u:p@localhost:5432/sightline',
      publicUrl: 'https://ux.example.com',
      smtpFrom: 'UX <ux@example.com>',
      allowPrivateTargets: true,
      hostRules: [{ host: 'shop.test', targetHost: '127.0.0.1', targetPort: 4567 }],
      gaMeasurementId: 'G-ABC123XYZ',
      logLevel: 'debug',
      trustProxy: '10.0.0.0/8, 127.0.0.1',
    });
  });

  it('reads the task agents’ language model: URL and name together, the key kept out of JSON', () => {
    const config = loadConfig({ AGENT_MODEL_URL: 'http://127.0.0.1:11434/v1', AGENT_MODEL: 'llama3.2', SIGHTLINE_MODEL_API_KEY: 'key-123' });
    expect(config.agentModel).toMatchObject({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' });
    expect(config.agentModel!.apiKey!.reveal()).toBe('key-123');
    expect(JSON.stringify(config)).not.toContain('key-123');
    expect(loadConfig({ AGENT_MODEL_URL: 'https://models.example/v1', AGENT_MODEL: 'm' }).agentModel!.apiKey).toBeNull();
    expect(problems({ AGENT_MODEL_URL: 'http://127.0.0.1:11434/v1' })).toEqual(['AGENT_MODEL_URL and AGENT_MODEL go together: set both (an OpenAI-compatible endpoint and the model to ask there) or neither.']);
    expect(problems({ AGENT_MODEL: 'llama3.2' })).toHaveLength(1);
    expect(problems({ AGENT_MODEL_URL: 'ftp://models', AGENT_MODEL: 'm' })).toEqual(['AGENT_MODEL_URL="ftp://models" is invalid: expected the http(s) URL of an OpenAI-compatible API such as http://127.0.0.1:11434/v1.']);
  });

  it('reads ENQUIRIES_TO as one email address', () => {
    expect(loadConfig({ ENQUIRIES_TO: 'sales@example.com' }).enquiriesTo).toBe('sales@example.com');
    expect(problems({ ENQUIRIES_TO: 'sales' })).toEqual(['ENQUIRIES_TO="sales" is invalid: expected one email address such as sales@example.com.']);
  });

  it('defaults PUBLIC_URL to the configured port', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('names each bad variable with what it expects, all at once', () => {
    const found = problems({
      PORT: '80a',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'localhost:3000',
      SMTP_URL: 'http://secret@mail',
      SIGHTLINE_ALLOW_PRIVATE_TARGETS: 'maybe',
      SIGHTLINE_HOST_RULES: 'FORWARD a b',
      GA_MEASUREMENT_ID: 'UA-1234',
      SESSION_RECORDING_SRC: 'javascript:alert(1)',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'sometimes',
    });
    expect(found).toHaveLength(10);
    expect(found[0]).toBe('PORT="80a" is invalid: expected a whole number from 1 to 65535.');
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'SIGHTLINE_ALLOW_PRIVATE_TARGETS', 'SIGHTLINE_HOST_RULES', 'GA_MEASUREMENT_ID', 'SESSION_RECORDING_SRC', 'LOG_LEVEL', 'TRUST_PROXY']) {
      expect(found.some((problem) => problem.startsWith(name))).toBe(true);
    }
    // Connection strings can hold passwords: they are never echoed.
    expect(found.join('\n')).not.toContain('secret');
  });

  it('reads TRUST_PROXY as a switch', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });

  it('rejects a port out of range', () => {
    expect(problems({ PORT: '70000' })).toEqual(['PORT="70000" is invalid: expected a whole number from 1 to 65535.']);
  });
});
