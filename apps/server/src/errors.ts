/** An error whose message is meant for the user; the error handler sends it as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** More fields of the error body for this code (e.g. `problems`); the route's schema documents them. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The one error shape of the API: the web client (the spec's error catalogue) shows `error` when it is a string. */
export interface ErrorBody {
  success: false;
  error: string;
  code: string;
}

export function errorBody(code: string, message: string, details: Record<string, unknown> = {}): ErrorBody {
  return { ...details, success: false, error: message, code };
}
