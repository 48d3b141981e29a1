// What the deceptive-design audits share: the rules they cite and the classifier's verdict on each
// text segment, computed once per page load.
import { classify, type Classification, type DarkPatternCategory } from '../../deceptive/classify';
import type { TextSegment } from '../../gatherers/deceptive/text-segments';
import type { AuditResult, ElementRef } from '../../types';

const DSA = { title: 'EU Digital Services Act (Regulation (EU) 2022/2065), Article 25: online interface design and organisation', url: 'https://eur-lex.europa.eu/eli/reg/2022/2065/oj' };
const EDPB = { title: 'EDPB Guidelines 03/2022 on deceptive design patterns in social media platform interfaces', url: 'https://www.edpb.europa.eu/our-work-tools/our-documents/guidelines/guidelines-032022-deceptive-design-patterns-social-media_en' };
const FTC = { title: 'US FTC staff report "Bringing Dark Patterns to Light" (2022)', url: 'https://www.ftc.gov/reports/bringing-dark-patterns-light' };
const UCPD = { title: 'EU Unfair Commercial Practices Directive 2005/29/EC, Annex I no. 7 (false limited-time claims)', url: 'https://eur-lex.europa.eu/eli/dir/2005/29/oj' };
const CRD = { title: 'EU Consumer Rights Directive 2011/83/EU, Article 22 (no pre-ticked boxes for extra payments)', url: 'https://eur-lex.europa.eu/eli/dir/2011/83/oj' };
const CRD_PRICE = { title: 'EU Consumer Rights Directive 2011/83/EU, Article 6(1)(e) (the total price, with every additional charge, before the contract)', url: 'https://eur-lex.europa.eu/eli/dir/2011/83/oj' };
const DSA_ADS = { title: 'EU Digital Services Act (Regulation (EU) 2022/2065), Article 26: advertisements identifiable as such, clearly and unambiguously', url: 'https://eur-lex.europa.eu/eli/reg/2022/2065/oj' };
const UCPD_ADVERTORIAL = { title: 'EU Unfair Commercial Practices Directive 2005/29/EC, Annex I no. 11 (paid promotion presented as editorial content)', url: 'https://eur-lex.europa.eu/eli/dir/2005/29/oj' };
const PLANET49 = { title: 'CJEU C-673/17 Planet49 (2019): a pre-ticked box is not valid consent', url: 'https://curia.europa.eu/juris/liste.jsf?num=C-673/17' };

/** Every finding cites these; some add what speaks to their pattern in particular. */
export const REFERENCES = {
  common: [DSA, EDPB, FTC],
  urgency: [DSA, FTC, UCPD, EDPB],
  preTicked: [CRD, PLANET49, DSA, EDPB, FTC],
  consent: [PLANET49, EDPB, DSA, FTC],
  hiddenCosts: [CRD_PRICE, DSA, EDPB, FTC],
  ads: [DSA_ADS, UCPD_ADVERTORIAL, DSA, EDPB, FTC],
} as const;

const verdicts = new WeakMap<readonly TextSegment[], Classification[]>();

/** The classifier's verdict on each segment, in order; classified once per artifact. */
export function classified(segments: readonly TextSegment[]): Classification[] {
  let result = verdicts.get(segments);
  if (!result) {
    result = segments.map((segment) => classify(segment.text));
    verdicts.set(segments, result);
  }
  return result;
}

/** The segments the classifier puts in `category`, as finding elements that quote them. */
export function segmentsOf(segments: readonly TextSegment[], category: DarkPatternCategory, keep: (segment: TextSegment) => boolean = () => true): Array<{ segment: TextSegment; element: ElementRef; confidence: number }> {
  const verdict = classified(segments);
  return segments.flatMap((segment, index) => {
    const { category: found, confidence } = verdict[index] ?? classify(segment.text);
    return found === category && keep(segment) ? [{ segment, element: { ...segment.element, note: `“${segment.text}”` }, confidence }] : [];
  });
}

/** A text audit's result: passed without hits; failed with each text quoted, its pattern and the bias it plays on. */
export function textResult(hits: ReturnType<typeof segmentsOf>, segments: number, what: { pattern: string; bias: string }): AuditResult {
  if (hits.length === 0) return { outcome: 'passed', details: { segments } };
  return {
    outcome: 'failed',
    elements: hits.map((hit) => hit.element),
    displayValue: `${hits.length} text${hits.length === 1 ? '' : 's'}`,
    details: { ...what, texts: hits.map((hit) => ({ text: hit.segment.text, selector: hit.element.selector, confidence: hit.confidence })) },
  };
}
