/**
 * What /waitlist was opened with (the spec's screens and routes: domain, syntheticId, analysisStarted). Only a started
 * analysis with an id has progress to follow.
 */
export function waitlistParams(search: URLSearchParams): { domain: string } & ({ syntheticId: string; started: true } | { syntheticId: string | null; started: false }) {
  const domain = search.get('domain') ?? '';
  const syntheticId = search.get('syntheticId') || null;
  if (syntheticId !== null && search.get('analysisStarted') === 'true') return { domain, syntheticId, started: true };
  return { domain, syntheticId, started: false };
}
