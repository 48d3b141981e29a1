import { FIELD_MESSAGES as M, FIELD_NAMES } from './messages';

/** A TypeBox validation error, as Fastify attaches it (`request.validationError.validation`). */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

export interface EnquiryProblem {
  field: string;
  message: string;
}

const FIELD_ORDER = Object.keys(FIELD_NAMES);

function messageFor(field: string, issue: ValidationIssue): string {
  switch (issue.keyword) {
    case 'maxLength':
      return M.tooLong(field, Number(issue.params?.limit));
    case 'format':
    case 'pattern':
      if (field === 'email') return M.email;
      if (field === 'details.link') return M.link;
      if (field === 'details.timeZone') return M.timeZone;
      return issue.keyword === 'pattern' && (issue.params?.pattern === '\\S') ? M.missing(field) : M.invalid(field);
    case 'minLength':
    case 'required':
      return field === 'kind' || field === 'details.partnershipType' || field === 'details.teamSize' ? M.choose(field) : M.missing(field);
    case 'enum':
      return M.choose(field);
    default:
      return M.invalid(field);
  }
}

/**
 * One message a person can act on per field, in the order the form shows them. A missing
 * property and an unexpected one are reported on the field itself, not on the object around it.
 */
export function enquiryProblems(issues: ValidationIssue[], prefix = ''): EnquiryProblem[] {
  const problems = new Map<string, string>();
  for (const issue of issues) {
    const at = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const base = prefix === '' ? at : at === '' ? prefix : `${prefix}.${at}`;
    if (issue.keyword === 'required') {
      for (const name of (issue.params?.requiredProperties as string[] | undefined) ?? []) {
        const field = base === '' ? name : `${base}.${name}`;
        if (!problems.has(field)) problems.set(field, messageFor(field, issue));
      }
    } else if (issue.keyword === 'additionalProperties') {
      for (const name of (issue.params?.additionalProperties as string[] | undefined) ?? []) {
        const field = base === '' ? name : `${base}.${name}`;
        if (!problems.has(field)) problems.set(field, M.notOnForm(field));
      }
    } else if (issue.keyword === 'type' && base === '') {
      problems.set('', M.notAnObject);
    } else if (issue.keyword !== 'boolean' && issue.keyword !== 'const' && !problems.has(base)) {
      // `boolean` repeats an additionalProperties refusal; `const` is one branch of a union.
      problems.set(base, messageFor(base, issue));
    }
  }
  const rank = (field: string) => {
    const index = FIELD_ORDER.indexOf(field);
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return [...problems].map(([field, message]) => ({ field, message })).sort((a, b) => rank(a.field) - rank(b.field));
}

/** The sentence shown above the form: the first problem, and how many more there are. */
export function problemsSummary(problems: EnquiryProblem[]): string {
  const first = problems[0]?.message ?? M.notAnObject;
  return problems.length > 1 ? M.fixMany(first, problems.length) : M.fixOne(first);
}
