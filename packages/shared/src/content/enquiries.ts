// The choices and lengths of the enquiry forms (contact, apply, schedule-call, partner,
// enterprise): POST /api/enquiries accepts exactly these values and the web form offers them.

export const PARTNERSHIP_TYPES = [
  { value: 'agency', label: 'Client work (agency or consultancy)' },
  { value: 'technology', label: 'An integration' },
  { value: 'reseller', label: 'Hosting or reselling for others' },
  { value: 'referral', label: 'Referring clients' },
  { value: 'other', label: 'Something else' },
] as const;

export const TEAM_SIZES = [
  { value: '1-49', label: '1–49 people' },
  { value: '50-249', label: '50–249 people' },
  { value: '250-999', label: '250–999 people' },
  { value: '1000-4999', label: '1,000–4,999 people' },
  { value: '5000+', label: '5,000 or more' },
] as const;

/** Longest accepted name, email, organisation and message, in characters. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, organisation: 200, message: 5000 } as const;
