import { describe, expect, it } from 'vitest';
import { readability } from '../../../src/audits/usability/readability';
import { FORMULAS, textStats } from '../../../src/audits/usability/readability-formulas';
import { mobileContext, ref, single } from './context';

const EASY_EN =
  'The cat sat on the mat. It was a warm day. The sun was out and the sky was blue. We went to the park to play. Our dog ran after a red ball. Then we ate bread and jam. ';
const HARD_EN =
  'Notwithstanding considerable methodological sophistication, institutional stakeholders systematically underestimate organizational interdependencies, consequently generating substantial administrative inefficiencies throughout contemporaneous infrastructures. ';

function run(lang: string, text: string, times: number) {
  const paragraphs = Array.from({ length: times }, (_, i) => ({ ...ref(`p:nth-of-type(${i + 1})`), text }));
  return single(readability.audit({ MainText: { lang, paragraphs } }, mobileContext));
}

describe('syllable heuristics', () => {
  it('count English words close to a dictionary', () => {
    const syl = FORMULAS.en!.syllables;
    expect(['cat', 'table', 'reading', 'organization', 'the'].map(syl)).toEqual([1, 2, 2, 5, 1]);
  });
  it('split Spanish strong-vowel pairs and keep German diphthongs whole', () => {
    expect(FORMULAS.es!.syllables('poeta')).toBe(3);
    expect(FORMULAS.es!.syllables('tierra')).toBe(2);
    expect(FORMULAS.de!.syllables('Freiheit')).toBe(2);
  });
  it('counts sentences per paragraph even without a full stop', () => {
    expect(textStats(['One two three. Four five', 'Six seven'], () => 1)).toEqual({ words: 7, sentences: 3, syllables: 7 });
  });
});

describe('readability', () => {
  it('passes plain English and reports the Flesch score', () => {
    const r = run('en-GB', EASY_EN, 4);
    expect(r.outcome).toBe('passed');
    expect(r.displayValue).toMatch(/^Flesch reading ease: (9\d|1\d\d)/);
  });
  it('fails dense English and points at the hardest paragraphs', () => {
    const r = run('en', HARD_EN + HARD_EN, 6);
    expect(r.outcome).toBe('failed');
    expect(r.elements).toHaveLength(5);
  });
  it('uses the Amstad formula for German', () => {
    const easy = 'Der Hund ist klein. Er spielt gern im Garten. Wir gehen mit ihm an den See. Dort ist es schön und ruhig. ';
    const r = run('de', easy, 8);
    expect(r.outcome).toBe('passed');
    expect(r.details?.formula).toBe('Flesch–Amstad');
  });
  it('uses Fernández-Huerta for Spanish and Kandel–Moles for French', () => {
    expect(run('es', 'El perro come pan. La casa es azul. Hoy hace sol y vamos al mar. ', 10).details?.formula).toBe('Fernández-Huerta');
    expect(run('fr', 'Le chat dort. Il fait beau. Nous allons au parc avec le chien. ', 10).details?.formula).toBe('Kandel–Moles');
  });
  it('is not applicable with little text, no language or an unsupported one', () => {
    expect(run('en', 'Too short to score.', 2).outcome).toBe('not-applicable');
    expect(run('', EASY_EN, 4).outcome).toBe('not-applicable');
    expect(run('ja', EASY_EN, 4).outcome).toBe('not-applicable');
  });
});
