/** A download's Content-Disposition: the survey's title as a safe file name, e.g. "customer-check-in-results.pdf". */
export function attachmentName(title: string, what: 'responses' | 'results', extension: string): string {
  const base = title.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).toLowerCase() || 'survey';
  return `attachment; filename="${base}-${what}.${extension}"`;
}
