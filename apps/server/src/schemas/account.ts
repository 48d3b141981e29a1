import { Type } from 'typebox';

export const LOGO_MAX_BYTES = 200 * 1024;

export const BrandingSchema = Type.Object({
  name: Type.Union([Type.String({ minLength: 1, maxLength: 80 }), Type.Null()], { description: 'Agency name shown on whitelabel reports' }),
  // No maxLength here: the handler measures the decoded size and says so in KB; the route's body
  // limit caps what is read at all.
  logoDataUrl: Type.Union([Type.String(), Type.Null()], {
    description: 'data:image/(png|jpeg|webp);base64,… of at most 200 KB decoded; SVG is refused (it can carry script)',
  }),
  accentColor: Type.Union([Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }), Type.Null()], { description: '#rrggbb; severity colours never change' }),
});

export const BrandingBody = Type.Object(BrandingSchema.properties, { additionalProperties: false });

export const BrandingResponse = Type.Object({ success: Type.Literal(true), branding: BrandingSchema });

const Count = Type.Integer({ minimum: 0 });

/** How many of each kind of work: analyses (site checks not among them), surveys, ideas, bias reports of both kinds, sessions. */
export const BrowserWorkSchema = Type.Object({ analyses: Count, surveys: Count, ideas: Count, biasReports: Count, sessions: Count });

export const AccountClaimSchema = Type.Object({ id: Type.String({ format: 'uuid' }), createdAt: Type.String({ format: 'date-time' }), work: BrowserWorkSchema });

export const DeletionItemSchema = Type.Object({
  kind: Type.String({ description: 'analyses, surveys, surveyResponses, ideas, biasReports, sessions, agentRuns, apiKeys, webhookEvents, domainSubmissions, account, billing, browserWork, enquiries' }),
  label: Type.String(),
  count: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'Null when the kind is not counted' }),
  fate: Type.Enum(['deleted', 'anonymised', 'kept']),
  detail: Type.String(),
});
