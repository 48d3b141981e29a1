import { describe, expect, it } from 'vitest';
import { imageNameText, judgeImage, legibleWords, MAX_WORDS_TO_FAIL, MIN_CONFIDENCE, nameGives, nameResembles, TEXT_SHARE, wordKey } from '../../../src/audits/accessibility/image-name-text';
import type { ImageTextFacts, ImageTextTarget, ImageWord } from '../../../src/gatherers/accessibility/image-text';
import { context, element, single } from './helpers';

const word = (text: string, height = 40, confidence = 90, painted = 100): ImageWord => ({ text, confidence, box: { x: 0, y: 0, width: 20 * text.length, height }, painted });

function image(name: string, words: ImageWord[], extra: Partial<ImageTextTarget> = {}): ImageTextTarget {
  return { element: element('img'), name, functional: false, kind: 'graphic', words, painted: 1000, ...extra };
}

const run = (targets: ImageTextTarget[], notListed = 0, error: string | null = null) => single(imageNameText.audit({ ImageText: { targets, notListed, error } satisfies ImageTextFacts }, context));

describe('what the name of an image that shows words must give (ACT qt1vmo)', () => {
  it('compares letters and digits only, and forgives one OCR slip in four letters', () => {
    expect(wordKey('W3C®')).toBe('w3c');
    expect(wordKey('(ACT)')).toBe('act');
    expect(nameGives('HTML 5 logo', 'html5')).toBe(true);
    expect(nameGives('Zalando', 'zalamdo')).toBe(true);
    expect(nameGives('W3C logo', 'wic')).toBe(false);
    expect(nameResembles('ERCIM logo', 'w3c')).toBe(false);
    // Three letters in a row are enough to keep a misread word from failing the name.
    expect(nameResembles('Acme Corporation', 'acmf')).toBe(true);
    // So are initials: an acronym logo named in full.
    expect(nameResembles('International Business Machines', 'ibm')).toBe(true);
  });

  it('reads only confident words of three letters or digits with a letter', () => {
    expect(legibleWords([word('ACME'), word('@'), word('ok'), word('2024'), word('Spring', 40, MIN_CONFIDENCE - 1)]).map((one) => one.text)).toEqual(['ACME']);
    // Bars and lines of an icon read as letters are strokes, not words.
    expect(legibleWords([word('lll'), word('Il1'), word('===='), word('AAA')])).toEqual([]);
  });

  it('fails a logo whose name gives none of its words', () => {
    expect(judgeImage(image('ERCIM logo', [word('W3C')]))).toEqual({ verdict: 'failed', note: 'The image shows "W3C", but its name "ERCIM logo" gives none of it.' });
    const result = run([image('ERCIM logo', [word('W3C')]), image('ACME', [word('ACME')])]);
    expect(result).toMatchObject({ outcome: 'failed', displayValue: '1 image' });
  });

  it('passes a logo or an image of text whose name gives its words', () => {
    expect(judgeImage(image('HTML 5 logo', [word('HTML')], { painted: 100_000 })).verdict).toBe('passed');
    expect(judgeImage(image('Spring sale', [word('Spring', 40, 90, 400), word('sale', 40, 90, 300)], { painted: 1000 })).verdict).toBe('passed');
    expect(run([image('W3C logo', [word('W3C')])]).outcome).toBe('passed');
  });

  it('leaves a graphic with other things in it to a person when its name is not a logo name', () => {
    // "Sales" is one word of a chart whose bars are most of what is painted.
    const chart = image('Sales by quarter', [word('Sales', 40, 90, 100)], { painted: 100 / (TEXT_SHARE / 2) });
    expect(judgeImage(chart).verdict).toBe('review');
  });

  it('does not fail a screenshot or chart whose many words its name need not repeat', () => {
    const labels = Array.from({ length: MAX_WORDS_TO_FAIL }, (_, i) => word(`Label${i}`, 12));
    expect(judgeImage(image('Dashboard with the week at a glance', [word('Overview', 30), ...labels])).verdict).toBe('review');
    expect(judgeImage(image('Dashboard with the week at a glance', [word('Overview', 30), ...labels.slice(1)])).verdict).toBe('failed');
  });

  it('judges only the main words: a small tagline under a logo is not what the name must give', () => {
    expect(judgeImage(image('ACME logo', [word('ACME', 60), word('Bakers', 20)])).verdict).toBe('passed');
  });

  it('leaves to a person photographs, images without legible words, names that give some words, and images in links', () => {
    expect(judgeImage(image('Our team', [], { kind: 'picture' })).verdict).toBe('review');
    expect(judgeImage(image('Star', [word('@')])).verdict).toBe('review');
    expect(judgeImage(image('ACME', [word('ACME'), word('Bakery')])).verdict).toBe('review');
    expect(judgeImage(image('Home', [word('ACME')], { functional: true })).verdict).toBe('review');
    expect(judgeImage(image('ACME', [word('ACME')], { kind: 'not-read' })).verdict).toBe('review');
  });

  it('needs a person for what it could not judge, and is not applicable without images in scope', () => {
    expect(run([image('Our team', [], { kind: 'picture' }), image('W3C logo', [word('W3C')])])).toMatchObject({ outcome: 'needs-review', elements: [{ note: expect.stringContaining('photograph') }] });
    expect(run([], 3).outcome).toBe('needs-review');
    expect(run([]).outcome).toBe('not-applicable');
  });
});
