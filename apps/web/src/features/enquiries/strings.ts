// User-facing texts of the enquiry forms, kept together so they are easy to find and translate.
import type { EnquiryKind } from '@sightline/shared/content';

export const ENQUIRY_STRINGS = {
  requiredNote: 'Fields marked * are required.',
  optional: 'optional',
  name: 'Your name',
  email: 'Email address',
  emailHint: 'The confirmation and the reply go to this address.',
  organisation: 'Company or organization',
  choose: 'Choose…',
  sending: 'Sending…',
  successTitle: 'Thank you, we received it',
  sent: (email: string) => `We sent a confirmation email to ${email}.`,
  failed: (email: string) => `It is stored, but we could not send the confirmation email to ${email}. There is no need to send it again: the reply will go to that address.`,
  notSent: (email: string) => `It is stored. This server does not send email, so no confirmation went to ${email}; the reply will go to that address.`,
  problemsTitle: (count: number) => (count === 1 ? 'Please fix the field marked above.' : `Please fix the ${count} fields marked above.`),
  offline: 'This could not be sent: the server did not answer. Check your connection and try again.',
} as const;

export interface KindStrings {
  heading: string;
  intro: string;
  message: string;
  messageHint?: string;
  submit: string;
}

// The pages say who reads what is sent (content/pages/*.md): the operator of this installation.
export const KIND_STRINGS: Record<EnquiryKind, KindStrings> = {
  contact: { heading: 'Send a message', intro: 'It goes to the operator of this installation, who replies by email.', message: 'Message', submit: 'Send message' },
  apply: {
    heading: 'Offer to help',
    intro: 'Say what you would like to do and what experience you bring.',
    message: 'About you and your experience',
    submit: 'Send',
  },
  'schedule-call': {
    heading: 'Request a call',
    intro: 'Suggest some times; the operator replies by email to agree on one.',
    message: 'What would you like to discuss?',
    submit: 'Request a call',
  },
  partner: {
    heading: 'Describe what you have in mind',
    intro: 'The operator replies by email if it is a fit.',
    message: 'What you have in mind',
    submit: 'Send',
  },
  enterprise: {
    heading: 'Describe your situation',
    intro: 'The operator of this installation reads it and replies by email.',
    message: 'Your situation',
    messageHint: 'Roughly how many sites and users, and any constraints such as single sign-on or data residency.',
    submit: 'Send',
  },
};
