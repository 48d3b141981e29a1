// Small text helpers the bias rules share: words with their offsets, regex matches with offsets, and
// the tidying a computed rewrite needs (spacing, capitals, "a"/"an"). English only.

export interface Span {
  start: number;
  end: number;
  text: string;
}

export interface Word extends Span {
  lower: string;
}

// Abbreviations with dots (e.g., i.e.) as one word; else letters and digits, with inner apostrophes
// (don't, user's) and hyphens (sign-up, 18-24).
const WORD = /(?:[A-Za-z]\.){2,}|[A-Za-z0-9]+(?:['’][A-Za-z]+)*(?:-[A-Za-z0-9]+)*/g;

export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0], lower: m[0].toLowerCase().replace(/’/g, "'") }));
}

export const span = (text: string, start: number, end: number): Span => ({ start, end, text: text.slice(start, end) });

/**
 * Every match of a global regex, with the span of its named group `hit` when it has one (what the
 * finding quotes), else of the whole match.
 */
export function matchesOf(text: string, pattern: RegExp): Array<{ match: RegExpExecArray; hit: Span }> {
  if (!pattern.global || !pattern.hasIndices) throw new Error('matchesOf needs a regex with the g and d flags');
  return [...text.matchAll(pattern)].map((match) => {
    const [start, end] = match.indices!.groups?.hit ?? match.indices![0]!;
    return { match, hit: span(text, start, end) };
  });
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lower-cases the first letter unless the first word is an acronym or "I". */
export function lowerFirst(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  if (first === 'I' || /^[A-Z0-9]{2,}/.test(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// "an" before a vowel sound: vowels, except the "you" sound (use, user, unique, European, one).
const AN = /^(?:[aeio]|u(?!s[eu]|ni|ti|r[aeiou]|ro)|hour|honest|honou?r)/i;
const article = (next: string) => (AN.test(next) && !/^(?:one|eu)/i.test(next) ? 'an' : 'a');

/** Spacing, punctuation and "a"/"an" after words were removed or inserted, first letter capital. */
export function tidy(text: string): string {
  let out = text
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!;:)])/g, '$1')
    .replace(/([(])\s+/g, '$1')
    .replace(/,\s*([,.?!;:])/g, '$1')
    .replace(/^[\s,;:]+/, '')
    .trim();
  out = out.replace(/\b(a|an)\s+([A-Za-z]+)/gi, (whole, art: string, next: string) => {
    // Acronyms are read letter by letter ("an SLA"): left as written.
    if (/^[A-Z0-9]{2,}$/.test(next)) return whole;
    const fixed = article(next);
    return `${art[0] === art[0]!.toUpperCase() ? capitalize(fixed) : fixed} ${next}`;
  });
  return capitalize(out);
}

/** The text with [start, end) removed, with a comma or "and" that joined it to a neighbour. */
export function removeSpan(text: string, start: number, end: number): string {
  let before = text.slice(0, start);
  let after = text.slice(end);
  if (/\s(?:and|or|&)\s*$/i.test(before) && !/^\s*(?:and|or|,)/i.test(after)) before = before.replace(/\s(?:and|or|&)\s*$/i, ' ');
  else if (/^\s*(?:and|or|&)\s/i.test(after)) after = after.replace(/^\s*(?:and|or|&)\s/i, ' ');
  else if (/,\s*$/.test(before) && /^\s*,/.test(after)) after = after.replace(/^\s*,/, '');
  return tidy(`${before} ${after}`);
}

/** Sentences of a text: split after . ! ? followed by a space, keeping abbreviations such as "e.g." whole. */
export function sentencesOf(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  const boundary = /[.!?]+["'”’)]*(?=\s+|$)/g;
  for (const m of text.matchAll(boundary)) {
    const end = m.index + m[0].length;
    const lastWord = (/(\S+)$/.exec(text.slice(start, end))?.[1] ?? '').replace(/^[("'“‘[]+/, '');
    if (/^(?:e\.g\.|i\.e\.|etc\.|vs\.|mr\.|mrs\.|ms\.|dr\.|approx\.|no\.|[A-Z]\.)$/i.test(lastWord)) continue;
    const piece = text.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    if (piece.trim()) out.push(span(text, start + lead, end));
    start = end;
  }
  const rest = text.slice(start);
  if (rest.trim()) out.push(span(text, start + (rest.length - rest.trimStart().length), start + rest.trimEnd().length));
  return out;
}
