// Reading-ease formulas on the Flesch 0–100 scale (higher is easier), one per language, with the
// syllable heuristics each needs. Adaptations: Amstad (de, 1978), Fernández-Huerta (es, 1959),
// Kandel & Moles (fr, 1958), Flesch–Vacca (it, 1972), Douma (nl, 1960).

export interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
}

export interface ReadingEaseFormula {
  name: string;
  score(stats: TextStats): number;
  syllables(word: string): number;
}

/** Vowel groups, minus the extra count of vowel pairs that form two syllables (hiatus) where given. */
function vowelGroups(word: string, vowels: RegExp, hiatus?: RegExp): number {
  const groups = word.match(vowels)?.length ?? 0;
  const extra = hiatus ? (word.match(hiatus)?.length ?? 0) : 0;
  return Math.max(1, groups + extra);
}

function englishSyllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, w.match(/[aeiouy]{1,2}/g)?.length ?? 0);
}

function frenchSyllables(word: string): number {
  // Final -e, -es and the verb ending -ent are silent in French ("table", "parlent").
  const w = word.toLowerCase().replace(/(?<=[^aeiouyàâéèêëîïôûùü])(e|es|ent)$/, '');
  return vowelGroups(w, /[aeiouyàâéèêëîïôûùüœ]+/g);
}

const asl = (s: TextStats) => s.words / s.sentences;
const asw = (s: TextStats) => s.syllables / s.words;

export const FORMULAS: Record<string, ReadingEaseFormula> = {
  en: { name: 'Flesch reading ease', score: (s) => 206.835 - 1.015 * asl(s) - 84.6 * asw(s), syllables: englishSyllables },
  de: { name: 'Flesch–Amstad', score: (s) => 180 - asl(s) - 58.5 * asw(s), syllables: (w) => vowelGroups(w.toLowerCase(), /[aeiouyäöü]+/g) },
  es: {
    name: 'Fernández-Huerta',
    score: (s) => 206.84 - 0.6 * (100 * asw(s)) - 1.02 * (100 * (s.sentences / s.words)),
    // Two strong vowels side by side are two syllables in Spanish ("le-er", "po-e-ta").
    syllables: (w) => vowelGroups(w.toLowerCase(), /[aeiouáéíóúü]+/g, /[aeoáéó](?=[aeoáéó])/g),
  },
  fr: { name: 'Kandel–Moles', score: (s) => 207 - 1.015 * asl(s) - 73.6 * asw(s), syllables: frenchSyllables },
  it: {
    name: 'Flesch–Vacca',
    score: (s) => 217 - 1.3 * asl(s) - 0.6 * (100 * asw(s)),
    syllables: (w) => vowelGroups(w.toLowerCase(), /[aeiouàèéìíòóù]+/g, /[aeoàèéòó](?=[aeoàèéòó])/g),
  },
  nl: { name: 'Flesch–Douma', score: (s) => 206.835 - 0.93 * asl(s) - 77 * asw(s), syllables: (w) => vowelGroups(w.toLowerCase(), /[aeiouyëïéèáóú]+/g) },
};

/** Words and sentences of prose; each paragraph ends a sentence even without a full stop (list items). */
export function textStats(paragraphs: string[], syllables: (word: string) => number): TextStats {
  let words = 0;
  let sentences = 0;
  let syl = 0;
  for (const paragraph of paragraphs) {
    const parts = paragraph.split(/[.!?…;]+(?=\s|$)/).filter((s) => /\p{L}/u.test(s));
    sentences += parts.length;
    for (const word of paragraph.match(/\p{L}[\p{L}'’-]*/gu) ?? []) {
      words++;
      syl += syllables(word);
    }
  }
  return { words, sentences, syllables: syl };
}
