// User-facing texts of the enquiry route, kept together so they are easy to find and translate.
import type { EnquiryKind } from '@sightline/shared/content';
import type { EnquiryDetails } from '@sightline/db';

/** What each field is called in a message, in the order the forms show them. */
export const FIELD_NAMES: Record<string, string> = {
  kind: 'the form',
  name: 'your name',
  email: 'your email address',
  organisation: 'your organization',
  'details.roleOfInterest': 'what you would like to help with',
  'details.link': 'a link to previous work',
  'details.preferredTimes': 'times that suit you',
  'details.timeZone': 'your time zone',
  'details.partnershipType': 'the kind of partnership',
  'details.teamSize': 'your team size',
  message: 'your message',
  sourcePage: 'the page address',
};

export const FIELD_MESSAGES = {
  missing: (field: string) => `Enter ${FIELD_NAMES[field] ?? field}.`,
  choose: (field: string) => `Choose ${FIELD_NAMES[field] ?? field}.`,
  tooLong: (field: string, limit: number) => `Shorten ${FIELD_NAMES[field] ?? field} to ${limit} characters or fewer.`,
  email: 'Enter an email address like name@example.com.',
  link: 'Enter a link that starts with https:// (or http://).',
  timeZone: 'Choose a time zone from the list, such as Europe/London.',
  notOnForm: (field: string) => `"${field}" is not a field of this form.`,
  invalid: (field: string) => `Check ${FIELD_NAMES[field] ?? `"${field}"`}.`,
  notAnObject: 'Send the enquiry as a JSON object.',
  fixOne: (first: string) => first,
  fixMany: (first: string, count: number) => `${first} (${count - 1} more field${count === 2 ? '' : 's'} to fix.)`,
};

const KIND_NAMES: Record<EnquiryKind, string> = {
  contact: 'message',
  apply: 'offer to help',
  'schedule-call': 'request for a call',
  partner: 'partnership enquiry',
  enterprise: 'enquiry about a larger rollout',
};

// As the marketing pages say (content/pages/*.md): an installation is run by its own operator, who
// reads what is stored; nobody promises a response time.
const NEXT_STEPS: Record<EnquiryKind, string> = {
  contact: 'Your message is stored on this Sightline installation for its operator, who replies by email. How quickly depends on who runs it; there is no promised response time.',
  apply: 'Your offer is stored on this Sightline installation for its operator, who decides whether and how to follow up. There is no automated screening and no deadline.',
  'schedule-call':
    'The operator of this Sightline installation reads your request and, if they can take the call, replies by email to agree on a time and a way to talk, or suggests another way to help.',
  partner: 'Your message is stored on this Sightline installation for its operator, who replies by email if it is a fit.',
  enterprise: 'Your message is stored on this Sightline installation for its operator, who replies by email.',
}

const DETAIL_LINES: Array<[keyof EnquiryDetails, string]> = [
  ['roleOfInterest', 'Would like to help with'],
  ['link', 'Previous work'],
  ['preferredTimes', 'Preferred times'],
  ['timeZone', 'Time zone'],
  ['partnershipType', 'Partnership type'],
  ['teamSize', 'Team size'],
];

export interface ReceivedEnquiry {
  kind: EnquiryKind;
  name: string;
  email: string;
  organisation: string | null;
  message: string;
  details: EnquiryDetails;
}

function summary(enquiry: ReceivedEnquiry): string {
  const lines = [`Name: ${enquiry.name}`, `Email: ${enquiry.email}`];
  if (enquiry.organisation) lines.push(`Organization: ${enquiry.organisation}`);
  for (const [key, label] of DETAIL_LINES) if (enquiry.details[key]) lines.push(`${label}: ${enquiry.details[key]}`);
  lines.push('', 'Message:', enquiry.message);
  return lines.join('\n');
}

export const ENQUIRY_EMAILS = {
  confirmation: (enquiry: ReceivedEnquiry) => ({
    subject: `We received your ${KIND_NAMES[enquiry.kind]}`,
    // Nothing the sender typed is repeated: anyone can type any address into the form, and a
    // confirmation that echoed their words would carry them to a stranger's inbox.
    text: `Hello,\n\nThank you for your ${KIND_NAMES[enquiry.kind]}; it was received.\n\nWhat happens next: ${NEXT_STEPS[enquiry.kind]}\n\nIf you did not send this, you can ignore this email: nothing more is sent unless someone replies to it.\n`,
  }),
  operatorNotice: (enquiry: ReceivedEnquiry, sourcePage: string | null, id: string) => ({
    subject: `New ${KIND_NAMES[enquiry.kind]} from ${enquiry.name}`,
    text: `A new ${KIND_NAMES[enquiry.kind]} came in${sourcePage ? ` through ${sourcePage}` : ''} (enquiry ${id}). Reply to ${enquiry.email}.\n\n${summary(enquiry)}\n`,
  }),
};

export const ENQUIRY_MESSAGES = {
  sent: (email: string) => `Thank you. We received your enquiry and sent a confirmation email to ${email}.`,
  failed: (email: string) =>
    `Thank you. We received your enquiry, but we could not send the confirmation email to ${email}. There is no need to send it again: the reply will go to that address.`,
  notSent: (email: string) => `Thank you. We received your enquiry. This server does not send email, so no confirmation went to ${email}; the reply will go to that address.`,
} as const;
