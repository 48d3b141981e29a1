import type { EnquiryKind } from '@sightline/shared/content';

/** A field a kind of form asks for beyond name, email, organisation and message; `name` is its key in the request's `details`. */
interface FieldBase {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
}
export type DetailField =
  | (FieldBase & { type: 'text' | 'url'; maxLength: number; autoComplete?: string })
  | (FieldBase & { type: 'select'; options: Array<{ value: string; label: string }> })
  | (FieldBase & { type: 'time-zone' });

// The values must be those POST /api/enquiries accepts (apps/server/src/routes/enquiries/schema.ts).
const PARTNERSHIP_TYPES = [
  { value: 'agency', label: 'Client work (agency or consultancy)' },
  { value: 'technology', label: 'An integration' },
  { value: 'reseller', label: 'Hosting or reselling for others' },
  { value: 'referral', label: 'Referring clients' },
  { value: 'other', label: 'Something else' },
];
const TEAM_SIZES = [
  { value: '1-49', label: '1–49 people' },
  { value: '50-249', label: '50–249 people' },
  { value: '250-999', label: '250–999 people' },
  { value: '1000-4999', label: '1,000–4,999 people' },
  { value: '5000+', label: '5,000 or more' },
];

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

export const LIMITS = { name: 100, email: 254, organisation: 200, message: 5000 } as const;
