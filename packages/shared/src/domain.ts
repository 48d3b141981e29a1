// Domain rules of the spec's validation rules, shared by the web input and the server so the two never disagree.

export const EXAMPLE_HOST = 'example.com';

export const DOMAIN_MESSAGES = {
  empty: 'Please enter a valid domain',
  invalidFormat: `Invalid domain format (e.g., use ${EXAMPLE_HOST})`,
  submitEmpty: 'Please enter a domain',
  submitInvalid: `Please enter a valid domain (e.g., ${EXAMPLE_HOST})`,
  submitValidating: 'Please wait for domain validation to complete',
  validationFailed: 'Domain validation failed',
  validationNetwork: 'Unable to validate domain. Please try again.',
  modalUnreachable: 'Domain not reachable. Please check the domain.',
  modalCheckError: 'Unable to verify domain. Please check your connection.',
} as const;

export const DOMAIN_MIN_LENGTH = 4;
export const DOMAIN_MAX_LENGTH = 253;
export const DOMAIN_LABEL_MAX_LENGTH = 63;

const LABEL = /^[a-z0-9-]+$/;

/** Trim, lowercase, strip a leading http(s):// and www., then cut at the first `/`, `?` or `#`. */
export function normalizeDomain(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#]/, 1)[0]!;
}

/**
 * The path (and query) typed after the domain, which the domain rules drop: "/docs/page" for
 * "https://www.site.test/docs/page#intro", "/" when none was typed. Letter case is kept: paths are
 * case-sensitive. An analysis starts there.
 */
export function typedPath(input: string): string {
  const rest = input.trim().replace(/^https?:\/\//i, '');
  const cut = rest.search(/[/?#]/);
  if (cut === -1) return '/';
  const path = rest.slice(cut).split('#', 1)[0]!;
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The domain with the typed path, as the home page sends it to start an analysis:
 * "site.test/docs/page", or just "site.test". The server normalises it again and must find the same
 * domain, so a domain that still starts with "www." (one is stripped each time) keeps a spare one.
 */
export function startAddress(input: string): string {
  const domain = normalizeDomain(input);
  const host = domain.startsWith('www.') ? `www.${domain}` : domain;
  const path = typedPath(input);
  return path === '/' ? host : `${host}${path}`;
}

/** Format check on an already normalised domain. */
export function isValidDomainFormat(domain: string): boolean {
  if (domain.length < DOMAIN_MIN_LENGTH || domain.length > DOMAIN_MAX_LENGTH) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => label.length <= DOMAIN_LABEL_MAX_LENGTH && LABEL.test(label))) return false;
  return labels[labels.length - 1]!.length >= 2;
}

export type DomainCheck = { ok: true; domain: string } | { ok: false; domain: string; message: string };

/** Normalise and check a typed domain; the message is the one the spec's validation rules show under the input. */
export function checkDomain(input: string): DomainCheck {
  const domain = normalizeDomain(input);
  if (domain === '') return { ok: false, domain, message: DOMAIN_MESSAGES.empty };
  if (!isValidDomainFormat(domain)) return { ok: false, domain, message: DOMAIN_MESSAGES.invalidFormat };
  return { ok: true, domain };
}

export type DomainInputStatus = 'idle' | 'validating' | 'valid' | 'invalid';

/** The message the spec's validation rules give when the user submits, or null when the submission may go ahead. */
export function submitDomainError(input: string, status: DomainInputStatus): string | null {
  const domain = normalizeDomain(input);
  if (domain === '') return DOMAIN_MESSAGES.submitEmpty;
  if (!isValidDomainFormat(domain)) return DOMAIN_MESSAGES.submitInvalid;
  if (status === 'validating') return DOMAIN_MESSAGES.submitValidating;
  return null;
}
