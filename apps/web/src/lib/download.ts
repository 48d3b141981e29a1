import { apiFetch } from './api';

/**
 * A file from our API through the request helper (a plain link would not send the account's
 * token), named as the server's Content-Disposition says; failures throw HttpError.
 */
export async function fetchApiFile(url: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const response = await apiFetch('GET', url);
  const disposition = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), filename: disposition?.[1] ?? fallbackName };
}

/** Hands a blob to the browser's downloads under a file name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; a later revoke keeps Safari happy.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
