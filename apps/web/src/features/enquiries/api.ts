import type { EnquiryKind } from '@sightline/shared/content';
import { apiRequest } from '../../lib/api';

export interface EnquiryRequest {
  kind: EnquiryKind;
  name: string;
  email: string;
  organisation?: string;
  message: string;
  details: Record<string, string>;
  sourcePage?: string;
}

export interface EnquiryAnswer {
  success: true;
  message: string;
  data: { id: string; email: string; confirmationEmail: 'sent' | 'failed' | 'not_sent' };
}

/** One field the server refused, as `POST /api/enquiries` lists them (`details.timeZone`…). */
export interface EnquiryProblem {
  field: string;
  message: string;
}

export function sendEnquiry(body: EnquiryRequest): Promise<EnquiryAnswer> {
  return apiRequest<EnquiryAnswer>('POST', '/api/enquiries', { body });
}

/** The per-field problems of a 400 answer, or none. */
export function problemsOf(body: unknown): EnquiryProblem[] {
  const problems = (body as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter((problem): problem is EnquiryProblem => typeof problem?.field === 'string' && typeof problem?.message === 'string');
}
