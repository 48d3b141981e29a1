const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What /waitlist was opened with (the spec's screens and routes: domain, syntheticId, analysisStarted), and for a
 * site check started on /bias-detection the bias report that shows it (`biasReport`, an id, never a path). Only a
 * started analysis with an id has progress to follow.
 */
export function waitlistParams(
  search: URLSearchParams,
): { domain: string; biasReport: string | null } & ({ syntheticId: string; started: true } | { syntheticId: string | null; started: false }) {
  const domain = search.get('domain') ?? '';
  const syntheticId = search.get('syntheticId') || null;
  const biasReport = UUID.test(search.get('biasReport') ?? '') ? search.get('biasReport') : null;
  if (syntheticId !== null && search.get('analysisStarted') === 'true') return { domain, biasReport, syntheticId, started: true };
  return { domain, biasReport, syntheticId, started: false };
}

/** Where a started (or, with a null id, refused) analysis of `domain` is followed: the waitlist's progress. */
export function waitlistPath(domain: string, syntheticId: string | null): string {
  const params = new URLSearchParams({ domain, syntheticId: syntheticId ?? '', analysisStarted: String(syntheticId !== null) });
  return `/waitlist?${params.toString()}`;
}
