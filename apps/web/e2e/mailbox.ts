import { expect } from '@playwright/test';
import { mailboxPort } from './ports.mjs';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Wait for the local SMTP server (started by start-server.mjs) to catch an email to `to`. */
export async function waitForMail(to: string, count = 1): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${mailboxPort}/messages?to=${encodeURIComponent(to)}`);
        mails = (await response.json()) as CaughtMail[];
        return mails.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The first link in an email's text that carries the given query parameter. */
export function linkWithParam(mail: CaughtMail, param: string): string {
  const match = new RegExp(`https?://\\S+[?&]${param}=[^\\s"'<>]+`).exec(mail.text);
  if (!match) throw new Error(`No link with ${param} in: ${mail.text}`);
  return match[0];
}
