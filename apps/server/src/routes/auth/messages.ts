// User-facing texts of the auth routes, kept together so they are easy to find and translate.
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  invalidMagicLink: 'This sign-in link has expired or was already used. Please request a new one.',
  invalidResetLink: 'This password reset link has expired or was already used. Please request a new one.',
  magicLinkRequested: 'If an account exists for that email, a sign-in link is on its way. It expires in 15 minutes.',
  passwordResetRequested: 'If an account exists for that email, a password reset link is on its way. It expires in 1 hour.',
} as const;

export const EMAILS = {
  magicLink: (link: string) => ({
    subject: 'Your Sightline sign-in link',
    text: `Sign in to Sightline with this link:\n\n${link}\n\nIt works once and expires in 15 minutes. If you did not ask for it, you can ignore this email.\n`,
  }),
  passwordReset: (link: string) => ({
    subject: 'Reset your Sightline password',
    text: `Choose a new Sightline password with this link:\n\n${link}\n\nIt works once and expires in 1 hour. If you did not ask for it, you can ignore this email; your password stays as it is.\n`,
  }),
};
