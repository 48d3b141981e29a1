// Error text of the spec's error catalogue for a failed response, kept free of fetch so it can be unit-tested.

/**
 * JSON body with an `error` field → that text; other JSON → "status: <json>";
 * non-JSON → "status: <text>" or "status: <statusText>" when the body is empty.
 */
export function httpErrorText(status: number, statusText: string, bodyText: string): string {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return `${status}: ${bodyText || statusText}`;
  }
  if (json !== null && typeof json === 'object' && 'error' in json) {
    const { error } = json as { error: unknown };
    if (typeof error === 'string' && error !== '') return error;
  }
  return `${status}: ${JSON.stringify(json)}`;
}

/** Successful body: parsed JSON, or the raw text when it is not JSON (the spec's calls). */
export function parseBody(bodyText: string): unknown {
  if (bodyText === '') return null;
  try {
    return JSON.parse(bodyText);
  } catch {
    return bodyText;
  }
}
