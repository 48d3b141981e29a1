import type { Audit } from '../../types';
import { FORMULAS, textStats } from './readability-formulas';

/** Too little prose makes reading-ease formulas meaningless. */
const MIN_WORDS = 100;
/** Below 50 the scales read "fairly difficult" and worse: college level. */
const MIN_EASE = 50;
/** Paragraphs shorter than this are too short to score on their own when pointing at the hardest ones. */
const MIN_PARAGRAPH_WORDS = 20;

export const readability: Audit<'MainText'> = {
  meta: {
    id: 'readability',
    category: 'usability',
    title: 'The main text is easy to read',
    failureTitle: 'The main text is hard to read',
    description:
      'Long sentences and long words slow every reader and lose many: most visitors skim. The score is a reading-ease formula for the page language (Flesch for English, Amstad for German, Fernández-Huerta for Spanish, Kandel–Moles for French, Flesch–Vacca for Italian, Douma for Dutch); higher is easier.',
    recommendation: `Aim for a reading ease of ${MIN_EASE}+ (60+ for a general audience): shorter sentences, one idea each, everyday words instead of jargon.`,
    guide: '/guides/cognitive-load',
    severity: 'moderate',
    requiredArtifacts: ['MainText'],
  },
  audit({ MainText }) {
    const language = MainText.lang.toLowerCase().split(/[-_]/)[0] ?? '';
    if (!language) return { outcome: 'not-applicable', explanation: 'The page declares no language, so no formula can be chosen.' };
    const formula = FORMULAS[language];
    if (!formula) return { outcome: 'not-applicable', explanation: `No reading-ease formula for language "${MainText.lang}".` };
    const stats = textStats(MainText.paragraphs.map((p) => p.text), formula.syllables);
    if (stats.words < MIN_WORDS) {
      return { outcome: 'not-applicable', explanation: `Only ${stats.words} words of prose; at least ${MIN_WORDS} are needed for a meaningful score.` };
    }
    const ease = Math.round(formula.score(stats) * 10) / 10;
    const displayValue = `${formula.name}: ${ease}`;
    const details = { formula: formula.name, language, ease, ...stats };
    if (ease >= MIN_EASE) return { outcome: 'passed', displayValue, details };
    return {
      outcome: 'failed',
      score: Math.max(0, ease) / MIN_EASE,
      displayValue,
      details,
      explanation: `${(stats.words / stats.sentences).toFixed(1)} words per sentence, ${(stats.syllables / stats.words).toFixed(2)} syllables per word.`,
      elements: MainText.paragraphs
        .map((p) => ({ p, stats: textStats([p.text], formula.syllables) }))
        .filter(({ stats: s }) => s.words >= MIN_PARAGRAPH_WORDS)
        .map(({ p, stats: s }) => ({ selector: p.selector, snippet: p.snippet, rect: p.rect, ease: formula.score(s) }))
        .filter((p) => p.ease < MIN_EASE)
        .sort((a, b) => a.ease - b.ease)
        .slice(0, 5)
        .map(({ ease, ...ref }) => ({ ...ref, note: `Reading ease ${Math.round(ease)}` })),
    };
  },
};
