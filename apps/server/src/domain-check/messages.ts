import { DOMAIN_MESSAGES } from '@sightline/shared';

// Messages of POST /api/domain-validation/validate beyond the shared format messages.
export const DOMAIN_CHECK_MESSAGES = {
  valid: 'Domain is valid and reachable',
  notFound: 'Domain not found. Please check the spelling.',
  privateAddress: 'This domain points to a private or local network address, which cannot be analyzed.',
  unreachable: DOMAIN_MESSAGES.modalUnreachable,
} as const;
