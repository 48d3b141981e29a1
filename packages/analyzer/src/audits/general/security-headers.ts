import type { Audit } from '../../types';
import '../../gatherers/base/artifacts';

interface HeaderCheck {
  header: string;
  problem: (value: string | undefined, secure: boolean) => string | null;
}

/** HSTS shorter than this is below what browsers' preload lists accept and protects little. */
const MIN_HSTS_SECONDS = 15_552_000;

const CHECKS: HeaderCheck[] = [
  {
    header: 'strict-transport-security',
    problem(value, secure) {
      if (!secure) return null;
      if (!value) return 'missing';
      const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value)?.[1] ?? NaN);
      if (!Number.isFinite(maxAge)) return 'has no max-age';
      return maxAge < MIN_HSTS_SECONDS ? `max-age ${maxAge} is under 180 days` : null;
    },
  },
  { header: 'content-security-policy', problem: (value) => (value ? null : 'missing') },
  { header: 'x-content-type-options', problem: (value) => (value === undefined ? 'missing' : value.trim().toLowerCase() === 'nosniff' ? null : `"${value}" should be "nosniff"`) },
  {
    header: 'referrer-policy',
    problem: (value) => (value === undefined ? 'missing' : /unsafe-url|no-referrer-when-downgrade/i.test(value) ? `"${value}" leaks full URLs to other sites` : null),
  },
];

export const securityHeaders: Audit<'MainDocument'> = {
  meta: {
    id: 'security-headers',
    category: 'general',
    title: 'Security headers are set',
    failureTitle: 'Security headers are missing or weak',
    description: 'HSTS keeps browsers on https, a Content-Security-Policy limits the damage of injected scripts, X-Content-Type-Options stops MIME sniffing and Referrer-Policy keeps URLs private.',
    recommendation: 'Send Strict-Transport-Security: max-age=31536000; includeSubDomains, a Content-Security-Policy, X-Content-Type-Options: nosniff and Referrer-Policy: strict-origin-when-cross-origin.',
    guide: '/guides/general/security-headers',
    severity: 'moderate',
    requiredArtifacts: ['MainDocument'],
  },
  audit({ MainDocument }) {
    const secure = MainDocument.finalUrl.startsWith('https:');
    const headers = MainDocument.headers;
    // A CSP delivered in a meta tag is not visible here; only the header is judged.
    const problems = CHECKS.map((check) => ({ header: check.header, problem: check.problem(headers[check.header], secure) })).filter((entry) => entry.problem !== null);
    const applicable = CHECKS.filter((check) => secure || check.header !== 'strict-transport-security').length;
    const score = (applicable - problems.length) / applicable;
    if (problems.length === 0) return { outcome: 'passed', displayValue: `${applicable} of ${applicable} headers` };
    return {
      outcome: 'failed',
      score,
      displayValue: problems.map((entry) => `${entry.header} ${entry.problem}`).join('; '),
      details: { problems },
    };
  },
};
