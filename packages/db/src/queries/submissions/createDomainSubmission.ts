import type { Db } from '../../database';
import { domainSubmissions } from '../../schema';

export async function createDomainSubmission(
  db: Db,
  input: { domain: string; submissionType: string; source: string | null; analysisTypes: string[]; syntheticId: string | null; ipHash: string },
): Promise<{ id: string }> {
  const [row] = await db.insert(domainSubmissions).values(input).returning({ id: domainSubmissions.id });
  return row!;
}
