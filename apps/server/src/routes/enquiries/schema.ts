import { ENQUIRY_KINDS, type EnquiryKind } from '@sightline/shared/content';
import { ENQUIRY_LIMITS, PARTNERSHIP_TYPES, TEAM_SIZES } from '@sightline/shared/content/enquiries';
import { Type, type Static, type TObject } from 'typebox';
import { Email } from '../../schemas/common';

// One schema for POST /api/enquiries: it validates the body, types the handler and documents the
// OpenAPI. `details` lists every kind's fields; KIND_DETAILS says which a kind asks for.

/** Text a person must fill in: not only spaces. */
const Filled = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

const DETAIL_FIELDS = {
  roleOfInterest: Filled(120, 'apply: what the sender would like to help with'),
  link: Type.String({ maxLength: 500, format: 'uri', pattern: '^https?://', description: 'apply (optional): previous work such as a portfolio, article or repository (http or https)' }),
  preferredTimes: Filled(500, 'schedule-call: days and times that suit the sender, in their words'),
  timeZone: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_+\\-/]*$', description: 'schedule-call: an IANA time zone such as Europe/Berlin' }),
  partnershipType: Type.Enum(PARTNERSHIP_TYPES.map((choice) => choice.value), { description: 'partner: the kind of partnership' }),
  teamSize: Type.Enum(TEAM_SIZES.map((choice) => choice.value), { description: 'enterprise: people in the team that would use Sightline' }),
};

/** Each kind's own fields, all required but apply's link; a field of another kind is refused. */
export const KIND_DETAILS: Record<EnquiryKind, TObject> = {
  contact: Type.Object({}, { additionalProperties: false }),
  apply: Type.Object({ roleOfInterest: DETAIL_FIELDS.roleOfInterest, link: Type.Optional(DETAIL_FIELDS.link) }, { additionalProperties: false }),
  'schedule-call': Type.Object({ preferredTimes: DETAIL_FIELDS.preferredTimes, timeZone: DETAIL_FIELDS.timeZone }, { additionalProperties: false }),
  partner: Type.Object({ partnershipType: DETAIL_FIELDS.partnershipType }, { additionalProperties: false }),
  enterprise: Type.Object({ teamSize: DETAIL_FIELDS.teamSize }, { additionalProperties: false }),
};

export const EnquiryBody = Type.Object(
  {
    kind: Type.Enum([...ENQUIRY_KINDS], { description: 'Which form: contact, apply, schedule-call, partner or enterprise' }),
    name: Filled(ENQUIRY_LIMITS.name, "The sender's name"),
    email: Email,
    organisation: Type.Optional(Type.String({ maxLength: ENQUIRY_LIMITS.organisation, description: 'Company or organisation (optional)' })),
    message: Filled(ENQUIRY_LIMITS.message, 'What the sender wants to tell us'),
    details: Type.Optional(
      Type.Object(
        {
          roleOfInterest: Type.Optional(DETAIL_FIELDS.roleOfInterest),
          link: Type.Optional(DETAIL_FIELDS.link),
          preferredTimes: Type.Optional(DETAIL_FIELDS.preferredTimes),
          timeZone: Type.Optional(DETAIL_FIELDS.timeZone),
          partnershipType: Type.Optional(DETAIL_FIELDS.partnershipType),
          teamSize: Type.Optional(DETAIL_FIELDS.teamSize),
        },
        {
          additionalProperties: false,
          description:
            'The fields of the form\'s kind, required for it: apply `roleOfInterest` (and optionally `link`); schedule-call `preferredTimes` and `timeZone`; partner `partnershipType`; enterprise `teamSize`; contact none. A field of another kind is refused.',
        },
      ),
    ),
    sourcePage: Type.Optional(Type.String({ maxLength: 200, pattern: '^/[A-Za-z0-9/_-]*$', description: 'The page the form was sent from, e.g. /contact-us' })),
  },
  { additionalProperties: false },
);
export type EnquiryBody = Static<typeof EnquiryBody>;

export const EnquiryProblems = Type.Array(Type.Object({ field: Type.String({ description: 'e.g. email or details.timeZone' }), message: Type.String() }), {
  description: 'One message per field that needs fixing, in the order of the form',
});

export const EnquiryValidationError = Type.Object({
  success: Type.Literal(false),
  error: Type.String({ description: 'The first problem, to show the user' }),
  code: Type.String({ description: 'VALIDATION_ERROR, INVALID_JSON…' }),
  problems: Type.Optional(EnquiryProblems),
});

export const EnquiryResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String({ description: 'What happened, to show the sender' }),
  data: Type.Object({
    id: Type.String({ format: 'uuid' }),
    email: Type.String({ description: 'Where the confirmation went (or would have gone)' }),
    confirmationEmail: Type.Enum(['sent', 'failed', 'not_sent'], {
      description: '`sent`: the SMTP server accepted it; `failed`: it could not be sent (the enquiry is stored all the same); `not_sent`: this server sends no email (no SMTP_URL)',
    }),
  }),
});
