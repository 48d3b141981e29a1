import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Compile } from 'typebox/compile';
import { createEnquiry, recordEnquiryEmail, type EnquiryDetails } from '@sightline/db';
import { ENQUIRY_KINDS, type EnquiryKind } from '@sightline/shared/content';
import { HttpError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import type { RoutePlugin } from '../../types';
import { ENQUIRY_EMAILS, ENQUIRY_MESSAGES, FIELD_MESSAGES, type ReceivedEnquiry } from './messages';
import { enquiryProblems, problemsSummary, type EnquiryProblem, type ValidationIssue } from './problems';
import { EnquiryBody, EnquiryResponse, EnquiryValidationError, KIND_DETAILS } from './schema';

const MINUTE = 60_000;
/** How long the sender waits for the SMTP server before being told the confirmation did not go. */
const CONFIRMATION_TIMEOUT_MS = 15_000;

const detailCheckers = Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind, Compile(KIND_DETAILS[kind])])) as Record<EnquiryKind, ReturnType<typeof Compile>>;

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The kind's own fields (all required, no others), on top of what the body's schema checked. */
function detailProblems(kind: EnquiryKind, details: EnquiryDetails): EnquiryProblem[] {
  const problems = enquiryProblems([...detailCheckers[kind].Errors(details)] as ValidationIssue[], 'details');
  if (details.timeZone !== undefined && !problems.some((problem) => problem.field === 'details.timeZone') && !isTimeZone(details.timeZone)) {
    problems.push({ field: 'details.timeZone', message: FIELD_MESSAGES.timeZone });
  }
  return problems;
}

function refuse(problems: EnquiryProblem[]): never {
  throw new HttpError(400, 'VALIDATION_ERROR', problemsSummary(problems), { problems });
}

/** One-line fields stay on one line: a name goes into an email's subject, where a line break has no place. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function oneLineDetails(details: EnquiryDetails): EnquiryDetails {
  return Object.fromEntries(Object.entries(details).map(([key, value]) => [key, oneLine(value)]));
}

const bodyEmail = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase();

export const enquiriesRoutes: RoutePlugin = async (app) => {
  // 10 an hour from one IP, and 3 an hour to one address: each sends an email to whatever address
  // was typed, so nobody can use the form to flood someone's inbox with our mail.
  const limits = app.rateLimits([
    { name: 'enquiry:ip', max: 10, timeWindowMs: 60 * MINUTE, key: (request) => request.ip },
    { name: 'enquiry:email', max: 3, timeWindowMs: 60 * MINUTE, key: bodyEmail },
  ]);

  /** Sends the confirmation and records the outcome; a send still running at the timeout records its late outcome. */
  async function confirm(id: string, enquiry: ReceivedEnquiry, log: FastifyBaseLogger): Promise<'sent' | 'failed' | 'not_sent'> {
    if (!app.mailer.delivers) {
      await app.mailer.send({ to: enquiry.email, ...ENQUIRY_EMAILS.confirmation(enquiry) });
      await recordEnquiryEmail(app.db, id, 'not_sent');
      return 'not_sent';
    }
    const sending = app.mailer.send({ to: enquiry.email, ...ENQUIRY_EMAILS.confirmation(enquiry) }).then(
      () => 'sent' as const,
      (error: unknown) => {
        log.warn({ err: error, enquiryId: id }, 'could not send the enquiry confirmation');
        return 'failed' as const;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), CONFIRMATION_TIMEOUT_MS);
    });
    const outcome = await Promise.race([sending, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      log.warn({ enquiryId: id }, 'the enquiry confirmation is taking too long; the sender is told it did not go');
      void sending.then((late) => recordEnquiryEmail(app.db, id, late)).catch((error: unknown) => log.error({ err: error, enquiryId: id }, 'could not record the confirmation'));
      await recordEnquiryEmail(app.db, id, 'failed');
      return 'failed';
    }
    await recordEnquiryEmail(app.db, id, outcome);
    return outcome;
  }

  app.post(
    '/',
    {
      // Validation problems are turned into per-field messages below, before the rate limit counts
      // the request: a visitor fixing a typo should not use up their attempts.
      attachValidation: true,
      schema: {
        summary: "Send an enquiry from a marketing page's form (contact, apply, schedule a call, partner, Enterprise)",
        description:
          'Stores the enquiry, then emails the sender a confirmation of what was received and what happens next. The enquiry is kept even when that email cannot be sent: `data.confirmationEmail` and `message` say which. A copy goes to the operator when ENQUIRIES_TO is set. 400 VALIDATION_ERROR lists `problems`, one per field, in the order of the form. At most 10 an hour from one IP and 3 an hour to one email address (429).',
        tags: ['enquiries'],
        body: EnquiryBody,
        response: { 201: EnquiryResponse, 400: EnquiryValidationError, ...errorResponses(413, 415, 429) },
      },
    },
    async (request, reply) => {
      if (request.validationError) refuse(enquiryProblems((request.validationError.validation ?? []) as ValidationIssue[]));
      const body = request.body;
      const problems = detailProblems(body.kind, body.details ?? {});
      if (problems.length > 0) refuse(problems);
      await limits(request, reply);

      const enquiry: ReceivedEnquiry = {
        kind: body.kind,
        name: oneLine(body.name),
        email: body.email.trim(),
        organisation: body.organisation === undefined ? null : oneLine(body.organisation) || null,
        message: body.message.trim(),
        details: oneLineDetails(body.details ?? {}),
      };
      const sourcePage = body.sourcePage ?? null;
      const row = await createEnquiry(app.db, { ...enquiry, sourcePage });
      const confirmationEmail = await confirm(row.id, enquiry, request.log);

      const operator = app.config.enquiriesTo;
      if (operator !== null) {
        app.queue
          .send('send-email', { to: operator, ...ENQUIRY_EMAILS.operatorNotice(enquiry, sourcePage, row.id) })
          .catch((error: unknown) => request.log.error({ err: error, enquiryId: row.id }, 'could not queue the operator notice'));
      }

      const message = confirmationEmail === 'sent' ? ENQUIRY_MESSAGES.sent(enquiry.email) : confirmationEmail === 'failed' ? ENQUIRY_MESSAGES.failed(enquiry.email) : ENQUIRY_MESSAGES.notSent(enquiry.email);
      return reply.code(201).send({ success: true as const, message, data: { id: row.id, email: enquiry.email, confirmationEmail } });
    },
  );
};
