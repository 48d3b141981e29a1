import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { analyses, biasReports, collabSessions, ideas, surveys } from '../../schema';

/** How many of each kind of work: analyses (site checks not among them), surveys, ideas, bias reports of both kinds, collaborative sessions. */
export interface BrowserWork {
  analyses: number;
  surveys: number;
  ideas: number;
  biasReports: number;
  sessions: number;
}

/** Every table whose rows a browser's owner key or an account owns (site bias reports follow their analysis). */
export const OWNED_TABLES = [analyses, surveys, ideas, biasReports, collabSessions] as const;

/** A browser's rows that no account has yet. */
export const unclaimed = (table: (typeof OWNED_TABLES)[number], ownerKeyHash: string): SQL => and(eq(table.ownerKeyHash, ownerKeyHash), isNull(table.userId))!;
