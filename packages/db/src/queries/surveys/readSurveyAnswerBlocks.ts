import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswerBlocks } from '../../schema';
import { selectRows } from './scope';

/**
 * These blocks of a survey with their data (answer-segment.ts's encoding). Sent as base64 text:
 * PGlite decodes a bytea result in JavaScript, byte by byte, which took longer than everything
 * else a first read of 100,000 responses does.
 */
export async function readSurveyAnswerBlocks(db: Db, surveyId: string, blocks: readonly number[]): Promise<Array<{ block: number; data: Uint8Array }>> {
  if (blocks.length === 0) return [];
  const rows = await selectRows<{ block: number; data: string }>(
    db,
    sql`select ${surveyAnswerBlocks.block} as block, encode(${surveyAnswerBlocks.data}, 'base64') as data from ${surveyAnswerBlocks}
      where ${surveyAnswerBlocks.surveyId} = ${surveyId} and ${surveyAnswerBlocks.block} = any(${sql`${`{${blocks.join(',')}}`}::int[]`})`,
  );
  return rows.map(({ block, data }) => ({ block, data: Buffer.from(data, 'base64') }));
}
