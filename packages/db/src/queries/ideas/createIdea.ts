import type { Idea } from '@sightline/shared/research/idea-validation';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { Db } from '../../database';
import { ideas, surveys, type IdeaRow, type Survey } from '../../schema';

/** An idea and its validation survey (a draft the owner edits and publishes), created together. */
export async function createIdea(db: Db, input: { ownerKeyHash: string | null; userId: string | null; idea: Idea; draft: SurveyDefinition }): Promise<{ idea: IdeaRow; survey: Survey }> {
  return db.transaction(async (tx) => {
    const [survey] = await tx.insert(surveys).values({ ownerKeyHash: input.ownerKeyHash, userId: input.userId, title: input.draft.title, draft: input.draft }).returning();
    const [idea] = await tx.insert(ideas).values({ ownerKeyHash: input.ownerKeyHash, userId: input.userId, idea: input.idea, surveyId: survey!.id }).returning();
    return { idea: idea!, survey: survey! };
  });
}
