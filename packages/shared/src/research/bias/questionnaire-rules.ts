// Rules that look at the questionnaire as a whole: the order of its questions and of their options.
import { BIAS_RULES, type BiasRuleId } from './catalogue';
import { CATCH_ALL, POLAR, QUALITIES } from './lexicon';
import { isOrdered, type QuestionSource } from './question-rules';
import { scaleKind } from './scales';
import type { QuestionnaireFinding } from './schema';
import { matchesOf, wordsOf, type Span } from './text';

type Draft = Omit<QuestionnaireFinding, 'title' | 'guide' | 'severity'>;
const finding = (draft: Draft & { rule: BiasRuleId }): QuestionnaireFinding => {
  const rule = BIAS_RULES[draft.rule];
  return { ...draft, title: rule.title, severity: rule.severity, guide: rule.guide };
};

// The part-whole effect is about judgements (Schwarz, Strack & Mai 1991: life, then marriage,
// satisfaction): both questions must evaluate something, not count it ("How often do you use…").
const EVALUATES = new RegExp(`\\b(?:satisf\\w*|dissatisf\\w*|rate|rating|opinion|think of|feel about|quality|how (?:well|good|${Object.keys(POLAR).join('|')}))\\b`, 'i');
// Identity questions have a conventional order and an answer the respondent knows: primacy barely applies.
const IDENTITY = /\b(?:gender|sex|ethnic\w*|race|racial|religio\w*|marital|country|state|region|industry|job|role|occupation|education|language|nationality)\b/i;
const GENERAL = /\b(?<hit>overall|in general|generally|as a whole|all things considered|all in all|taking everything into account|on the whole|altogether)\b/dgi;
const STOP = new Set(
  (
    'a an the and or but of to in on at for with about from by as into than then so is are was were be been being do does did done have has had will would could should can may might ' +
    'how what which why where when who whom whose you your yours we our us i me my it its this that these those they them their there here if not no yes very much many more most ' +
    'all any some each every overall general generally whole thing things considered everything account taking rate rating rated think feel say describe like please scale extent ' +
    'experience opinion quality satisfaction level one get got use used using time way well best better worse worst part'
  ).split(' '),
);
const EVALUATIVE = new Set([...Object.keys(POLAR), ...Object.values(POLAR).filter((w): w is string => w !== null), ...QUALITIES]);

const stem = (word: string) => {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('s') && !w.endsWith('ss') && w.length > 3) return w.slice(0, -1);
  return w;
};

/** What a question is about: its content words, stemmed, without question and rating words. */
function topics(text: string): Map<string, Span[]> {
  const out = new Map<string, Span[]>();
  for (const word of wordsOf(text)) {
    if (!/^[a-z][a-z'’-]*$/i.test(word.text) || STOP.has(word.lower) || EVALUATIVE.has(word.lower) || word.lower.length < 3) continue;
    const key = stem(word.text);
    if (STOP.has(key) || EVALUATIVE.has(key)) continue;
    out.set(key, [...(out.get(key) ?? []), word]);
  }
  return out;
}

const quote = (text: string) => `“${text}”`;
const ev = (question: number, s: Span) => ({ question, field: 'question' as const, text: s.text, start: s.start, end: s.end });

function generalAfterSpecific(sources: readonly QuestionSource[]): QuestionnaireFinding[] {
  const out: QuestionnaireFinding[] = [];
  const general = sources.map((source) => matchesOf(source.text, GENERAL)[0]?.hit ?? null);
  sources.forEach((source, gi) => {
    const hit = general[gi];
    if (!hit || !EVALUATES.test(source.text)) return;
    const topic = topics(source.text);
    if (topic.size === 0) return;
    const earlier: Array<{ index: number; shared: Span[] }> = [];
    for (let j = 0; j < gi; j++) {
      if (general[j] || !EVALUATES.test(sources[j]!.text)) continue;
      // On the same topic: everything the general question is about, and something more (the part).
      const theirs = topics(sources[j]!.text);
      const shared = [...topic.keys()].filter((key) => theirs.has(key));
      if (shared.length === topic.size && theirs.size > shared.length) earlier.push({ index: j, shared: shared.flatMap((key) => theirs.get(key)!) });
    }
    if (earlier.length === 0) return;
    const first = earlier[0]!.index;
    // What the general question is about, as it says it: "the mobile banking app".
    const spans = [...topic.values()].flat();
    const about = source.text.slice(Math.min(...spans.map((s) => s.start)), Math.max(...spans.map((s) => s.end)));
    out.push(
      finding({
        rule: 'general-after-specific',
        questions: [...earlier.map((e) => e.index), gi],
        evidence: [...earlier.flatMap((e) => e.shared.map((s) => ev(e.index, s))), ev(gi, hit)],
        why: `Question ${gi + 1} asks about ${quote(about)} as a whole (${quote(hit.text)}) after ${earlier.length === 1 ? `question ${first + 1} asked` : `questions ${earlier.map((e) => e.index + 1).join(', ')} asked`} about a part of it: respondents then fold in, or leave out, what they just rated, so the general answer depends on what came before (Schuman & Presser 1981; Schwarz, Strack & Mai 1991).`,
        advice: `Ask question ${gi + 1} before question ${first + 1}.`,
      }),
    );
  });
  return out;
}

function optionOrder(sources: readonly QuestionSource[]): QuestionnaireFinding[] {
  const out: QuestionnaireFinding[] = [];
  sources.forEach((source, index) => {
    const q = source.question;
    if (!q || (q.type !== 'single_choice' && q.type !== 'multiple_choice' && q.type !== 'ranking') || q.randomize || IDENTITY.test(q.title)) return;
    const options = source.options.filter((label) => !CATCH_ALL.test(label));
    if (options.length < (q.type === 'ranking' ? 3 : 4) || scaleKind(options) !== null || isOrdered(options)) return;
    const first = source.options[0]!;
    out.push(
      finding({
        rule: 'option-order',
        questions: [index],
        evidence: [{ question: index, field: 'option', text: first, start: 0, end: first.length, option: 0 }],
        why: `These ${options.length} options have no natural order, yet every respondent sees ${quote(first)} first: options read on a screen are picked more often near the top of a list (primacy; Krosnick & Alwin 1987), so the fixed order shifts the counts.`,
        advice: `Shuffle the options of question ${index + 1} for each respondent (a setting of the question).`,
      }),
    );
  });
  return out;
}

export function checkOrder(sources: readonly QuestionSource[]): QuestionnaireFinding[] {
  return [...generalAfterSpecific(sources), ...optionOrder(sources)];
}
