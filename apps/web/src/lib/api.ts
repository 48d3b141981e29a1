import type { QueryFunction } from '@tanstack/react-query';
import { httpErrorText, parseBody } from './http-error';

export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Every API call of spec §7: JSON body with a JSON content type, credentials included, §8 error text. */
export async function apiRequest<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) throw new HttpError(httpErrorText(response.status, response.statusText, text), response.status);
  return parseBody(text) as T;
}

/** Default query of spec §7: GET the first element of the query key. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new Error('The first element of a query key must be the URL to GET');
  return apiRequest('GET', url, { signal });
};
