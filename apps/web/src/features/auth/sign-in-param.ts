/** The query parameter that opens the sign-in dialog on arrival: a prerendered guide's "Sign in" (it runs without the app) goes to `/?sign-in`. */
export const SIGN_IN_PARAM = 'sign-in';
