import type { EnquiryKind } from '@sightline/shared/content';
import { PARTNERSHIP_TYPES, TEAM_SIZES } from '@sightline/shared/content/enquiries';

/** A field a kind of form asks for beyond name, email, organisation and message; `name` is its key in the request's `details`. */
interface FieldBase {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
}
export type DetailField =
  | (FieldBase & { type: 'text' | 'url'; maxLength: number; autoComplete?: string })
  | (FieldBase & { type: 'select'; options: ReadonlyArray<{ value: string; label: string }> })
  | (FieldBase & { type: 'time-zone' });

/** Each form's own fields, required unless `optional`, in the order they are shown (before the message). */
export const DETAIL_FIELDS: Record<EnquiryKind, DetailField[]> = {
  contact: [],
  apply: [
    { name: 'roleOfInterest', label: 'What you would like to help with', hint: 'For example: reviewing findings, testing with a screen reader, survey design, writing', type: 'text', maxLength: 120 },
    { name: 'link', label: 'Link to previous work', hint: 'A portfolio, article or repository; starts with https://', type: 'url', maxLength: 500, autoComplete: 'url', optional: true },
  ],
  'schedule-call': [
    { name: 'preferredTimes', label: 'Times that suit you', hint: 'For example: Tuesday or Thursday, 9–11 am', type: 'text', maxLength: 500 },
    { name: 'timeZone', label: 'Your time zone', type: 'time-zone' },
  ],
  partner: [{ name: 'partnershipType', label: 'Kind of work together', type: 'select', options: PARTNERSHIP_TYPES }],
  enterprise: [{ name: 'teamSize', label: 'People who would use it', type: 'select', options: TEAM_SIZES }],
};

