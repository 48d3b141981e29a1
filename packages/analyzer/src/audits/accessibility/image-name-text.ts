// ACT qt1vmo, "Image accessible name is descriptive": a name serves the purpose of the image. A
// program cannot see what a photograph shows, but it can read the words a graphic is drawn with
// (gatherers/accessibility/image-text.ts), and for a logo or an image of text those words are what
// its name has to give (WCAG technique G94; a logo's name is its text, Understanding 1.1.1). So:
// - the name gives none of the image's main words, nor anything like them: failed (a logo of one
//   organisation named after another). Only for an image of a few words (a logo, a wordmark, a
//   short image of text): a screenshot, a chart or a poster with more says more than its largest
//   words, and its name may rightly describe that. Not for an image inside a link or button either,
//   whose name may rightly say where the control goes instead;
// - the name gives every main word, and the image is an image of text (its words are most of what is
//   painted) or the name calls it a logo: passed;
// - otherwise (a photograph, no legible word, some words given): a person judges.
import type { ImageTextTarget, ImageWord } from '../../gatherers/accessibility/image-text';
import type { Audit, AuditResult, ElementRef } from '../../types';

/** Tesseract's confidence below which a word is as likely a misreading as a word. */
export const MIN_CONFIDENCE = 50;
/** A word needs this many letters or digits (one or two are as often a shape read as a letter). */
const MIN_LENGTH = 3;
/** The image's main words are at least this share of the height of its tallest legible word. */
const MAIN_HEIGHT = 0.5;
/** An image of text: its main words' boxes hold at least this share of what is painted. */
export const TEXT_SHARE = 0.6;
/** An image with more legible words than this is more than a logo or a short image of text. */
export const MAX_WORDS_TO_FAIL = 4;
/** Words by which a name says the image is a logo. */
const LOGO_WORDS = new Set(['logo', 'logos', 'logotype', 'logotipo', 'wordmark']);

const tokensOf = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = current;
  }
  return previous[b.length]!;
}

/** A word read from an image, as letters and digits only ("(ACT)" → "act", "W3C®" → "w3c"). */
export const wordKey = (text: string): string => tokensOf(text).join('');

/** The name gives the word: spelled out (spaces aside), or one OCR slip off for a longer word. */
export function nameGives(name: string, word: string): boolean {
  const tokens = tokensOf(name);
  if (tokens.join('').includes(word)) return true;
  const slips = Math.floor(word.length / 4);
  return slips > 0 && tokens.some((token) => editDistance(token, word) <= slips);
}

/**
 * The name has something like the word: three letters of it in a row (however OCR misread the
 * rest), or the word is the initials of words of the name (a logo "IBM" named "International
 * Business Machines").
 */
export function nameResembles(name: string, word: string): boolean {
  if (nameGives(name, word)) return true;
  const tokens = tokensOf(name);
  if (tokens.map((token) => token[0]).join('').includes(word)) return true;
  const joined = tokens.join('');
  for (let i = 0; i + 3 <= word.length; i++) if (joined.includes(word.slice(i, i + 3))) return true;
  return false;
}

/** Strokes OCR reads as letters in any drawing: a run of one character, or of l, i, 1 and the like. */
const STROKES = /^(?:(.)\1+|[il1j]+)$/u;

/** The words read with confidence, of at least MIN_LENGTH letters or digits and one letter, that are not mere strokes. */
export function legibleWords(words: readonly ImageWord[]): ImageWord[] {
  return words.filter((word) => {
    const key = wordKey(word.text);
    return word.confidence >= MIN_CONFIDENCE && key.length >= MIN_LENGTH && /\p{L}/u.test(key) && !STROKES.test(key);
  });
}

/** The legible words as tall as the image's main text (a tagline under a logo is not). */
function mainWords(words: readonly ImageWord[]): ImageWord[] {
  const legible = legibleWords(words);
  const tallest = Math.max(0, ...legible.map((word) => word.box.height));
  return legible.filter((word) => word.box.height >= MAIN_HEIGHT * tallest);
}

type Verdict = { verdict: 'failed' | 'passed' | 'review'; note: string };

export function judgeImage(target: ImageTextTarget): Verdict {
  if (target.kind === 'picture') return { verdict: 'review', note: 'A photograph or picture: whether its name says what it shows is for a person to judge.' };
  if (target.kind === 'not-read') return { verdict: 'review', note: 'Not read (too small, or beyond the images read on one page): a person judges its name.' };
  const main = mainWords(target.words);
  if (main.length === 0) return { verdict: 'review', note: 'The image shows no legible word: whether its name describes it is for a person to judge.' };
  const shown = main.map((word) => word.text).join(' ');
  const keys = main.map((word) => wordKey(word.text));
  if (keys.every((key) => !nameResembles(target.name, key))) {
    if (legibleWords(target.words).length > MAX_WORDS_TO_FAIL) {
      return { verdict: 'review', note: `The image shows "${shown}" among other words, which its name "${target.name}" does not give; whether the name describes the whole image is for a person to judge.` };
    }
    if (target.functional) return { verdict: 'review', note: `The image shows "${shown}", which its name "${target.name}" does not give; inside a link or button the name may say what the control does.` };
    return { verdict: 'failed', note: `The image shows "${shown}", but its name "${target.name}" gives none of it.` };
  }
  if (keys.every((key) => nameGives(target.name, key))) {
    const textShare = target.painted > 0 ? main.reduce((sum, word) => sum + word.painted, 0) / target.painted : 0;
    if (textShare >= TEXT_SHARE) return { verdict: 'passed', note: `An image of the text "${shown}", which its name gives.` };
    if (tokensOf(target.name).some((token) => LOGO_WORDS.has(token))) return { verdict: 'passed', note: `A logo showing "${shown}", which its name gives.` };
  }
  return { verdict: 'review', note: `The image shows "${shown}" besides what else it draws; whether its name "${target.name}" serves the same purpose is for a person to judge.` };
}

export const imageNameText: Audit<'ImageText'> = {
  meta: {
    id: 'image-name-text',
    category: 'accessibility',
    title: 'Image names give the text their images show',
    failureTitle: 'Image names do not give the text their images show',
    description:
      "A logo or an image of text says something in words; its accessible name is what a screen reader says instead, so it has to give those words. A logo named after something else tells a blind visitor the wrong organisation.",
    recommendation: 'Name the image with the words it shows (for a logo, the name of the organisation or product: alt="ACME"), or with what it means if it is a link.',
    severity: 'serious',
    wcag: ['1.1.1'],
    act: ['qt1vmo'],
    requiredArtifacts: ['ImageText'],
  },
  audit({ ImageText }): AuditResult {
    const { targets, notListed, error } = ImageText;
    if (targets.length === 0 && notListed === 0) return { outcome: 'not-applicable' };
    const judged = targets.map((target) => ({ target, ...judgeImage(target) }));
    const withNote = (list: typeof judged): ElementRef[] => list.map(({ target, note }) => ({ ...target.element, note }));
    const failed = judged.filter(({ verdict }) => verdict === 'failed');
    if (failed.length > 0) return { outcome: 'failed', elements: withNote(failed), displayValue: `${failed.length} image${failed.length === 1 ? '' : 's'}` };
    const review = judged.filter(({ verdict }) => verdict === 'review');
    if (review.length > 0 || notListed > 0) {
      return {
        outcome: 'needs-review',
        elements: withNote(review),
        explanation: `${error ? `${error} ` : ''}Check that each image's name says what the image shows or does${notListed > 0 ? ` (${notListed} more images not listed)` : ''}.`,
      };
    }
    return { outcome: 'passed', explanation: 'Each image in scope is a logo or an image of text whose name gives its words.' };
  },
};
