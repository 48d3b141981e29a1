// Readability of one question: Flesch reading ease (Flesch, R. 1948, "A new readability yardstick",
// Journal of Applied Psychology 32(3): 221–233):
//
//   206.835 − 1.015 × (words / sentences) − 84.6 × (syllables / words)
//
// 100 is very easy, 60–70 plain English, below 30 very difficult (college graduate). Syllables are
// counted by rule (vowel groups, silent final e, -es/-ed that add none, vowel pairs read as two),
// not from a pronouncing dictionary; on ordinary words the count is exact for most words and off
// by one for some (test/research/bias-readability.test.ts measures it on a word list).
import { sentencesOf, wordsOf } from './text';

// Words the rules miscount, with their syllables.
const EXCEPTIONS: Record<string, number> = {
  create: 2,
  created: 3,
  creates: 2,
  creating: 3,
  area: 3,
  idea: 3,
  ideas: 3,
  video: 3,
  videos: 3,
  recipe: 3,
  recipes: 3,
  people: 2,
  business: 2,
  businesses: 3,
  every: 2,
  everyone: 3,
  everything: 3,
  different: 3,
  interesting: 3,
  several: 3,
  evening: 2,
  family: 3,
  real: 1,
  really: 2,
  being: 2,
  doing: 2,
  going: 2,
  seeing: 2,
  science: 2,
  quiet: 2,
  poem: 2,
  lion: 2,
  diet: 2,
  client: 2,
  clients: 2,
  society: 4,
  variety: 4,
  anyone: 3,
  someone: 2,
  sometimes: 2,
  somewhere: 2,
  whereas: 2,
  therefore: 2,
  wednesday: 2,
  naive: 2,
  cafe: 2,
  online: 2,
  website: 2,
  websites: 2,
  safety: 2,
  colleague: 2,
  colleagues: 2,
  everyday: 3,
  beyond: 2,
  employee: 3,
  employees: 3,
  homepage: 2,
  usage: 2,
  email: 2,
  emails: 2,
};

/** Syllables of one English word (0 for a word without letters). */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 0;
  if (EXCEPTIONS[w] !== undefined) return EXCEPTIONS[w]!;
  if (w.length <= 3) return 1;
  let count = (w.match(/[aeiouy]+/g) ?? []).length;
  // Silent final e (make, use, while), but not -le after a consonant (table, simple).
  if (/[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) count--;
  // -es after a consonant is silent (makes, times) except after sibilants (prices, pages, boxes, uses, wishes).
  else if (/[^aeiouy]es$/.test(w) && !/(?:[cgsxz]|ch|sh)es$/.test(w) && !/[^aeiouy]les$/.test(w)) count--;
  // -ed after a consonant other than t or d is silent (used, liked), not after t or d (wanted, needed).
  else if (/[^aeiouytd]ed$/.test(w)) count--;
  // A silent e inside a word before a suffix: lately, statement, useful, homeless.
  count -= (w.match(/[^aeiouy]e(?:ly|ment|ments|ful|ness|less)$/g) ?? []).length;
  // Vowel pairs read as two syllables: media, reliability, radio, previous, easier, happiest.
  count += (w.match(/[^cgstx]ia|[^cgstx]io|[^aeiou]ie(?:r|st)$|[^cgstx]ien(?:ce|t)|[^aeiougq]ua(?!y)|eo(?!u)|ea(?=t(?:e|ing|ive|ion))/g) ?? []).length;
  return Math.max(1, count);
}

export interface Readability {
  words: number;
  sentences: number;
  syllables: number;
  /** Flesch reading ease, rounded to one decimal; null for a text without words. */
  fleschReadingEase: number | null;
}

export function readability(text: string): Readability {
  const words = wordsOf(text).filter((word) => /[A-Za-z]/.test(word.text) || /\d/.test(word.text));
  // A number ("$50", "2024") is read as one word; its syllables are not what makes a question hard.
  const syllableCount = words.reduce((sum, word) => sum + (/[A-Za-z]/.test(word.text) ? word.text.split('-').reduce((s, part) => s + syllables(part), 0) : 1), 0);
  const sentences = Math.max(1, sentencesOf(text).length);
  if (words.length === 0) return { words: 0, sentences, syllables: 0, fleschReadingEase: null };
  const score = 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllableCount / words.length);
  return { words: words.length, sentences, syllables: syllableCount, fleschReadingEase: Math.round(score * 10) / 10 };
}
