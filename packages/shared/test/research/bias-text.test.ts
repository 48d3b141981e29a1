import { describe, expect, it } from 'vitest';
import { questionsFromLines, questionsFromScript, readability, syllables } from '../../src/research/bias';

describe('syllables and Flesch reading ease', () => {
  it('counts syllables right on at least 95 % of a word list it was not tuned on (122 of 125 when written)', () => {
    // Counts from the dictionary (Merriam-Webster's hyphenation points).
    const words: Record<string, number> = {
      account: 2, address: 2, amount: 2, another: 3, anything: 3, available: 4, because: 2, before: 2, change: 1, company: 3, complete: 2, computer: 3, contact: 2, current: 2,
      daily: 2, decide: 2, describe: 2, device: 2, during: 2, either: 2, enough: 2, example: 3, expect: 2, feature: 2, finish: 2, follow: 2, general: 3, happen: 2, however: 3,
      improve: 2, include: 2, instead: 2, issue: 2, level: 2, little: 2, manage: 2, member: 2, message: 2, minute: 2, money: 2, monthly: 2, nothing: 2, number: 2, offer: 2,
      order: 2, other: 2, over: 2, paper: 2, person: 2, phone: 1, picture: 2, problem: 2, product: 2, provide: 2, quickly: 2, reason: 2, receive: 2, report: 2, require: 2,
      result: 2, return: 2, review: 2, second: 2, select: 2, service: 2, setting: 2, should: 1, something: 2, system: 2, today: 2, together: 3, travel: 2, under: 2,
      understand: 3, upgrade: 2, using: 2, usually: 4, various: 3, visit: 2, water: 2, weekly: 2, whether: 2, window: 2, without: 2, yesterday: 3, total: 2, button: 2,
      notice: 2, policy: 3, private: 2, process: 2, project: 2, public: 2, purpose: 2, beautiful: 3, education: 4, opinion: 3, relationship: 4, television: 4,
      university: 5, environment: 4, government: 3, community: 4, personal: 3, national: 3, actually: 4, especially: 4, probably: 3, finally: 3, library: 3, camera: 3,
      orange: 2, journey: 2, employer: 3, insurance: 3, medical: 3, physical: 3, mobile: 2, checkout: 2, password: 2, download: 2, subscribe: 2, cancel: 2, delivery: 4,
      customer: 3,
    };
    const right = Object.entries(words).filter(([word, count]) => syllables(word) === count).length;
    expect(right / Object.keys(words).length).toBeGreaterThanOrEqual(0.95);
  });

  it('computes 206.835 − 1.015 × words per sentence − 84.6 × syllables per word', () => {
    // 7 words, 9 syllables (did, you, vote, in, the, last, e-lec-tion), one sentence.
    expect(readability('Did you vote in the last election?')).toEqual({ words: 7, sentences: 1, syllables: 9, fleschReadingEase: Math.round((206.835 - 1.015 * 7 - 84.6 * (9 / 7)) * 10) / 10 });
    // "e.g." does not end a sentence; a number is a word of one syllable.
    expect(readability('How much do you spend (e.g. $20)? Tell us.')).toMatchObject({ sentences: 2, words: 9 });
    expect(readability('')).toEqual({ words: 0, sentences: 1, syllables: 0, fleschReadingEase: null });
  });
});

describe('questions out of pasted text', () => {
  it('takes one question a line, without numbering, bullets, blank lines and headings', () => {
    expect(questionsFromLines('Part 1:\n1. How did you hear about us?\n\n- What made you sign up?\n  Q3) Which plan are you on?\n• Anything else?\r\n')).toEqual([
      'How did you hear about us?',
      'What made you sign up?',
      'Which plan are you on?',
      'Anything else?',
    ]);
  });

  it('takes the interviewer’s questions and prompts out of a script', () => {
    const script = [
      'Interviewer: Thanks for joining today. Tell me about your role. What does a normal week look like?',
      'Participant: I mostly write reports.',
      'I: [pause] Walk me through the last report you wrote.',
      'P2: Sure.',
      'Moderator: (probe: tools) Which tools did you use? That is all for now.',
    ].join('\n');
    expect(questionsFromScript(script)).toEqual(['Tell me about your role.', 'What does a normal week look like?', 'Walk me through the last report you wrote.', 'Which tools did you use?']);
  });
});
