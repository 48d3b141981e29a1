import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** True when messages really leave the machine; false when they only go to the log. */
  delivers: boolean;
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when SMTP_URL is set. Without it, a self-hoster still needs sign-in links, so the
 * message (link included) is written to the server log instead.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl === null) {
    return {
      delivers: false,
      async send(message) {
        options.log.info({ email: { to: message.to, subject: message.subject } }, `Email to ${message.to} not sent (SMTP_URL is not set); its text is logged instead:\n${message.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
