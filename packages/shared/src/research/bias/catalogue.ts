// The rules of the question-bias check: each one's name, default severity and the guide that explains
// it. Guides live at /guides/biases/<slug> (a bias in how people answer) or /guides/methods/<slug>
// (a question-writing method). The slugs, one guide per row:
//
// | rule                   | guide                                        | source                                   |
// |------------------------|----------------------------------------------|------------------------------------------|
// | leading-wording        | /guides/biases/leading-questions             | Schuman & Presser 1981; Pew Research     |
// | loaded-language        | /guides/biases/loaded-language               | Schuman & Presser 1981; Rasinski 1989    |
// | double-barreled        | /guides/methods/double-barreled-questions    | Bradburn, Sudman & Wansink 2004          |
// | double-negative        | /guides/methods/double-negatives             | Bradburn, Sudman & Wansink 2004          |
// | absolute               | /guides/methods/absolute-questions           | Bradburn, Sudman & Wansink 2004          |
// | hypothetical           | /guides/biases/intention-behavior-gap        | Morwitz, Steckel & Gupta 2007            |
// | acquiescence           | /guides/biases/acquiescence-bias             | Krosnick 1999; Saris et al. 2010         |
// | unbalanced-scale       | /guides/methods/rating-scales                | Krosnick & Presser 2010                  |
// | unlabeled-scale        | /guides/methods/rating-scales                | Krosnick & Presser 2010                  |
// | missing-dont-know      | /guides/methods/answer-options               | Schuman & Presser 1981 (filtered forms)  |
// | missing-other          | /guides/methods/answer-options               | Dillman, Smyth & Christian 2014          |
// | missing-prefer-not     | /guides/methods/answer-options               | Tourangeau & Yan 2007                    |
// | social-desirability    | /guides/biases/social-desirability-bias      | Tourangeau & Yan 2007                    |
// | jargon                 | /guides/methods/plain-language               | Plain Language guidelines; Dillman 2014  |
// | readability            | /guides/methods/plain-language               | Flesch 1948                              |
// | vague-quantifier       | /guides/methods/vague-quantifiers            | Schaeffer 1991; Bradburn & Miles 1979    |
// | anchoring              | /guides/biases/anchoring                     | Tversky & Kahneman 1974                  |
// | general-after-specific | /guides/biases/question-order-effects        | Schuman & Presser 1981; Schwarz 1991     |
// | option-order           | /guides/biases/response-order-effects        | Krosnick & Alwin 1987                    |

export const BIAS_RULE_IDS = [
  'leading-wording',
  'loaded-language',
  'double-barreled',
  'double-negative',
  'absolute',
  'hypothetical',
  'acquiescence',
  'unbalanced-scale',
  'unlabeled-scale',
  'missing-dont-know',
  'missing-other',
  'missing-prefer-not',
  'social-desirability',
  'jargon',
  'readability',
  'vague-quantifier',
  'anchoring',
  'general-after-specific',
  'option-order',
] as const;
export type BiasRuleId = (typeof BIAS_RULE_IDS)[number];

export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface BiasRule {
  title: string;
  severity: Severity;
  guide: string;
  /** Whether it looks at a questionnaire (order) rather than one question. */
  level: 'question' | 'questionnaire';
}

export const BIAS_RULES: Record<BiasRuleId, BiasRule> = {
  'leading-wording': { title: 'Leading question', severity: 'high', guide: '/guides/biases/leading-questions', level: 'question' },
  'loaded-language': { title: 'Loaded word', severity: 'high', guide: '/guides/biases/loaded-language', level: 'question' },
  'double-barreled': { title: 'Double-barreled question', severity: 'high', guide: '/guides/methods/double-barreled-questions', level: 'question' },
  'double-negative': { title: 'Double negative', severity: 'high', guide: '/guides/methods/double-negatives', level: 'question' },
  absolute: { title: 'Absolute wording', severity: 'medium', guide: '/guides/methods/absolute-questions', level: 'question' },
  hypothetical: { title: 'Hypothetical future behaviour', severity: 'high', guide: '/guides/biases/intention-behavior-gap', level: 'question' },
  acquiescence: { title: 'Agreement asked for (acquiescence)', severity: 'medium', guide: '/guides/biases/acquiescence-bias', level: 'question' },
  'unbalanced-scale': { title: 'Unbalanced scale', severity: 'high', guide: '/guides/methods/rating-scales', level: 'question' },
  'unlabeled-scale': { title: 'Scale without end labels', severity: 'medium', guide: '/guides/methods/rating-scales', level: 'question' },
  'missing-dont-know': { title: 'No “Don’t know” answer', severity: 'medium', guide: '/guides/methods/answer-options', level: 'question' },
  'missing-other': { title: 'No “Other” answer', severity: 'low', guide: '/guides/methods/answer-options', level: 'question' },
  'missing-prefer-not': { title: 'No “Prefer not to say” on a sensitive question', severity: 'medium', guide: '/guides/methods/answer-options', level: 'question' },
  'social-desirability': { title: 'Socially desirable answer invited', severity: 'medium', guide: '/guides/biases/social-desirability-bias', level: 'question' },
  jargon: { title: 'Jargon or unexplained abbreviation', severity: 'low', guide: '/guides/methods/plain-language', level: 'question' },
  readability: { title: 'Hard to read', severity: 'low', guide: '/guides/methods/plain-language', level: 'question' },
  'vague-quantifier': { title: 'Vague quantifier without a time frame', severity: 'medium', guide: '/guides/methods/vague-quantifiers', level: 'question' },
  anchoring: { title: 'Anchor in the question', severity: 'high', guide: '/guides/biases/anchoring', level: 'question' },
  'general-after-specific': { title: 'General question after specific ones', severity: 'medium', guide: '/guides/biases/question-order-effects', level: 'questionnaire' },
  'option-order': { title: 'Fixed order of unordered options', severity: 'low', guide: '/guides/biases/response-order-effects', level: 'questionnaire' },
};
