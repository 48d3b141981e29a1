import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import { createDatabase } from '@sightline/db';
import { buildApp, type App, type AppOptions } from '../../src/app';
import { loadBillingConfig, type BillingConfig } from '../../src/billing/config';
import { loadConfig, type Config } from '../../src/config';

let snapshot: Blob | undefined;

/** A config as the server would load it from an empty environment, plus overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}, tmpdir()), ...overrides };
}

/** Billing as STRIPE_* variables would configure it: one plan unless STRIPE_PLANS says otherwise. */
export function testBilling(env: Record<string, string> = {}): BillingConfig {
  const problems: string[] = [];
  const plans = [{ id: 'pro', name: 'Pro', kind: 'subscription', priceId: 'price_pro', price: '€29 / month', unlocks: ['comprehensive', 'detailed', 'whitelabel'] }];
  const billing = loadBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123', STRIPE_PLANS: JSON.stringify(plans), ...env }, problems);
  if (billing === null) throw new Error(problems.join('\n'));
  return billing;
}

/** Log lines the app wrote, parsed from pino's JSON. */
export class LogCapture extends Writable {
  readonly lines: Array<Record<string, unknown> & { msg?: string }> = [];
  override _write(chunk: Buffer, _encoding: string, callback: () => void) {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') this.lines.push(JSON.parse(line));
    callback();
  }
  messages(): string[] {
    return this.lines.map((line) => line.msg ?? '');
  }
}

/** An app on an in-memory PGlite restored from the migrated snapshot, with no web build. */
export async function createTestApp(overrides: Partial<Config> = {}, options: AppOptions & { logs?: LogCapture } = {}): Promise<App> {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const database = await createDatabase({ snapshot });
  const { logs, ...appOptions } = options;
  return buildApp(testConfig(overrides), {
    database,
    webDistDir: join(tmpdir(), 'sightline-no-web-build'),
    queuePollingIntervalSeconds: 0.5,
    logger: logs ? { level: 'info', stream: logs } : false,
    ...appOptions,
  });
}
