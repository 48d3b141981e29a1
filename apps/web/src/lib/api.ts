import type { QueryFunction } from '@tanstack/react-query';
import { httpErrorText, parseBody } from './http-error';
import { readStorage } from './storage';

/** Where the signed-in account's bearer token is kept (spec: localStorage `auth_token`). */
export const AUTH_TOKEN_KEY = 'auth_token';

export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The parsed error body (`{ success: false, error, code, … }`), for errors that carry details such as a list of problems. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** What sends a request: the browser's fetch, or on the server that renders a page, a call into its own API. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Sends every request after this through `next` (the server's page renderer, src/entry-server.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Every request to our API: a JSON body with a JSON content type, credentials always included, and
 * the signed-in account's bearer token — attached here and nowhere else, so that whatever the owner
 * cookie cannot open (analyses started from another browser of the account) opens everywhere.
 * A failed response throws HttpError with the error text of the spec's error catalogue.
 */
export async function apiFetch(method: string, url: string, options: RequestOptions & { accept?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.accept) headers.Accept = options.accept;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readStorage(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await transport(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    throw new HttpError(httpErrorText(response.status, response.statusText, text), response.status, parseBody(text));
  }
  return response;
}

/** A JSON call: the parsed body, or the raw text when the answer is not JSON (the spec's calls). */
export async function apiRequest<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(method, url, { ...options, accept: 'application/json' });
  return parseBody(await response.text()) as T;
}

/** Default query of the spec's calls: GET the first element of the query key. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new Error('The first element of a query key must be the URL to GET');
  return apiRequest('GET', url, { signal });
};
