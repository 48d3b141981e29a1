import { Type, type Static } from 'typebox';

export const ErrorResponse = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.String({ description: 'A message to show the user' }),
    code: Type.String({ description: 'A stable machine-readable code, e.g. VALIDATION_ERROR' }),
  },
);

export const UserSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
});

export const SubscriptionSchema = Type.Object({ isActive: Type.Boolean() });

export type PublicUser = Static<typeof UserSchema>;

export const Email = Type.String({ format: 'email', maxLength: 254, description: 'Email address' });

export const Password = Type.String({ minLength: 8, maxLength: 256, description: 'At least 8 characters' });

/** Shorthand for the error responses a route documents. */
export function errorResponses(...statusCodes: number[]) {
  return Object.fromEntries(statusCodes.map((status) => [status, ErrorResponse]));
}

/** A file response in the OpenAPI document (sent as a buffer or stream: fast-json-stringify never sees it). */
export function fileResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: Type.Unsafe<unknown>({ type: 'string', format: 'binary' }) } } };
}
