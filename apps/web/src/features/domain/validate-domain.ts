import { DOMAIN_MESSAGES } from '@sightline/shared';
import { apiRequest, HttpError } from '../../lib/api';

export interface DomainValidationResult {
  valid: boolean;
  message: string;
  /** When valid: the page an analysis would start on, as the server found it (scheme and typed path). */
  url: string | null;
}

/** Where the input sits decides the wording: the exit-intent modal has its own two messages (the spec's error catalogue). */
export type DomainInputContext = 'page' | 'modal';

interface ValidateResponse {
  success: boolean;
  valid: boolean;
  message?: string;
  url?: string;
}

/**
 * Server check of the spec's calls, mapped to the messages of its error catalogue; never throws. `domain`
 * may carry the path of the page to start on ("example.com/docs"): the answer then names that page.
 */
export async function validateDomainOnServer(domain: string, context: DomainInputContext, signal: AbortSignal): Promise<DomainValidationResult> {
  try {
    const response = await apiRequest<ValidateResponse>('POST', '/api/domain-validation/validate', { body: { domain }, signal });
    if (response.valid) return { valid: true, message: response.message ?? '', url: response.url ?? null };
    if (context === 'modal') return { valid: false, message: DOMAIN_MESSAGES.modalUnreachable, url: null };
    return { valid: false, message: response.message || DOMAIN_MESSAGES.validationFailed, url: null };
  } catch (error) {
    if (error instanceof HttpError) return { valid: false, message: error.message || DOMAIN_MESSAGES.validationFailed, url: null };
    return { valid: false, message: context === 'modal' ? DOMAIN_MESSAGES.modalCheckError : DOMAIN_MESSAGES.validationNetwork, url: null };
  }
}
