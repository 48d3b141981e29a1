import { Type } from 'typebox';
import { SubscriptionSchema, UserSchema } from './common';

/** What sign-in and password reset answer (the spec's calls: data.user, data.token, data.subscription). */
export const SessionResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ user: UserSchema, token: Type.String({ description: 'Bearer token, valid 30 days' }), subscription: SubscriptionSchema }),
});

export const MagicLinkSessionResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ user: UserSchema, authToken: Type.String({ description: 'Bearer token, valid 30 days' }), subscription: SubscriptionSchema }),
});

export const AcceptedResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });

// A sign-up link's token carries the sealed pending account (src/auth/sign-up-token.ts), hence the length.
export const OneTimeToken = Type.String({ minLength: 1, maxLength: 2048, description: 'The token from the emailed link' });
