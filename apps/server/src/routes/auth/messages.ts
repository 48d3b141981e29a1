// User-facing texts of the auth routes, kept together so they are easy to find and translate.
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  signUpRequested: 'Check your email: we sent a link to finish signing up. It expires in 24 hours.',
  invalidMagicLink: 'This sign-in link has expired or was already used. Please request a new one.',
  invalidResetLink: 'This password reset link has expired or was already used. Please request a new one.',
  magicLinkRequested: 'If an account exists for that email, a sign-in link is on its way. It expires in 15 minutes.',
  passwordResetRequested: 'If an account exists for that email, a password reset link is on its way. It expires in 1 hour.',
} as const;

export const EMAILS = {
  confirmSignUp: (link: string) => ({
    subject: 'Finish creating your Sightline account',
    text: `Open this link to create your Sightline account and sign in:\n\n${link}\n\nIt works once and expires in 24 hours. If you did not sign up, you can ignore this email: no account is created without the link.\n`,
  }),
  signUpWithExistingAccount: (signInUrl: string, resetLink: string) => ({
    subject: 'You already have a Sightline account',
    text: `Someone, probably you, tried to create a Sightline account with this email address, which already has one.\n\nSign in at ${signInUrl}\n\nForgot your password? Choose a new one with this link (it works once and expires in 1 hour):\n\n${resetLink}\n\nIf it was not you, you can ignore this email: nothing has changed.\n`,
  }),
  magicLink: (link: string) => ({
    subject: 'Your Sightline sign-in link',
    text: `Sign in to Sightline with this link:\n\n${link}\n\nIt works once and expires in 15 minutes. If you did not ask for it, you can ignore this email.\n`,
  }),
  passwordReset: (link: string) => ({
    subject: 'Reset your Sightline password',
    text: `Choose a new Sightline password with this link:\n\n${link}\n\nIt works once and expires in 1 hour. If you did not ask for it, you can ignore this email; your password stays as it is.\n`,
  }),
};
