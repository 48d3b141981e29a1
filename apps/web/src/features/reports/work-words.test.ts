import { describe, expect, it } from 'vitest';
import { workWords } from './strings';

const none = { analyses: 0, surveys: 0, ideas: 0, biasReports: 0, sessions: 0 };

describe('workWords', () => {
  it('names the kinds there are, singular or plural, joined as a sentence would', () => {
    expect(workWords(none)).toBe('');
    expect(workWords({ ...none, analyses: 1 })).toBe('1 analysis');
    expect(workWords({ ...none, analyses: 2, surveys: 1 })).toBe('2 analyses and 1 survey');
    expect(workWords({ analyses: 0, surveys: 2, ideas: 1, biasReports: 1, sessions: 3 })).toBe('2 surveys, 1 idea, 1 bias report and 3 collaborative sessions');
  });
});
