// The question-level rules: each reads one question (its text, and for a survey question its
// description, options and settings) and returns findings with the exact words, why they bias
// answers, and a rewrite of this question when one can be computed. English only.
//
// Sources for the explanations: Schuman, H. & Presser, S. (1981) Questions and Answers in Attitude
// Surveys; Bradburn, N., Sudman, S. & Wansink, B. (2004) Asking Questions; Krosnick, J. A. (1999)
// Survey research, Annual Review of Psychology 50; Krosnick, J. A. & Presser, S. (2010) Question and
// questionnaire design, Handbook of Survey Research; Tourangeau, R. & Yan, T. (2007) Sensitive
// questions in surveys, Psychological Bulletin 133; Tversky, A. & Kahneman, D. (1974) Judgment under
// uncertainty; Morwitz, V., Steckel, J. & Gupta, A. (2007) When do purchase intentions predict
// sales?, International Journal of Forecasting 23; Bradburn, N. & Miles, C. (1979) Vague quantifiers,
// Public Opinion Quarterly 43; Rasinski, K. (1989) The effect of question wording on public support
// for government spending, Public Opinion Quarterly 53; Pew Research Center, "Writing survey
// questions" (question wording guidance); Flesch, R. (1948).
import type { Question } from '../survey-definition';
import { BIAS_RULES, type Severity } from './catalogue';
import {
  ACRONYM_EXPANSIONS,
  ACTIONS,
  ASPECTS,
  CATCH_ALL,
  COMMON_ACRONYMS,
  CONTRACTIONS,
  DONT_KNOW_LABEL,
  EMPHASIS_WORDS,
  FIXED_PAIRS,
  INTENT_VERBS,
  JARGON_WITHOUT_PLAIN_WORD,
  KNOWLEDGE,
  LOADED,
  LOADED_AFTER_DETERMINER,
  NEGATIVE_MEANING,
  NEGATORS,
  PLAIN_WORDS,
  POLAR,
  PREFER_NOT_LABEL,
  QUALITIES,
  SENSITIVE,
  SOFTENER,
  SOMETIMES_USED,
  TIME_FRAME,
  VAGUE,
} from './lexicon';
import { readability, syllables } from './readability';
import type { Evidence, QuestionFinding } from './schema';
import { scaleKind, balancedLabels, type ScaleKind } from './scales';
import { capitalize, lowerFirst, matchesOf, removeSpan, sentencesOf, span, tidy, wordsOf, type Span, type Word } from './text';

/** One question as the rules read it. */
export interface QuestionSource {
  text: string;
  description: string;
  /** Choice, ranking or matrix column labels, in order. */
  options: string[];
  question: Question | null;
}

export interface RuleContext extends QuestionSource {
  words: Word[];
  /** The sentence that asks (the last one with a question mark, else the last one). */
  asking: Span;
  /** Whether the asking sentence (or the survey type) wants a yes or a no. */
  yesNo: boolean;
  /** Abbreviations spelled out in an earlier question. */
  defined: ReadonlySet<string>;
}

type Draft = Omit<QuestionFinding, 'title' | 'guide' | 'severity'> & { severity?: Severity };

export function finding(draft: Draft): QuestionFinding {
  const rule = BIAS_RULES[draft.rule];
  return { rule: draft.rule, title: rule.title, severity: draft.severity ?? rule.severity, evidence: draft.evidence, why: draft.why, rewrite: draft.rewrite, advice: draft.advice, guide: rule.guide };
}

const inQuestion = (s: Span): Evidence => ({ field: 'question', text: s.text, start: s.start, end: s.end });
const quote = (text: string) => `“${text}”`;
const AUX = /^\W*(?:do|does|did|is|are|was|were|have|has|had|can|could|would|will|should|shall|may|might|am)\b/i;
const WH = /^\W*(?:how|what|which|why|where|when|who|whom|whose)\b/i;

export function contextOf(source: QuestionSource, defined: ReadonlySet<string>): RuleContext {
  const sentences = sentencesOf(source.text);
  const asking = [...sentences].reverse().find((s) => s.text.includes('?')) ?? sentences[sentences.length - 1] ?? span(source.text, 0, source.text.length);
  return { ...source, words: wordsOf(source.text), asking, yesNo: source.question?.type === 'yes_no' || AUX.test(asking.text), defined };
}

/** "the app is easy to use" → "How easy or difficult is the app to use?"; null when the claim is not that shape. */
export function polarQuestion(claim: string): string | null {
  const m = /^(?<subject>.+?)\s+(?<verb>is|are|was|were)\s+(?:(?:very|really|quite|so|too|always)\s+)?(?<adj>[a-z]+)(?<rest>\s+to\s+[a-z]+(?:\s+[a-z]+)?)?\s*[.?!]?$/i.exec(claim.trim());
  if (!m?.groups) return null;
  const adj = m.groups.adj!.toLowerCase();
  if (!(adj in POLAR)) return null;
  const other = POLAR[adj];
  const subject = lowerFirst(m.groups.subject!);
  return other ? `How ${adj} or ${other} ${m.groups.verb} ${subject}${m.groups.rest ?? ''}?` : `How ${adj}, if at all, ${m.groups.verb} ${subject}${m.groups.rest ?? ''}?`;
}

const agreeOrDisagree = (claim: string) => polarQuestion(claim) ?? `How much do you agree or disagree that ${lowerFirst(claim.trim().replace(/[.?!]+$/, ''))}?`;

// ---------------------------------------------------------------------------------------------
// Leading wording

const NEGATIVE_QUESTION =
  /^\W*(?<hit>(?:don['’]t|do not|wouldn['’]t|would not|won['’]t|isn['’]t|is not|aren['’]t|doesn['’]t|shouldn['’]t|can['’]t|couldn['’]t)\s+(?:you|we|it|they|this|that)\s+(?<verb>agree|think|feel|believe|say|find|like|love|want|prefer|be|seem))\b(?<rest>[^?]*)/dgi;
const ISNT_IT_TRUE = /^\W*(?<hit>(?:isn['’]t|is not|wasn['’]t) it (?:true|clear|obvious|fair to say))(?:\s+that)?\b(?<rest>[^?]*)/dgi;
const TAG_QUESTION =
  /^(?<statement>[^?]+?),\s*(?<hit>right|correct|isn['’]t (?:it|that so)|wasn['’]t it|aren['’]t (?:they|you)|weren['’]t they|don['’]t you|didn['’]t you|doesn['’]t it|didn['’]t it|won['’]t you|wouldn['’]t you|no|yes|true|agreed)\s*\?\s*$/dgi;
const CONSENSUS =
  /\b(?<hit>(?:most|many|nearly all|almost all|the majority of|\d+\s?%\s+of)\s+(?:of\s+)?(?:people|users|customers|experts|doctors|parents|designers|developers|respondents|our (?:users|customers)|shoppers|readers|members)\s+(?:agree|say|think|believe|feel|prefer|like|love|use|recommend|choose|want|rate)s?|(?:everyone|everybody)\s+(?:agrees|knows|says|thinks|loves|likes|prefers|uses|wants)|(?:experts|doctors|dentists|scientists|research|studies|surveys)\s+(?:say|agree|show|shows|suggest|suggests|recommend|recommends|have shown|has shown|confirm|confirms)|as (?:you|we all|everyone) (?:know|knows)|it is (?:well )?known)\b(?:\s+that\b)?(?<claim>[^.?!]*)/dgi;
const PREMISE = /^\W*(?<hit>(?:given|considering|knowing|in light of the fact) (?:that|how) [^,?]+),\s*/dgi;
// "How easy…" opening the question or a clause of it (not "rank them by how useful they are").
const HOW_ADJECTIVE = /(?:^|[,:;]\s*|[.!?]\s+)\W*how\s+(?:very\s+)?(?<hit>[a-z]+)\b/dgi;
const HOW_MUCH_LIKE = /\b(?<hit>how much)\s+(?:do|did|does|would|have)\s+you\s+(?<verb>enjoy(?:ed)?|like[ds]?|love[ds]?|value[ds]?|appreciate[ds]?|trust(?:ed)?)\b/dgi;
const ELLIPTICAL = /^\W*(?:(?:do|don['’]t|would|wouldn['’]t|will|are|aren['’]t) you(?: agree| too| also)?|what about you|and you|agree)\W*$/i;

function leadingWording(ctx: RuleContext): Draft[] {
  const out: Draft[] = [];
  const { text, asking } = ctx;
  const rule = 'leading-wording' as const;
  const askingText = asking.text;
  const offset = asking.start;

  for (const { match, hit } of [...matchesOf(askingText, NEGATIVE_QUESTION), ...matchesOf(askingText, ISNT_IT_TRUE)]) {
    const verb = match.groups!.verb?.toLowerCase();
    const rest = match.groups!.rest!.trim().replace(/^that\s+/i, '');
    let rewrite: string[] = [];
    if (rest && (!verb || ['agree', 'think', 'feel', 'believe', 'say', 'find'].includes(verb))) rewrite = [tidy(text.slice(0, offset) + agreeOrDisagree(rest))];
    else if (rest && verb && ['like', 'love', 'want', 'prefer'].includes(verb)) rewrite = [tidy(`${text.slice(0, offset)}How much, if at all, do you ${verb === 'love' ? 'like' : verb} ${rest}?`)];
    else if (verb === 'be' && /^better\b/i.test(rest)) rewrite = [tidy(`${text.slice(0, offset)}Would it be better or worse ${rest.replace(/^better\s*/i, '')}?`)];
    out.push({
      rule,
      evidence: [inQuestion(span(text, offset + hit.start, offset + hit.end))],
      why: `${quote(hit.text)} tells the respondent which answer is expected: saying no means contradicting the question, so more people agree than hold the view (Schuman & Presser 1981 on leading and balanced forms).`,
      rewrite,
      advice: rewrite.length ? 'Ask it neutrally, naming both sides.' : `Drop ${quote(hit.text)} and ask the question neutrally, naming both sides (e.g. “better or worse”).`,
    });
  }

  for (const { match, hit } of matchesOf(askingText, TAG_QUESTION)) {
    const statement = match.groups!.statement!.trim();
    const rewrite = polarQuestion(statement) ?? `Do you think ${lowerFirst(statement)}, or not?`;
    out.push({
      rule,
      evidence: [inQuestion(span(text, offset + hit.start, offset + hit.end))],
      why: `Ending on ${quote(`, ${hit.text}?`)} asks the respondent to confirm the statement before it, not to give their own view; confirming is the easy answer.`,
      rewrite: [tidy(text.slice(0, offset) + rewrite)],
      advice: `Remove ${quote(`, ${hit.text}`)} and ask the question with both possible answers in it.`,
    });
  }

  const sentences = sentencesOf(text);
  for (const { match, hit } of matchesOf(text, CONSENSUS)) {
    const sentence = sentences.find((s) => s.start <= hit.start && hit.end <= s.end) ?? asking;
    const others = sentences.filter((s) => s.start !== sentence.start);
    const claim = match.groups!.claim!.trim();
    let rewrite: string[] = [];
    if (sentence.start !== asking.start && others.length > 0) {
      const remaining = others.map((s) => s.text).join(' ');
      if (ELLIPTICAL.test(remaining) && claim) {
        const verb = /\b(like|love|prefer|use|recommend|choose|want)s?\b/i.exec(hit.text)?.[1]?.toLowerCase();
        rewrite = [verb && verb !== 'use' && verb !== 'recommend' && verb !== 'choose' ? `How much, if at all, do you like ${claim}?` : agreeOrDisagree(claim)];
      } else if (!ELLIPTICAL.test(remaining)) rewrite = [tidy(remaining)];
    } else {
      // The appeal is a clause of the question itself: drop it up to its comma.
      const comma = text.indexOf(',', hit.end);
      if (comma !== -1 && comma < asking.end && text.slice(0, hit.start).trim().length <= 2) rewrite = [tidy(text.slice(comma + 1))];
    }
    out.push({
      rule,
      evidence: [inQuestion(hit)],
      why: `${quote(hit.text)} tells the respondent what others think before asking what they think; people conform to a stated majority or authority, so answers drift towards it.`,
      rewrite: rewrite.map(tidy),
      advice: `Delete ${quote(hit.text)}${claim ? ' and the claim it introduces' : ''}, and ask only for the respondent's own view.`,
    });
  }

  for (const { hit } of matchesOf(text, PREMISE)) {
    out.push({
      rule,
      evidence: [inQuestion(hit)],
      why: `The opening ${quote(hit.text)} is a premise the respondent must accept before answering; it frames the question so that one answer follows from it.`,
      rewrite: [tidy(text.slice(0, hit.start) + text.slice(hit.end).replace(/^,\s*/, ''))],
      advice: `Remove ${quote(hit.text)}; if the fact matters, ask about it in a question of its own.`,
    });
  }

  for (const { hit } of matchesOf(askingText, HOW_ADJECTIVE)) {
    const adj = hit.text.toLowerCase();
    if (!(adj in POLAR)) continue;
    const after = askingText.slice(hit.end, hit.end + 40);
    if (/^\s*,?\s*(?:or\b|if at all)/i.test(after)) continue;
    const other = POLAR[adj];
    const at = offset + hit.end;
    const rewrite = tidy(`${text.slice(0, at)}${other ? ` or ${other}` : ', if at all,'}${text.slice(at)}`);
    out.push({
      rule,
      severity: 'medium',
      evidence: [inQuestion(span(text, offset + hit.start, offset + hit.end))],
      why: `${quote(`How ${hit.text}`)} names only one end of the answer, which presumes the thing is ${adj} to some degree and nudges answers that way; naming both ends${other ? '' : ' or adding “if at all”'} lets either answer come naturally (Schuman & Presser 1981; Pew Research Center).`,
      rewrite: [rewrite],
      advice: other ? `Name both ends: “How ${adj} or ${other}…”.` : `Add “if at all”: “How ${adj}, if at all, …”.`,
    });
  }

  for (const { match, hit } of matchesOf(text, HOW_MUCH_LIKE)) {
    if (/^\s*,\s*if at all/i.test(text.slice(hit.end))) continue;
    const verb = match.groups!.verb!;
    let rewritten = `${text.slice(0, hit.end)}, if at all,${text.slice(hit.end)}`;
    if (/^love/i.test(verb)) rewritten = rewritten.replace(/\blove([ds]?)\b/i, 'like$1');
    out.push({
      rule,
      severity: 'medium',
      evidence: [inQuestion(span(text, hit.start, match.index + match[0].length))],
      why: `${quote(match[0])} presumes the respondent feels it to some degree; someone who does not has no natural answer.`,
      rewrite: [tidy(rewritten)],
      advice: '“How much, if at all, …” (Pew Research Center’s wording) leaves room for “not at all”.',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Loaded words

const DETERMINERS = new Set(['the', 'our', 'your', 'this', 'these', 'its', 'their', 'new', 'a', 'an', 'my']);
const LINKING = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'seem', 'seems', 'seemed', 'look', 'looks', 'feel', 'feels', 'felt', 'find', 'found', 'too']);

function loadedLanguage(ctx: RuleContext): Draft[] {
  const out: Draft[] = [];
  const { words, text } = ctx;
  words.forEach((word, i) => {
    const prev = words[i - 1]?.lower;
    const prev2 = words[i - 2]?.lower;
    const next = words[i + 1]?.lower;
    const loaded = LOADED.has(word.lower) || (LOADED_AFTER_DETERMINER.has(word.lower) && prev !== undefined && DETERMINERS.has(prev));
    if (!loaded) return;
    if (prev === 'how' || (prev === 'very' && prev2 === 'how')) return; // "How confusing…": the one-sided-scale check
    if (prev === 'or' || next === 'or') return; // a balanced pair: "clear or confusing"
    // A list of answers in the question ("excellent, good, fair or poor").
    if (/^\s*,/.test(text.slice(word.end)) && /\bor\b/i.test(text.slice(word.end, word.end + 60))) return;
    // "Are the fees excessive?", "…seem excessive": the word is what the question asks, not a description.
    const predicate = (prev !== undefined && LINKING.has(prev)) || /^\s*[?.!]?\s*$/.test(text.slice(word.end));
    out.push({
      rule: 'loaded-language',
      evidence: [inQuestion(word)],
      why: `${quote(word.text)} is the question’s judgement, not the respondent’s: answers move towards it, and anyone who disagrees must contradict the question first (Rasinski 1989: asking about “welfare” instead of “assistance to the poor” moved the share saying too little is spent by about 40 points).`,
      rewrite: predicate ? [] : [removeSpan(text, word.start, word.end)],
      advice: predicate
        ? `Replace ${quote(word.text)} with a neutral question that offers both sides, e.g. whether it is too much, too little or about right.`
        : `Delete ${quote(word.text)}; describe what is asked about in neutral words.`,
    });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Double-barreled

const CLAUSE_AND =
  /,?\s+(?<hit>and\s+(?:(?:what|why|how|when|where|which|who)\b|(?:was|were|is|are|did|do|does|would|will|have|has|can|could|should)\s+(?:it|you|they|the|this|that|your|there|he|she|we)\b))/dgi;
const AND_OR = /\b(?<a>[a-z]+)\s+(?<hit>and\/or)\s+(?<b>[a-z]+)\b/dgi;
const EVALUATES = /\b(?:satisf\w*|rate|rating|happy|pleased|quality|opinion|think of|feel about|important|good|compare|how well|how would you describe)\b/i;

function listPattern(items: ReadonlySet<string>): RegExp {
  const item = `(?:(?:the|its|their|our|your)\\s+)?(?:${[...items].join('|')})(?:\\s+to\\s+[a-z]+)?`;
  return new RegExp(`\\b(?<hit>${item}(?:(?:\\s*,\\s*(?:and\\s+)?|\\s+(?:and|&)\\s+)${item})+)\\b`, 'dgi');
}
const QUALITY_LIST = listPattern(QUALITIES);
const ASPECT_LIST = listPattern(ASPECTS);
const ACTION_LIST = new RegExp(`\\byou\\s+(?:[a-z]+ly\\s+)?${listPattern(ACTIONS).source.slice(2)}`, 'dgi');

/** The items of "A, B and C" (with their determiners), and whether "and" joins them. */
function listItems(list: string): { items: string[]; joined: boolean } {
  const items = list.split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/i).map((item) => item.trim());
  return { items, joined: /\s(?:and|&)\s/i.test(list) };
}

/** "the price and quality" → "the price", "the quality": the first item's determiner is shared. */
function withDeterminer(items: string[]): string[] {
  const determiner = /^(?:the|its|their|our|your)\s+/i.exec(items[0]!)?.[0];
  return items.map((item) => (determiner && !/^(?:the|its|their|our|your)\s/i.test(item) ? determiner + item : item));
}

function doubleBarreled(ctx: RuleContext): Draft[] {
  if (ctx.question?.type === 'long_text') return []; // an open prompt may ask for a story with several parts
  const out: Draft[] = [];
  const { text, asking } = ctx;
  const rule = 'double-barreled' as const;

  const asked = sentencesOf(text).filter((s) => s.text.trim().endsWith('?'));
  if (asked.length >= 2) {
    out.push({
      rule,
      evidence: asked.map(inQuestion),
      why: `This asks ${asked.length} questions at once; a respondent answers one of them (or a mix), and you cannot tell which.`,
      rewrite: asked.map((s) => tidy(s.text)),
      advice: 'Ask each question on its own.',
    });
    return out;
  }

  for (const { hit } of matchesOf(asking.text, CLAUSE_AND)) {
    if (!AUX.test(asking.text) && !WH.test(asking.text) && !/^\W*(?:please|tell|describe)\b/i.test(asking.text)) continue;
    const at = asking.start + hit.start;
    const first = text.slice(0, at).replace(/[\s,]+$/, '');
    const second = text.slice(at + 4);
    out.push({
      rule,
      evidence: [inQuestion(span(text, at, at + 3))],
      why: `${quote('and')} joins two questions (${quote(first.slice(asking.start).trim())} and ${quote(second.replace(/\?$/, '').trim())}); an answer can only speak to one of them, and you will not know which.`,
      rewrite: [tidy(`${first}?`), tidy(capitalize(second.trim()))],
      advice: `Split it at ${quote('and')} into two questions.`,
    });
  }

  const lists: Array<[RegExp, string, () => boolean]> = [
    [QUALITY_LIST, 'qualities', () => true],
    [ASPECT_LIST, 'aspects', () => EVALUATES.test(text)],
    [ACTION_LIST, 'actions', () => true],
  ];
  for (const [pattern, kind, applies] of lists) {
    for (const { hit } of matchesOf(text, pattern)) {
      const { items, joined } = listItems(hit.text);
      const bare = items.map((item) => item.replace(/^(?:the|its|their|our|your)\s+/i, '').replace(/\s+to\s+[a-z]+$/i, '').toLowerCase());
      if (!joined || new Set(bare).size < 2 || !applies()) continue;
      if (FIXED_PAIRS.has(hit.text.toLowerCase().replace(/\s+&\s+/, ' and ')) || FIXED_PAIRS.has(bare.join(' and '))) continue;
      if (bare.length === 2 && (POLAR[bare[0]!] === bare[1] || POLAR[bare[1]!] === bare[0])) continue;
      out.push({
        rule,
        evidence: [inQuestion(hit)],
        why: `${quote(hit.text)} asks about ${items.length} ${kind} in one answer; someone who rates one well and the other badly has no right answer, and a middle answer hides the difference.`,
        rewrite: withDeterminer(items).map((item) => tidy(text.slice(0, hit.start) + item + text.slice(hit.end))),
        advice: `Ask about ${items.map(quote).join(' and ')} in separate questions.`,
      });
    }
  }

  for (const { match, hit } of matchesOf(text, AND_OR)) {
    const start = match.index;
    const end = match.index + match[0].length;
    out.push({
      rule,
      evidence: [inQuestion(hit)],
      why: `${quote('and/or')} makes one answer stand for either thing or both, so a “yes” cannot be read.`,
      rewrite: [match.groups!.a!, match.groups!.b!].map((item) => tidy(text.slice(0, start) + item + text.slice(end))),
      advice: `Ask about ${quote(match.groups!.a!)} and ${quote(match.groups!.b!)} separately.`,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Double negatives

const CLAUSE_BREAK = /[,;:]|\b(?:because|although|though|while|whereas|but|unless|even if|even though)\b/gi;

/** "unlikely" → "likely", "impossible" → "possible". */
const positiveOf = (word: string) => word.replace(/^(?:un|in|im|ir|il)/i, '');

function isNegative(words: Word[], i: number): boolean {
  const w = words[i]!;
  const prev = words[i - 1]?.lower;
  const next = words[i + 1]?.lower;
  if (prev === 'or' || next === 'or') return false; // "agree or disagree", "yes or no", ", or not"
  if (w.lower === "don't" && next === 'know') return false;
  return NEGATORS.has(w.lower) || /n't$/.test(w.lower) || NEGATIVE_MEANING.has(w.lower);
}

function doubleNegative(ctx: RuleContext): Draft[] {
  const { text } = ctx;
  const out: Draft[] = [];
  // Clause boundaries: a pair of negatives counts only inside one clause.
  const breaks = [...text.matchAll(CLAUSE_BREAK)].map((m) => m.index);
  const clauseOf = (offset: number) => breaks.filter((b) => b < offset).length;
  const words = ctx.words;
  const negatives = words.map((_, i) => i).filter((i) => isNegative(words, i));
  for (let k = 0; k + 1 < negatives.length; k++) {
    const i = negatives[k]!;
    const j = negatives[k + 1]!;
    const a = words[i]!;
    const b = words[j]!;
    if (j - i > 7 || clauseOf(a.start) !== clauseOf(b.start)) continue;
    let rewrite: string[] = [];
    const positive = CONTRACTIONS[a.lower];
    if ((a.lower === 'not' || positive) && /^(?:un|in|im|ir|il)/.test(b.lower) && NEGATIVE_MEANING.has(b.lower) && j - i <= 3) {
      // Litotes: "not unlikely" → "likely", "Isn't it unusual" → "Is it usual".
      const head = positive ? `${text.slice(0, a.start)}${a.text.charAt(0) === a.text.charAt(0).toUpperCase() ? capitalize(positive) : positive}` : text.slice(0, a.start).replace(/\s+$/, '');
      rewrite = [tidy(`${head}${text.slice(a.end, b.start)}${positiveOf(b.text)}${text.slice(b.end)}`)];
    } else if (/^(?:oppose|against|disagree)$/.test(a.lower)) {
      const balanced = a.lower === 'oppose' ? 'support or oppose' : a.lower === 'against' ? 'for or against' : 'agree or disagree';
      let tail = text.slice(a.end);
      if (b.lower === 'not') tail = tail.replace(/\bnot\s+/i, '');
      else if (/n't$/.test(b.lower)) tail = tail.replace(b.text, CONTRACTIONS[b.lower] ?? b.text);
      if (b.lower === 'not' || /n't$/.test(b.lower)) rewrite = [tidy(`${text.slice(0, a.start)}${balanced}${tail}`)];
    }
    out.push({
      rule: 'double-negative',
      evidence: [inQuestion(a), inQuestion(b)],
      why: `${quote(a.text)} and ${quote(b.text)} negate each other: to answer, the respondent must work out that saying no means yes, and many get it wrong, so the answers mix up the two views.`,
      rewrite,
      advice: rewrite.length ? 'Ask about the positive case, naming both sides.' : `Reword so only one negative is left: drop ${quote(b.text)} or replace ${quote(a.text)} with its positive, and name both sides (e.g. “support or oppose”).`,
    });
    k++; // a negative belongs to one pair
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Absolutes

const ABSOLUTE = /\b(?<hit>always|never|every (?:time|single|day|week|month|morning|evening|night|weekend)|all the time|at all times|constantly|without exception)\b/dgi;

function absolute(ctx: RuleContext): Draft[] {
  if (!ctx.yesNo) return [];
  const { text, asking } = ctx;
  return matchesOf(asking.text, ABSOLUTE)
    .filter(({ hit }) => !/^\s*(?:,|or\b)/i.test(asking.text.slice(hit.end)) && !/(?:,|\bor)\s*$/i.test(asking.text.slice(0, hit.start)))
    .map(({ hit }) => {
      const at = asking.start + hit.start;
      const without = removeSpan(asking.text, hit.start, hit.end);
      const rewrite = AUX.test(asking.text) ? [tidy(`${text.slice(0, asking.start)}How often ${lowerFirst(without)}`)] : [];
      return {
        rule: 'absolute' as const,
        evidence: [inQuestion(span(text, at, at + hit.text.length))],
        why: `${quote(hit.text)} makes a yes true only without exception: almost everyone must answer no, including people who nearly always do it, so the answer says little.`,
        rewrite,
        advice: `Drop ${quote(hit.text)} and ask how often, with answers that name a frequency.`,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Hypothetical future behaviour

const VERBS = Object.keys(INTENT_VERBS).join('|');
const WOULD_YOU = new RegExp(
  `\\b(?<hit>(?:would|will|could|might)\\s+you\\s+(?:ever\\s+|still\\s+|actually\\s+|consider\\s+|be\\s+(?:willing|likely|interested|open|prepared)\\s+to\\s+|want\\s+to\\s+|like\\s+to\\s+)?(?<verb>${VERBS})|(?:would|will) you be interested in)\\b(?<rest>[^?]*)`,
  'dgi',
);
const HOW_LIKELY = new RegExp(`\\b(?<hit>how likely (?:(?:are you|would you be) to|is it that you(?:['’]d| would| will)?) (?<verb>${VERBS.replace('recommend|', '')}))\\b(?<rest>[^?]*)`, 'dgi');
const WOULD_PAY = /\b(?<hit>(?:how much|what) would you (?:be willing to |expect to )?(?<verb>pay|spend))\b(?<rest>[^?]*)/dgi;
const PLANS = new RegExp(`\\b(?<hit>(?:are|were) you (?:planning|going|likely|intending) to (?<verb>${VERBS})|do you (?:plan|intend|expect) to (?<verb2>${VERBS}))\\b(?<rest>[^?]*)`, 'dgi');
const NOT_YET_REAL = /\b(?:this|it|that|these|them|such|our new|the new|a product like)\b|\b(?:more|less) than\b/i;
const FUTURE_TIME = /\s*\b(?:(?:in|within|over|during) the (?:next|coming) [^?,]*|(?:next|this coming) (?:week|month|year)|in (?:the )?future|soon|again)\b/gi;

function hypothetical(ctx: RuleContext): Draft[] {
  if (ctx.question?.type === 'van_westendorp') return []; // a validated price method, hypothetical by design
  const { text } = ctx;
  const out: Draft[] = [];
  const seen: Span[] = [];
  for (const pattern of [WOULD_PAY, HOW_LIKELY, PLANS, WOULD_YOU]) {
    for (const { match, hit } of matchesOf(text, pattern)) {
      if (seen.some((s) => s.start < hit.end && hit.start < s.end)) continue; // "How much would you pay" is one finding
      seen.push(hit);
      const verb = (match.groups!.verb ?? match.groups!.verb2)?.toLowerCase();
      if (verb === 'use' && /^\s*to\s+(?:describe|explain|name|call|say|summari[sz]e)\b/i.test(match.groups!.rest!)) continue; // "words you would use to describe"
      const startsQuestion = text.slice(0, hit.start).trim() === '' || /[.!?]\s*$/.test(text.slice(0, hit.start));
      // A thing that does not exist yet ("this feature") cannot have been bought: no past-tense rewrite.
      const rest = match.groups!.rest!.replace(FUTURE_TIME, '').trim();
      let rewrite: string[] = [];
      if (verb && rest && startsQuestion && !NOT_YET_REAL.test(rest) && !/^\W*if\b/i.test(text)) {
        rewrite = [
          pattern === WOULD_PAY
            ? tidy(`${text.slice(0, hit.start)}In the past 12 months, how much have you spent ${rest.replace(/^for\b/i, 'on')}?`)
            : tidy(`${text.slice(0, hit.start)}In the past 12 months, have you ${INTENT_VERBS[verb]} ${rest}?`),
        ];
      }
      out.push({
        rule: 'hypothetical',
        evidence: [inQuestion(hit)],
        why: `${quote(hit.text)} asks for a prediction of the respondent’s own future behaviour; stated intentions overstate what people go on to do, most of all for new products (Morwitz, Steckel & Gupta 2007), and politeness towards the asker inflates them further.`,
        rewrite,
        advice: rewrite.length
          ? 'Ask what they have done, in a stated period.'
          : 'Ask about past behaviour instead: what they used or paid for the last time they had this need, in a stated period (e.g. “In the past 12 months, have you paid for …?”).',
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Acquiescence

const DO_YOU_AGREE =
  /\b(?<hit>(?:do|would|will)\s+you\s+agree|are you in agreement|to what extent do you agree)\b(?!\s+or\s+disagree)(?:\s+(?:with\s+(?:the\s+(?:following\s+)?statement|this)\s*(?:that\s*)?:?|that|with))?(?<claim>[^?]*)/dgi;
const STATEMENT_AGREE = /^(?<claim>[^?]+?)[.:]\s*(?<hit>(?:do you )?agree\s*\?)\s*$/dgi;

function acquiescence(ctx: RuleContext): Draft[] {
  const { text, question } = ctx;
  const out: Draft[] = [];
  const why = (words: string) =>
    `${quote(words)} asks for agreement with one side only; many respondents agree with whatever is put to them (acquiescence), more so those with less formal education and late in a long questionnaire, which inflates agreement (Krosnick 1999).`;
  for (const { match, hit } of [...matchesOf(text, DO_YOU_AGREE), ...matchesOf(text, STATEMENT_AGREE)]) {
    const claim = match.groups!.claim!.trim().replace(/^[:\s]+/, '');
    out.push({
      rule: 'acquiescence',
      evidence: [inQuestion(hit)],
      why: why(hit.text),
      rewrite: claim ? [tidy(agreeOrDisagree(claim))] : [],
      advice: claim ? 'Ask about the quality itself with both ends named, or at least name both sides of the agreement.' : `Replace ${quote(hit.text)} with a question about the thing itself, naming both possible answers.`,
    });
  }
  // A statement answered yes or no: "The checkout was easy."
  if (question?.type === 'yes_no' && !text.includes('?') && !AUX.test(text) && !WH.test(text)) {
    const claim = text.trim().replace(/[.!]+$/, '');
    const rewrite = polarQuestion(claim);
    out.push({
      rule: 'acquiescence',
      evidence: [inQuestion(span(text, 0, text.length))],
      why: `A statement answered yes or no invites a yes: respondents tend to confirm what is put to them (Krosnick 1999).`,
      rewrite: rewrite ? [rewrite] : [],
      advice: 'Ask it as a question with both ends named, and make it a rating question with both ends labelled.',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scales

const SCALE_RANGE = /\b(?<hit>(?:on )?a scale (?:of|from) (?<lo>\d+) (?:to|-|–) (?<hi>\d+))\b/dgi;
const SCALE_ANCHORED = /\b(?:where|with|and) \d+ (?:means|is|=|being|stands for)|\d+ being\b|\(\s*\d+\s*=|\d+\s*=\s*[a-z]/i;
const LABEL = String.raw`[A-Za-z][A-Za-z'’-]*(?: [A-Za-z][A-Za-z'’-]*){0,2}`;
const TEXT_LIST = new RegExp(String.raw`(?:[:,]|\bsay\b|\bbe\b|\bwas\b|\bis\b|\bwere\b|\bare\b)\s*(?<hit>(?:${LABEL},\s*){1,6}${LABEL},?\s+or\s+${LABEL})\s*\?\s*$`, 'dgi');

const endLabels = (dimension: string | null): [string, string] => {
  switch (dimension) {
    case 'satisfied':
      return ['Very dissatisfied', 'Very satisfied'];
    case 'easy':
      return ['Very difficult', 'Very easy'];
    case 'likely':
      return ['Not at all likely', 'Extremely likely'];
    case 'important':
      return ['Not at all important', 'Extremely important'];
    case 'useful':
      return ['Not at all useful', 'Extremely useful'];
    default:
      return ['Very poor', 'Very good'];
  }
};
const dimensionOf = (text: string) => /\b(satisfied|easy|likely|important|useful)\b/i.exec(text)?.[1]?.toLowerCase() ?? null;

function scales(ctx: RuleContext): Draft[] {
  const { text, question, options } = ctx;
  const out: Draft[] = [];
  const why = (kind: ScaleKind) =>
    `The answers offer ${kind.positive} favourable and ${kind.negative} unfavourable point${kind.negative === 1 ? '' : 's'}: the middle of the list is not the middle of opinion, so answers lean ${kind.positive > kind.negative ? 'favourable' : 'unfavourable'} (Krosnick & Presser 2010).`;
  const unbalanced = (labels: string[], evidence: Evidence[], fix: (balanced: string[]) => string[]) => {
    const kind = scaleKind(labels);
    if (!kind || kind.positive === kind.negative) return;
    const balanced = balancedLabels(labels);
    out.push({
      rule: 'unbalanced-scale',
      evidence,
      why: why(kind),
      rewrite: balanced ? fix(balanced) : [],
      advice: balanced ? `Offer a balanced scale: ${balanced.join(' / ')}.` : 'Offer as many unfavourable points as favourable ones, mirrored around a neutral middle.',
    });
  };

  if (question && (question.type === 'single_choice' || question.type === 'multiple_choice' || question.type === 'matrix')) {
    unbalanced(
      options,
      options.map((label, option) => ({ field: 'option' as const, text: label, start: 0, end: label.length, option })),
      () => [],
    );
  }
  if (question?.type === 'rating') {
    if (!question.lowLabel?.trim() || !question.highLabel?.trim()) {
      const [low, high] = endLabels(dimensionOf(text));
      out.push({
        rule: 'unlabeled-scale',
        evidence: [{ field: 'settings', text: `1 to ${question.points} with ${!question.lowLabel?.trim() && !question.highLabel?.trim() ? 'no end labels' : `no label at ${question.lowLabel?.trim() ? question.points : 1}`}` }],
        why: 'Without words at both ends, respondents decide for themselves what 1 and the top number mean (is 1 best or worst?), so the same answer means different things to different people.',
        rewrite: [],
        advice: `Label both ends, e.g. 1 = “${low}” and ${question.points} = “${high}”.`,
      });
    } else {
      const kind = scaleKind([question.lowLabel, question.highLabel], 2);
      if (kind && (kind.positive === 2 || kind.negative === 2 || kind.neutral > 0)) {
        const [low, high] = endLabels(dimensionOf(`${text} ${question.highLabel}`));
        out.push({
          rule: 'unbalanced-scale',
          evidence: [{ field: 'settings', text: `1 = “${question.lowLabel}”, ${question.points} = “${question.highLabel}”` }],
          why: `The ends “${question.lowLabel}” and “${question.highLabel}” are not opposites, so the scale has no room for the other side and answers lean towards it (Krosnick & Presser 2010).`,
          rewrite: [],
          advice: `Label the ends as opposites, e.g. “${low}” and “${high}”.`,
        });
      }
    }
  }
  if (!question) {
    for (const { match, hit } of matchesOf(text, SCALE_RANGE)) {
      if (SCALE_ANCHORED.test(text)) continue;
      const [low, high] = endLabels(dimensionOf(text));
      const lo = match.groups!.lo!;
      const hi = match.groups!.hi!;
      out.push({
        rule: 'unlabeled-scale',
        evidence: [inQuestion(hit)],
        why: `${quote(hit.text)} does not say what ${lo} and ${hi} mean, so respondents decide for themselves (is ${lo} best or worst?) and the same number means different things to different people.`,
        rewrite: [tidy(`${text.slice(0, hit.end)}, where ${lo} means “${low}” and ${hi} means “${high}”,${text.slice(hit.end)}`)],
        advice: `Say what both ends mean: ${lo} = “${low}”, ${hi} = “${high}”.`,
      });
    }
    for (const { hit } of matchesOf(text, TEXT_LIST)) {
      const labels = hit.text.split(/\s*,\s*(?:or\s+)?|\s+or\s+/i).filter(Boolean);
      unbalanced(labels, [inQuestion(hit)], (balanced) => [tidy(`${text.slice(0, hit.start)}${balanced.map((l) => l.toLowerCase()).slice(0, -1).join(', ')} or ${balanced[balanced.length - 1]!.toLowerCase()}?`)]);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Missing "Don't know", "Other", "Prefer not to say"

const CLOSED_TYPES = new Set(['single_choice', 'multiple_choice', 'yes_no', 'rating', 'likert', 'nps', 'number', 'ranking', 'matrix']);
const OPEN_SET_STEM = /^\W*(?:which|what|where|why|who|how did you (?:hear|find|learn|get|come))\b/i;

function missingOptions(ctx: RuleContext): Draft[] {
  const { question, text, description, options } = ctx;
  if (!question) return []; // pasted text has no answers to look at
  const out: Draft[] = [];
  const all = `${text} ${description}`;
  const hasLabel = (pattern: RegExp) => options.some((label) => pattern.test(label));

  const closed = CLOSED_TYPES.has(question.type);
  const sensitive = matchesOf(text, SENSITIVE)[0];
  if (sensitive && !question.allowPreferNot && !hasLabel(PREFER_NOT_LABEL) && (closed || question.required)) {
    out.push({
      rule: 'missing-prefer-not',
      evidence: [inQuestion(sensitive.hit)],
      why: `${quote(sensitive.hit.text)} is something many people would rather not disclose; without “Prefer not to say” they skip the survey, or give a more acceptable answer than the true one (Tourangeau & Yan 2007).`,
      rewrite: [],
      advice: 'Offer “Prefer not to say” (in the survey builder, under Answering for this question).',
    });
  }

  if ((question.type === 'single_choice' || question.type === 'multiple_choice') && !question.allowOther && OPEN_SET_STEM.test(text) && options.length >= 3 && !hasLabel(CATCH_ALL) && scaleKind(options) === null && !isOrdered(options)) {
    out.push({
      rule: 'missing-other',
      evidence: [{ field: 'settings', text: `${options.length} options, none of them “Other”` }],
      why: 'The list looks complete but cannot be: respondents whose answer is missing pick the nearest option, or none, and you never learn what the list lacks (Dillman, Smyth & Christian 2014).',
      rewrite: [],
      advice: 'Add “Other, please specify” (a setting of this question), unless the options really cover every possible answer.',
    });
  }

  if (!question.allowDontKnow && !question.showIf && !hasLabel(DONT_KNOW_LABEL) && ['single_choice', 'yes_no', 'rating', 'likert', 'matrix'].includes(question.type)) {
    const service = question.type === 'yes_no' ? undefined : matchesOf(text, SOMETIMES_USED)[0];
    const knowledge = matchesOf(all, KNOWLEDGE)[0];
    const hit = service ?? (knowledge && knowledge.hit.end <= text.length ? knowledge : undefined);
    if (hit && (question.type !== 'single_choice' || scaleKind(options) !== null || knowledge)) {
      out.push({
        rule: 'missing-dont-know',
        evidence: [inQuestion(hit.hit)],
        why: service
          ? `Not everyone has used ${quote(hit.hit.text)}; without “Don’t know” those who have not still pick a point on the scale, and their guesses are counted as opinions (Schuman & Presser 1981).`
          : `Someone who does not know has no honest answer here, so they guess, and guesses are counted as knowledge (Schuman & Presser 1981).`,
        rewrite: [],
        advice: service
          ? `Offer “Don’t know” (under Answering for this question), or show this question only to those who said they used ${hit.hit.text} (a show-if on an earlier question).`
          : 'Offer “Don’t know” (under Answering for this question).',
      });
    }
  }
  return out;
}

/** Options with an inherent order: numbers, ranges, sizes, periods. Their order is not arbitrary. */
export function isOrdered(options: string[]): boolean {
  const ordinal =
    /\d|\b(?:less|more|under|over|fewer|at least|up to|before|after|first|second|third|last|never|always|daily|weekly|monthly|yearly|annually|small|medium|large|low|high|none|all|most|some|few|many|once|twice|sometimes|often|rarely|days?|weeks?|months?|years?|hours?|minutes?|ago|today|yesterday)\b/i;
  return options.filter((label) => ordinal.test(label)).length >= Math.ceil(options.length / 2);
}

// ---------------------------------------------------------------------------------------------
// Social desirability

const DESIRABLE: Array<{ pattern: RegExp; needs?: RegExp; topic: string; softener: string }> = [
  { pattern: /\b(?<hit>vot(?:e|ed|ing))\b(?!\s+for\b)/dgi, needs: /\b(?:elections?|ballot|referendum|primar(?:y|ies)|midterms?|polls?)\b|registered to vote/i, topic: 'voting', softener: 'Many people don’t get a chance to vote in every election.' },
  { pattern: /\b(?<hit>exercis(?:e|ed|es|ing)|work(?:ed|s)? out(?!\s+(?:how|what|which|whether|why|where|when|the|a|an|that|if|your|their))|(?:go|went|going) to the gym|physical activity|physically active)\b/dgi, topic: 'exercise', softener: 'Many people find it hard to fit exercise into a busy week.' },
  { pattern: /\b(?<hit>donat(?:e|ed|es|ing)|donations?|g(?:i|a)ve to charity|charitable (?:giving|donations?|gifts?))\b/dgi, topic: 'giving', softener: 'Not everyone is in a position to give to charity.' },
  { pattern: /\b(?<hit>alcohol(?:ic drinks?)?|drinks? (?:of )?(?:alcohol|beer|wine|spirits)|binge drink(?:ing)?|drunk)\b/dgi, topic: 'drinking', softener: 'Many people drink more in some weeks than in others.' },
  { pattern: /\b(?<hit>smok(?:e|ed|es|ing)(?!\s+(?:alarm|detector)s?)|cigarettes?|vap(?:e|ed|es|ing))\b/dgi, topic: 'smoking', softener: 'Some people smoke and some don’t.' },
  { pattern: /\b(?<hit>recycl(?:e|ed|es|ing))\b/dgi, topic: 'recycling', softener: 'Many people find it hard to recycle everything.' },
  { pattern: /\b(?<hit>read (?:a |any )?books?|books? (?:did|do|have) you read)\b/dgi, topic: 'reading', softener: 'Many people find little time to read books.' },
  { pattern: /\b(?<hit>eat (?:healthily|healthy|well)|(?:fruits?|vegetables?|fruit and vegetables) (?:do|did) you eat|portions? of (?:fruit|vegetables)|fast food|junk food)\b/dgi, topic: 'eating', softener: 'Many people find it hard to eat as healthily as they would like.' },
  { pattern: /\b(?<hit>wash (?:your )?hands|floss(?:ed|ing)?|brush (?:your )?teeth)\b/dgi, topic: 'hygiene', softener: 'Many people skip this on busy days.' },
  { pattern: /\b(?<hit>(?:use|check|text on|look at) (?:your |a )?(?:phone|mobile)(?: phone)? (?:while|when) driving|drink and drive|(?:drove|drive|driving) after drinking|speeding|exceed(?:ed)? the speed limit|wear (?:a|your) seat ?belt)\b/dgi, topic: 'driving', softener: 'Many drivers bend the rules of the road now and again.' },
  { pattern: /\b(?<hit>volunteer(?:ed|ing)? (?:work|time|hours)|voluntary work|volunteered(?!\s+(?:for|to)\s+(?:a|an|the|our)\s+(?:interview|study|test|session|call|research)))\b/dgi, topic: 'volunteering', softener: 'Many people don’t have time to volunteer.' },
  { pattern: /\b(?<hit>attend (?:church|religious services|services)|go to church|church attendance)\b/dgi, topic: 'attendance', softener: 'Many people cannot attend religious services every week.' },
  { pattern: /\b(?<hit>read (?:the |our )?(?:terms(?: and conditions| of service)?|privacy policy))\b/dgi, topic: 'terms', softener: 'Many people don’t read terms and conditions in full.' },
];

function socialDesirability(ctx: RuleContext): Draft[] {
  const { text, description } = ctx;
  if (!/\byou(?:r)?\b/i.test(text)) return [];
  if (SOFTENER.test(text) || SOFTENER.test(description)) return [];
  for (const { pattern, needs, topic, softener } of DESIRABLE) {
    const hit = matchesOf(text, pattern)[0];
    if (!hit || (needs && !needs.test(text))) continue;
    if (topic === 'exercise' && /\b(?:the|this|that|each)\s+$/i.test(text.slice(0, hit.hit.start))) continue; // "the exercise" is a task
    return [
      {
        rule: 'social-desirability',
        evidence: [inQuestion(hit.hit)],
        why: `${capitalize(topic)} is judged by others: asked directly, people over-report what is approved of and under-report what is not; answering alone on a screen reduces this but does not remove it (Tourangeau & Yan 2007).`,
        rewrite: [tidy(`${softener} ${text}`)],
        advice: 'Make the less flattering answer easy to give: say first that it is common, and ask about a specific, recent period.',
      },
    ];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Jargon, abbreviations and readability

const ACRONYM = /\b(?<hit>(?:[A-Z][A-Z0-9&]{1,6}|\d[A-Z]{2,4})(?:s\b)?|SaaS|PaaS|IaaS)\b/dg;

/** Abbreviations spelled out in a text: "Net Promoter Score (NPS)", "NPS (Net Promoter Score)". */
export function definedAcronyms(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\(\s*([A-Z][A-Za-z0-9&]{1,7})\s*\)/g)) out.add(m[1]!.toUpperCase());
  for (const m of text.matchAll(/\b([A-Z][A-Za-z0-9&]{1,7})\s*\(\s*[A-Za-z][a-z]+(?:[\s-]+[A-Za-z][a-z]+)+\s*\)/g)) out.add(m[1]!.toUpperCase());
  return out;
}

function jargon(ctx: RuleContext): Draft[] {
  const { text, description, defined } = ctx;
  const out: Draft[] = [];
  const capsWords = ctx.words.filter((w) => /^[A-Z]{2,}$/.test(w.text)).length;
  const shouting = ctx.words.length > 0 && capsWords / ctx.words.length > 0.5;
  const local = new Set([...definedAcronyms(text), ...definedAcronyms(description)]);
  const seen = new Set<string>();
  if (!shouting) {
    for (const { hit } of matchesOf(text, ACRONYM)) {
      const key = hit.text.replace(/s$/, '').toUpperCase();
      const plainKey = hit.text.toUpperCase();
      if (seen.has(key) || COMMON_ACRONYMS.has(key) || EMPHASIS_WORDS.has(hit.text) || defined.has(key) || local.has(key) || local.has(plainKey)) continue;
      seen.add(key);
      const expansion = ACRONYM_EXPANSIONS[plainKey] ?? ACRONYM_EXPANSIONS[key];
      out.push({
        rule: 'jargon',
        evidence: [inQuestion(hit)],
        why: `${quote(hit.text)} is not spelled out; respondents who do not know it guess, or answer about something else.`,
        rewrite: expansion ? [tidy(`${text.slice(0, hit.start)}${expansion} (${hit.text})${text.slice(hit.end)}`)] : [],
        advice: expansion ? `Spell it out the first time: “${expansion} (${hit.text})”.` : `Spell out ${quote(hit.text)} the first time it appears, with the abbreviation in brackets after it.`,
      });
    }
  }
  const replaced: Span[] = [];
  let plain = text;
  for (const [pattern, word] of PLAIN_WORDS) {
    for (const m of text.matchAll(pattern)) replaced.push(span(text, m.index, m.index + m[0].length));
    plain = plain.replace(pattern, (found) => (found.charAt(0) === found.charAt(0).toUpperCase() ? capitalize(word) : word));
  }
  if (replaced.length > 0) {
    replaced.sort((a, b) => a.start - b.start);
    out.push({
      rule: 'jargon',
      evidence: replaced.map(inQuestion),
      why: `${replaced.map((s) => quote(s.text)).join(', ')} ${replaced.length === 1 ? 'is a' : 'are'} harder word${replaced.length === 1 ? '' : 's'} than the question needs; respondents who read slowly or in a second language skim or misread them (Federal Plain Language Guidelines 2011).`,
      rewrite: [tidy(plain)],
      advice: `Use the plain word${replaced.length === 1 ? '' : 's'}.`,
    });
  }
  for (const { hit } of matchesOf(text, JARGON_WITHOUT_PLAIN_WORD)) {
    out.push({
      rule: 'jargon',
      evidence: [inQuestion(hit)],
      why: `${quote(hit.text)} is professional jargon; respondents outside the profession read it differently or not at all.`,
      rewrite: [],
      advice: `Replace ${quote(hit.text)} with a description of what you mean in the respondent’s words.`,
    });
  }
  return out;
}

// A question this long or this dense is hard for anyone (Flesch 1948: below 30 is "very difficult",
// college-graduate level); short questions are exempt because one long word moves their score a lot.
export const READABILITY_MIN_WORDS = 15;
export const READABILITY_MIN_EASE = 30;
export const READABILITY_MAX_WORDS = 35;

function hardToRead(ctx: RuleContext): Draft[] {
  const r = readability(ctx.text);
  const dense = r.words >= READABILITY_MIN_WORDS && r.fleschReadingEase !== null && r.fleschReadingEase < READABILITY_MIN_EASE;
  const long = r.words > READABILITY_MAX_WORDS;
  if (!dense && !long) return [];
  const longWords = ctx.words.filter((w) => /[a-z]/i.test(w.text) && w.text.split('-').reduce((sum, part) => sum + syllables(part), 0) >= 4);
  return [
    {
      rule: 'readability',
      evidence: (longWords.length > 0 && dense ? longWords.slice(0, 6) : [span(ctx.text, 0, ctx.text.length)]).map(inQuestion),
      why: dense
        ? `Flesch reading ease ${r.fleschReadingEase} over ${r.words} words (below ${READABILITY_MIN_EASE} is “very difficult”, Flesch 1948): respondents who read less well answer a question they half understood.`
        : `${r.words} words in one question: respondents lose the start by the end, and answer the part they remember.`,
      rewrite: [],
      advice: dense ? `Use shorter words (${longWords.slice(0, 4).map((w) => quote(w.text)).join(', ') || 'the longest ones'}) and shorter sentences; aim for 60 or more.` : `Cut it to under ${READABILITY_MAX_WORDS} words: put context in the description, ask one thing in the question.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Vague quantifiers

function vagueQuantifier(ctx: RuleContext): Draft[] {
  const { text, description } = ctx;
  if (TIME_FRAME.test(text) || TIME_FRAME.test(description)) {
    // A period is given; "often" still varies, but "recently" and "lately" are then answered.
    return [];
  }
  const out: Draft[] = [];
  for (const { hit } of matchesOf(text, VAGUE)) {
    const before = text.slice(0, hit.start);
    const after = text.slice(hit.end);
    const word = hit.text.toLowerCase();
    if (/\b(?:how|more|most|less|least|as)\s+$/i.test(before)) continue; // "how often", "most often"
    if (/(?:,|\bor)\s*$/i.test(before) || /^\s*(?:,|or\b)/i.test(after)) continue; // a list of answers
    let rewrite: string[] = [];
    const without = removeSpan(text, hit.start, hit.end);
    const habit = /^(?<lead>(?:[^?]*?[.!]\s+)?)(?:do|does) you\s+(?<rest>[^?]+)\?$/i.exec(without);
    if (word === 'recently' || word === 'lately') rewrite = [tidy(`In the past 30 days, ${lowerFirst(without)}`)];
    else if (word.startsWith('in the past')) rewrite = [tidy(`${before}in the past 12 months${after}`)];
    else if (habit?.groups) rewrite = [tidy(`${habit.groups.lead}In the past 4 weeks, how many times did you ${habit.groups.rest}?`)];
    out.push({
      rule: 'vague-quantifier',
      evidence: [inQuestion(hit)],
      why: `${quote(hit.text)} means different amounts to different people (Bradburn & Miles 1979: what people mean by such words varies between people and with how common the behaviour is), and the question gives no period, so answers cannot be compared.`,
      rewrite,
      advice: `Replace ${quote(hit.text)} with a number and a period, e.g. “in the past 30 days” or “how many times in the past 4 weeks”.`,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Anchoring

const AMOUNT = String.raw`(?:[$€£¥]\s?\d[\d,.]*(?:\s?(?:k|m|bn))?|\d[\d,.]*\s?(?:%|percent|dollars?|euros?|pounds?|hours?|minutes?|days?|weeks?|months?|years?|times?|people|users|employees|apps?|items?|km|miles?|kg|lbs?)?)`;
const EXAMPLE_AMOUNT = new RegExp(String.raw`(?<hit>\(?\s*(?:e\.g\.,?|eg\.?|for example,?|for instance,?|such as|say,?)\s*(?:about |around |roughly )?${AMOUNT}(?:\s*(?:or|to|-|–)\s*${AMOUNT})?\s*\)?)`, 'dgi');
const APPROX_AMOUNT = new RegExp(String.raw`(?<hit>\(\s*(?:about|around|roughly|approximately|approx\.?|~)\s*${AMOUNT}\s*\))`, 'dgi');
const MORE_OR_LESS = new RegExp(String.raw`\b(?<hit>(?:more|less|higher|lower|above|below) or (?:more|less|higher|lower|above|below) than ${AMOUNT}|(?:above|below) or (?:above|below) ${AMOUNT})`, 'dgi');
const REFERENCE = /\b(?:average|typical|most people|most users|most customers|on average|usually|normally|the going rate|similar (?:apps|products|services|tools) (?:cost|charge))\b/i;
const ASKS_AMOUNT = /\b(?:how (?:much|many|long|often|old|far)|what (?:price|amount|percentage|share|number|budget)|estimate|at what price)\b/i;

function anchoring(ctx: RuleContext): Draft[] {
  const { text, question } = ctx;
  const asksAmount = ASKS_AMOUNT.test(text) || question?.type === 'number';
  const out: Draft[] = [];
  const why = (words: string) =>
    `${quote(words)} puts a number in front of the respondent before they give theirs; estimates are pulled towards a number seen first, even an arbitrary one (Tversky & Kahneman 1974).`;
  if (asksAmount) {
    for (const { hit: found } of [...matchesOf(text, EXAMPLE_AMOUNT), ...matchesOf(text, APPROX_AMOUNT)]) {
      const lead = found.text.length - found.text.trimStart().length;
      const hit = span(text, found.start + lead, found.end - (found.text.length - found.text.trimEnd().length));
      out.push({ rule: 'anchoring', evidence: [inQuestion(hit)], why: why(hit.text.trim()), rewrite: [removeSpan(text, hit.start, hit.end)], advice: `Remove ${quote(hit.text.trim())}; if respondents need help, say what to count, not how much.` });
    }
    for (const sentence of sentencesOf(text)) {
      if (sentence.start === ctx.asking.start || !REFERENCE.test(sentence.text) || !new RegExp(AMOUNT).test(sentence.text)) continue;
      out.push({
        rule: 'anchoring',
        evidence: [inQuestion(sentence)],
        why: why(sentence.text),
        rewrite: [tidy(text.slice(0, sentence.start) + text.slice(sentence.end))],
        advice: 'Remove the reference figure; ask for the respondent’s own amount without one.',
      });
    }
  }
  for (const { hit } of matchesOf(text, MORE_OR_LESS)) {
    out.push({ rule: 'anchoring', evidence: [inQuestion(hit)], why: why(hit.text), rewrite: [], advice: 'Ask for the amount itself (“How much …?”), with no figure to compare against.' });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

/** Every question-level rule, in the order findings are listed. */
export const QUESTION_RULES: Array<(ctx: RuleContext) => Draft[]> = [
  leadingWording,
  loadedLanguage,
  doubleBarreled,
  doubleNegative,
  absolute,
  hypothetical,
  acquiescence,
  scales,
  missingOptions,
  socialDesirability,
  vagueQuantifier,
  anchoring,
  jargon,
  hardToRead,
];

export function checkQuestionSource(source: QuestionSource, defined: ReadonlySet<string> = new Set()): QuestionFinding[] {
  const ctx = contextOf(source, defined);
  return QUESTION_RULES.flatMap((rule) => rule(ctx)).map(finding);
}
