// The one schema every page of the content collection (content/**/*.md) is checked against: the web
// build refuses a page whose front matter does not match, and the content test reports every problem
// with the file's name. Dates are ISO strings (the YAML is read with the core schema: no Date objects).
import { Type, type Static } from 'typebox';
import { Errors } from 'typebox/value';
import { CARD_TEXT_LIMITS } from './card-decks';

/** The enquiry forms of the marketing pages (contact, apply, schedule a call, partner, enterprise). */
export const ENQUIRY_KINDS = ['contact', 'apply', 'schedule-call', 'partner', 'enterprise'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const SITE_PATH = '^/[a-z0-9/-]*$';

export const SourceSchema = Type.Object(
  {
    title: Type.String({ minLength: 3 }),
    author: Type.String({ minLength: 2 }),
    year: Type.Integer({ minimum: 1600, maximum: 2100 }),
    publisher: Type.Optional(Type.String({ minLength: 2 })),
    url: Type.Optional(Type.String({ pattern: '^https?://' })),
  },
  { additionalProperties: false },
);

/** A guide's card in its section's deck (/card-decks): its one-line definition and the question it makes a team ask. */
export const CardSchema = Type.Object(
  {
    definition: Type.String({ minLength: 20, maxLength: CARD_TEXT_LIMITS.definition }),
    question: Type.String({ minLength: 10, maxLength: CARD_TEXT_LIMITS.question, pattern: '\\?$' }),
  },
  { additionalProperties: false },
);

export const FrontMatterSchema = Type.Object(
  {
    title: Type.String({ minLength: 3, maxLength: 70 }),
    description: Type.String({ minLength: 70, maxLength: 170 }),
    slug: Type.String({ pattern: '^[a-z0-9-]+$' }),
    section: Type.String({ pattern: '^[a-z0-9-]+$' }),
    updated: Type.String({ pattern: ISO_DATE }),
    sources: Type.Array(SourceSchema, { minItems: 2 }),
    related: Type.Optional(Type.Array(Type.String({ pattern: SITE_PATH }), { maxItems: 8 })),
    /** Hubs: the section whose pages the hub lists below its text. */
    lists: Type.Optional(Type.String({ pattern: '^[a-z0-9-]+$' })),
    /** Other paths of the same page; its canonical URL stays the file's own. */
    aliases: Type.Optional(Type.Array(Type.String({ pattern: SITE_PATH }))),
    /** Audit ids this page explains beyond those whose `guide` points here. */
    audits: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
    /** Blog articles. */
    author: Type.Optional(Type.String({ minLength: 2 })),
    published: Type.Optional(Type.String({ pattern: ISO_DATE })),
    /** Legal pages: one narrow column with the revision date. */
    legal: Type.Optional(Type.Boolean()),
    /** Pages that take an enquiry: the form shown below the text. */
    form: Type.Optional(Type.Union(ENQUIRY_KINDS.map((kind) => Type.Literal(kind)))),
    /** The API pages: the /api/v1 reference, or the console and status table, rendered from the server's OpenAPI document below the text. */
    widget: Type.Optional(Type.Union([Type.Literal('api-reference'), Type.Literal('api-console'), Type.Literal('card-decks')])),
    /** Guides of a deck's section (packages/shared/src/content/card-decks.ts): the guide's card. */
    card: Type.Optional(CardSchema),
  },
  { additionalProperties: false },
);

export type Source = Static<typeof SourceSchema>;
export type CardText = Static<typeof CardSchema>;
export type FrontMatter = Static<typeof FrontMatterSchema>;

/** Sources are what makes a page checkable, but pages that are not guides (legal, forms) may cite none. */
export const PAGES_SECTION = 'pages';

/** Each problem as "field: message"; empty when the front matter is valid. */
export function frontMatterProblems(data: unknown): string[] {
  const schema = (data as { section?: unknown } | null)?.section === PAGES_SECTION ? PageFrontMatterSchema : FrontMatterSchema;
  return [...Errors(schema, data)].map((error) => `${error.instancePath || '(front matter)'}: ${error.message}`);
}

/** Marketing and legal pages: the same fields, sources optional. */
export const PageFrontMatterSchema = Type.Object({ ...FrontMatterSchema.properties, sources: Type.Optional(Type.Array(SourceSchema)) }, { additionalProperties: false });
