import type { Db } from '../../database';
import { agentRunSteps, type AgentRunStepRow } from '../../schema';

/** Stores one step as it ends (an attempt starts from no steps: startAgentRunAttempt). */
export async function addAgentRunStep(db: Db, step: AgentRunStepRow): Promise<void> {
  await db.insert(agentRunSteps).values(step);
}
