import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lowercased (the check makes that a rule, not a habit), so the unique constraint
    // behaves like citext without needing the extension on PGlite.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Branding of the whitelabel reports (PUT /api/account/branding validates all three).
    agencyName: text('agency_name'),
    /** A `data:image/(png|jpeg|webp);base64,…` URL of at most 200 KB decoded; never SVG. */
    agencyLogo: text('agency_logo'),
    /** `#rrggbb`, lowercase. */
    accentColor: text('accent_color'),
  },
  (table) => [check('users_email_lowercase', sql`${table.email} = lower(${table.email})`)],
);

export type User = typeof users.$inferSelect;
