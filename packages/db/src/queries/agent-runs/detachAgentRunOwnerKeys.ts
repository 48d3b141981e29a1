import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database';
import { keysToDetach, type DetachKeys } from '../detach-keys';
import { agentRuns } from '../../schema';

/** Ends browsers' owner-key access to an account's agent runs (sign-out, password reset), as detachOwnerKeys does for analyses. */
export async function detachAgentRunOwnerKeys(db: Db, input: DetachKeys): Promise<void> {
  await db
    .update(agentRuns)
    .set({ ownerKeyHash: null })
    .where(and(eq(agentRuns.userId, input.userId), keysToDetach(agentRuns.ownerKeyHash, input)));
}
