import { ENQUIRY_KINDS, type EnquiryKind } from '@sightline/shared/content';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What a form asks beyond name, email, organisation and message, by the form's kind. The server's
 * TypeBox schema of POST /api/enquiries validates it per kind before a row is written.
 */
export interface EnquiryDetails {
  /** apply: what the sender would like to help with */
  roleOfInterest?: string;
  /** apply (optional): previous work such as a portfolio, article or repository (http or https). */
  link?: string;
  /** schedule-call: free text, in the sender's words. */
  preferredTimes?: string;
  /** schedule-call: an IANA time zone such as Europe/Berlin. */
  timeZone?: string;
  /** partner */
  partnershipType?: string;
  /** enterprise */
  teamSize?: string;
}

/**
 * Whether the sender's confirmation email left: `pending` until the send is tried, `not_sent` when
 * the server has no SMTP_URL (the text went to the log), `failed` when the SMTP server refused or
 * did not answer in time.
 */
export const ENQUIRY_EMAIL_STATUSES = ['pending', 'sent', 'failed', 'not_sent'] as const;
export type EnquiryEmailStatus = (typeof ENQUIRY_EMAIL_STATUSES)[number];

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** An enquiry sent through a marketing page's form (/contact-us, /apply-now, …). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<EnquiryKind>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organisation: text('organisation'),
    message: text('message').notNull(),
    details: jsonb('details').$type<EnquiryDetails>().notNull().default({}),
    /** The page the form was sent from (/contact-us), when the client said. */
    sourcePage: text('source_page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmationEmailStatus: text('confirmation_email_status').$type<EnquiryEmailStatus>().notNull().default('pending'),
    confirmationEmailSentAt: timestamp('confirmation_email_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('enquiries_created_at_idx').on(table.createdAt),
    index('enquiries_email_idx').on(table.email),
    check('enquiries_kind_known', sql`${table.kind} in (${quoted(ENQUIRY_KINDS)})`),
    check('enquiries_details_object', sql`jsonb_typeof(${table.details}) = 'object'`),
    check('enquiries_email_status_known', sql`${table.confirmationEmailStatus} in (${quoted(ENQUIRY_EMAIL_STATUSES)})`),
  ],
);
export type EnquiryRow = typeof enquiries.$inferSelect;
