import { Type } from 'typebox';
import { defineJob } from '../queue/job';

/** Sending through the queue means a hiccup of the SMTP server is retried instead of lost. */
export const sendEmailJob = defineJob({
  name: 'send-email',
  schema: Type.Object({
    to: Type.String({ format: 'email' }),
    subject: Type.String({ minLength: 1 }),
    text: Type.String({ minLength: 1 }),
  }),
  queue: { retryLimit: 5, retryDelay: 15, retryBackoff: true, expireInSeconds: 60 },
  async handle(payload, { mailer }) {
    await mailer.send(payload);
  },
});
