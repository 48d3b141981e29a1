import { listSurveyResponses, listVisibleSurveys, type Db, type ResponseCursor } from '@sightline/db';
import { HttpError } from '../errors';

// What the owner API (/api/surveys) and the public API (/api/v1/surveys) both answer with.

function encodeCursor(cursor: ResponseCursor): string {
  return Buffer.from(`${cursor.startedAt}|${cursor.id}`).toString('base64url');
}

function decodeCursor(value: string): ResponseCursor {
  const [startedAt, id] = Buffer.from(value, 'base64url').toString().split('|');
  const valid = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(startedAt ?? '') && !Number.isNaN(new Date(startedAt!).getTime());
  if (!valid || !/^[0-9a-f-]{36}$/.test(id ?? '')) throw new HttpError(400, 'VALIDATION_ERROR', 'The cursor is not valid: use the nextCursor of the previous page.');
  return { startedAt: startedAt!, id: id! };
}

/** One page of a survey's responses, oldest first, and the cursor of the next page (null on the last). */
export async function responsesPage(db: Db, surveyId: string, query: { cursor?: string; limit?: number }) {
  const limit = query.limit ?? 50;
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const page = await listSurveyResponses(db, surveyId, { after, limit });
  const last = page.length === limit ? page[page.length - 1]! : null;
  return {
    success: true as const,
    responses: page.map(({ cursor: _, ...response }) => ({ ...response, startedAt: response.startedAt.toISOString(), completedAt: response.completedAt?.toISOString() ?? null })),
    nextCursor: last ? encodeCursor(last.cursor) : null,
  };
}

/** The surveys a viewer owns, with their response counts. */
export async function surveySummaries(db: Db, viewer: Parameters<typeof listVisibleSurveys>[1]) {
  const rows = await listVisibleSurveys(db, viewer);
  return {
    success: true as const,
    surveys: rows.map((row) => ({ id: row.id, title: row.title, status: row.status, responses: { complete: row.complete, partial: row.partial }, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })),
  };
}
