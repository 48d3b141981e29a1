import type { Audit } from '../../types';

/** Link texts that say nothing about the destination, in English, German, Spanish and French. */
const GENERIC = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'more info',
  'more information',
  'details',
  'link',
  'this link',
  'this page',
  'continue',
  'hier',
  'hier klicken',
  'mehr',
  'weiterlesen',
  'mehr erfahren',
  'aquí',
  'haga clic aquí',
  'haz clic aquí',
  'leer más',
  'más',
  'ici',
  'cliquez ici',
  'lire la suite',
  'en savoir plus',
]);

/** Punctuation and arrows decorating "Read more →" or "[more]". */
const DECORATION = /[\s»«›‹→←>.…:!?()[\]"'“”-]+/g;

export function linkProblem(text: string, altName: string): string | null {
  const name = text || altName;
  if (!name) return 'Empty: the link has no text or accessible name';
  if (/^(https?:\/\/|www\.)\S+$/i.test(name)) return `Bare URL "${name}"`;
  // A descriptive aria-label rescues a generic visible text ("Read more" + aria-label="Read more about pricing").
  const generic = (s: string) => GENERIC.has(s.toLowerCase().replace(DECORATION, ' ').trim());
  if (generic(name) && (!altName || generic(altName))) return `Generic text "${name}"`;
  return null;
}

export const linkText: Audit<'LinkTexts'> = {
  meta: {
    id: 'link-text',
    category: 'usability',
    title: 'Links say where they go',
    failureTitle: 'Some links have generic, empty or bare-URL text',
    description:
      'People scan links and screen-reader users list them out of context; "click here", "read more", raw URLs and empty links give no idea of the destination.',
    recommendation: 'Write link text that names the destination or action, e.g. "Read the pricing guide" instead of "Read more".',
    guide: '/guides/cognitive-load',
    severity: 'moderate',
    // Advice, not a 2.4.4 failure: a link's purpose may come from its sentence, list item or heading
    // (ACT 5effbb), which this check does not read. Links without a name do fail 2.4.4 and 4.1.2;
    // axe-core's link-name rule (ACT c487ae) reports them as such.
    requiredArtifacts: ['LinkTexts'],
  },
  audit({ LinkTexts }) {
    if (LinkTexts.length === 0) return { outcome: 'not-applicable', explanation: 'No links on the page.' };
    const bad = LinkTexts.flatMap((l) => {
      const problem = linkProblem(l.text, l.altName);
      return problem ? [{ selector: l.selector, snippet: l.snippet, rect: l.rect, note: problem }] : [];
    });
    const score = 1 - bad.length / LinkTexts.length;
    const displayValue = `${bad.length} of ${LinkTexts.length} links not descriptive`;
    if (bad.length === 0) return { outcome: 'passed', score, displayValue };
    return { outcome: 'failed', score, displayValue, elements: bad };
  },
};
