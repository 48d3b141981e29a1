import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, log: app.log });
  if (!mailer.delivers) {
    app.log.warn('SMTP_URL is not set: sign-in and password-reset links will be written to this log instead of being emailed.');
  }
  app.addHook('onClose', async () => mailer.close());
  app.decorate('mailer', mailer);
});
