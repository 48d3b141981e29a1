import { Type } from 'typebox';

/** A logo of at most 200 KB decoded is at most this long as base64, plus its `data:` prefix. */
export const LOGO_MAX_BYTES = 200 * 1024;
const LOGO_DATA_URL_MAX_LENGTH = 'data:image/jpeg;base64,'.length + Math.ceil(LOGO_MAX_BYTES / 3) * 4;

export const BrandingSchema = Type.Object({
  name: Type.Union([Type.String({ minLength: 1, maxLength: 80 }), Type.Null()], { description: 'Agency name shown on whitelabel reports' }),
  logoDataUrl: Type.Union([Type.String({ maxLength: LOGO_DATA_URL_MAX_LENGTH }), Type.Null()], {
    description: 'data:image/(png|jpeg|webp);base64,… of at most 200 KB decoded; SVG is refused (it can carry script)',
  }),
  accentColor: Type.Union([Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }), Type.Null()], { description: '#rrggbb; severity colours never change' }),
});

export const BrandingBody = Type.Object(BrandingSchema.properties, { additionalProperties: false });

export const BrandingResponse = Type.Object({ success: Type.Literal(true), branding: BrandingSchema });
