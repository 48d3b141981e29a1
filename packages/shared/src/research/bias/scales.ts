// Which way answer labels point: favourable, unfavourable or neutral, so a scale's balance can be
// counted (Krosnick & Presser 2010: a balanced scale has as many points on each side of its middle).

export interface ScaleKind {
  positive: number;
  negative: number;
  neutral: number;
}

type Pole = 'positive' | 'negative' | 'neutral' | 'aside' | 'unipolar' | null;

const ASIDE = /\b(?:don['’]t know|do not know|not sure|unsure|prefer not|rather not|n\/a|not applicable|does not apply|other|no answer|can['’]t say)\b/i;
// Frequencies and amounts run from none to a lot: one-sided by nature, not unbalanced.
const UNIPOLAR =
  /^(?:never|rarely|seldom|sometimes|occasionally|often|frequently|usually|always|very often|almost never|almost always|most of the time|some of the time|hardly ever|a great deal|a lot|a fair amount|some|a little|not much|not too much|not at all|none|none at all|only a little|quite a bit|somewhat)$/i;
const NEUTRAL = /\b(?:neither|neutral|no opinion|about the same|mixed|average|okay|ok|so-so|fair|undecided|indifferent|no difference)\b/i;
const NEGATIVE =
  /\b(?:only fair|poor|bad|terrible|awful|horrible|dissatisfied|unsatisfied|unhappy|difficult|hard|useless|unhelpful|disagree|unlikely|unimportant|hate|dislike|worse|worst|negative|disapprove|oppose|unfavou?rable|inadequate|weak|slow|unreliable|unacceptable|disappointed|not|never)\b|n['’]t\b/i;
const POSITIVE =
  /\b(?:excellent|very good|good|great|outstanding|superb|exceptional|satisfied|happy|pleased|easy|useful|helpful|agree|likely|important|love|like|better|best|positive|approve|support|favou?rable|adequate|strong|fast|reliable|acceptable|perfect|amazing|fantastic|wonderful)\b/i;
const DEGREE = /\b(?:not at all|not very|not too|not|slightly|somewhat|moderately|fairly|quite|very|extremely|completely|a little|really|totally)\b/gi;

function poleOf(label: string): Pole {
  const text = label.trim();
  if (ASIDE.test(text)) return 'aside';
  if (UNIPOLAR.test(text)) return 'unipolar';
  if (/\bonly fair\b/i.test(text)) return 'negative';
  if (NEUTRAL.test(text)) return 'neutral';
  if (NEGATIVE.test(text)) return 'negative';
  if (POSITIVE.test(text)) return 'positive';
  return null;
}

/**
 * The balance of a bipolar scale (at least `min` labels that point one way or are its middle); null
 * when the labels are not such a scale: categories, frequencies, or a unipolar scale whose labels
 * are degrees of one word ("Not at all useful" … "Extremely useful").
 */
export function scaleKind(labels: string[], min = 3): ScaleKind | null {
  const poles = labels.map(poleOf).filter((pole) => pole !== 'aside');
  const kind = { positive: 0, negative: 0, neutral: 0 };
  for (const pole of poles) if (pole === 'positive' || pole === 'negative' || pole === 'neutral') kind[pole]++;
  const polar = kind.positive + kind.negative + kind.neutral;
  if (polar < min || polar < 0.75 * poles.length || poles.filter((pole) => pole === 'unipolar').length > 1) return null;
  // The label's head, before any explanation in brackets or after a colon ("Not disappointed (it isn't really that useful)").
  const head = (label: string) => label.split(/[(:—–]/)[0]!;
  const cores = new Set(labels.filter((label) => !ASIDE.test(label)).map((label) => head(label).toLowerCase().replace(DEGREE, '').replace(/[^a-z]+/g, ' ').trim()));
  if (cores.size === 1 && labels.length >= 3) return null;
  return kind;
}

const BALANCED: Array<[RegExp, string[]]> = [
  [/satisf/i, ['Very satisfied', 'Somewhat satisfied', 'Neither satisfied nor dissatisfied', 'Somewhat dissatisfied', 'Very dissatisfied']],
  [/agree/i, ['Strongly agree', 'Agree', 'Neither agree nor disagree', 'Disagree', 'Strongly disagree']],
  [/easy|difficult/i, ['Very easy', 'Somewhat easy', 'Neither easy nor difficult', 'Somewhat difficult', 'Very difficult']],
  [/likely/i, ['Very likely', 'Somewhat likely', 'Neither likely nor unlikely', 'Somewhat unlikely', 'Very unlikely']],
  [/helpful/i, ['Very helpful', 'Somewhat helpful', 'Neither helpful nor unhelpful', 'Somewhat unhelpful', 'Very unhelpful']],
  [/good|excellent|great|poor|bad/i, ['Very good', 'Good', 'Neither good nor poor', 'Poor', 'Very poor']],
];

/** A balanced five-point version of a scale's labels, in the same direction; null when its dimension is not known. */
export function balancedLabels(labels: string[]): string[] | null {
  const joined = labels.join(' ');
  const match = BALANCED.find(([pattern]) => pattern.test(joined));
  if (!match) return null;
  const first = labels.map(poleOf).find((pole) => pole === 'positive' || pole === 'negative');
  return first === 'negative' ? [...match[1]].reverse() : match[1];
}
