// The survey the survey benchmarks answer (bench-surveys, bench-survey-answers): 20 questions of
// the types a real questionnaire mixes, one of them shown only after a "no", and a respondent
// generator whose answers pass the shared answer logic. A seeded generator, so every run answers
// the same.
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import { visibleQuestions } from '@sightline/shared/research/survey-logic';

const options = (...labels: string[]) => labels.map((label, index) => ({ id: `o${index + 1}`, label }));

export const BENCH_SURVEY: SurveyDefinition = {
  schemaVersion: 1,
  title: 'How our customers work',
  layout: 'one-per-screen',
  thankYou: { title: 'Thank you!' },
  questions: [
    { type: 'single_choice', id: 'role', title: 'What is your role?', required: true, allowOther: true, options: options('Engineer', 'Designer', 'Product manager', 'Marketing', 'Founder') },
    { type: 'single_choice', id: 'size', title: 'How many people work at your company?', required: true, options: options('1–10', '11–50', '51–250', 'More than 250') },
    { type: 'multiple_choice', id: 'channels', title: 'Where did you hear of us?', required: false, allowOther: true, options: options('Search', 'A friend', 'Social media', 'A blog', 'A conference', 'Newsletter') },
    { type: 'yes_no', id: 'daily', title: 'Do you use the product every day?', required: true, allowDontKnow: true },
    { type: 'rating', id: 'satisfaction', title: 'How satisfied are you overall?', required: true, points: 5, lowLabel: 'Not at all', highLabel: 'Very' },
    { type: 'rating', id: 'ease', title: 'How easy was it to get started?', required: false, points: 7 },
    { type: 'likert', id: 'fast', title: 'The product is fast.', required: false, points: 5 },
    { type: 'likert', id: 'reliable', title: 'The product is reliable.', required: false, points: 7, allowPreferNot: true },
    { type: 'nps', id: 'recommend', title: 'How likely are you to recommend us to a friend?', required: true },
    { type: 'number', id: 'hours', title: 'Hours a week you spend in the product', required: false, min: 0, max: 80, integer: true, unit: 'h' },
    { type: 'number', id: 'team', title: 'People on your team who use it', required: false, min: 1, max: 500, integer: true },
    { type: 'short_text', id: 'best', title: 'What do you like best?', required: false, maxLength: 200 },
    { type: 'long_text', id: 'improve', title: 'What should we improve?', required: false, maxLength: 2000 },
    { type: 'ranking', id: 'priorities', title: 'Rank what matters most', required: false, options: options('Price', 'Speed', 'Support', 'Integrations', 'Design') },
    {
      type: 'matrix',
      id: 'areas',
      title: 'How good is each part?',
      required: false,
      rows: options('Reports', 'Editor', 'Search', 'Sharing'),
      columns: options('Poor', 'Fair', 'Good', 'Very good', 'Excellent'),
    },
    { type: 'single_choice', id: 'region', title: 'Where are you based?', required: false, allowPreferNot: true, options: options('Europe', 'North America', 'South America', 'Africa', 'Asia', 'Oceania') },
    { type: 'yes_no', id: 'pays', title: 'Do you pay for the product yourself?', required: false },
    { type: 'short_text', id: 'why_not', title: 'What keeps you from using it every day?', required: false, maxLength: 300, showIf: [{ questionId: 'daily', operator: 'equals', value: false }] },
    { type: 'rating', id: 'support', title: 'How would you rate our support?', required: false, points: 5, allowDontKnow: true },
    { type: 'multiple_choice', id: 'tools', title: 'Which other tools do you use?', required: false, maxSelected: 3, options: options('Spreadsheets', 'Notion', 'Jira', 'Figma', 'Slack') },
  ],
};

/** Mulberry32: a small seeded generator, so runs are comparable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'fast simple reports export search team price support editor sharing charts clean easy slow login mobile dashboard filters data keyboard dark mode onboarding docs integration api billing invoice templates speed reliable layout colours notifications email calendar sync offline tables'.split(
    ' ',
  );

/** A respondent's complete answers, and the ids of the questions they were shown. */
export function respondent(random: () => number): { answers: Record<string, unknown>; shown: string[] } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const int = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  // Skewed towards the top, as satisfaction scores are.
  const scale = (points: number) => Math.min(points, Math.max(1, Math.round(points * (0.45 + 0.55 * Math.sqrt(random())))));
  const sentence = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
  const answers: Record<string, unknown> = {};
  const maybe = (share: number, id: string, value: () => unknown) => {
    if (random() < share) answers[id] = value();
  };
  answers.role = random() < 0.03 ? { other: pick(['Student', 'Teacher', 'Consultant']) } : { choice: `o${int(1, 5)}` };
  answers.size = { choice: `o${int(1, 4)}` };
  maybe(0.8, 'channels', () => {
    const choices = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'].filter(() => random() < 0.3);
    return random() < 0.05 || choices.length === 0 ? { choices, other: 'A podcast' } : { choices };
  });
  answers.daily = random() < 0.02 ? { special: 'dont_know' } : random() < 0.6;
  answers.satisfaction = scale(5);
  maybe(0.9, 'ease', () => scale(7));
  maybe(0.85, 'fast', () => scale(5));
  maybe(0.85, 'reliable', () => (random() < 0.03 ? { special: 'prefer_not' } : scale(7)));
  answers.recommend = Math.min(10, Math.round(11 * Math.sqrt(random())));
  maybe(0.7, 'hours', () => int(0, 40));
  maybe(0.6, 'team', () => int(1, 60));
  maybe(0.45, 'best', () => sentence(int(2, 12)));
  maybe(0.3, 'improve', () => `${sentence(int(10, 60))}.`);
  maybe(0.6, 'priorities', () => ['o1', 'o2', 'o3', 'o4', 'o5'].sort(() => random() - 0.5));
  maybe(0.7, 'areas', () => Object.fromEntries(['o1', 'o2', 'o3', 'o4'].filter(() => random() < 0.9).map((row) => [row, `o${scale(5)}`])));
  maybe(0.8, 'region', () => (random() < 0.05 ? { special: 'prefer_not' } : { choice: `o${int(1, 6)}` }));
  maybe(0.75, 'pays', () => random() < 0.35);
  if (answers.daily === false) maybe(0.5, 'why_not', () => sentence(int(3, 20)));
  maybe(0.6, 'support', () => (random() < 0.1 ? { special: 'dont_know' } : scale(5)));
  maybe(0.7, 'tools', () => ({ choices: ['o1', 'o2', 'o3', 'o4', 'o5'].filter(() => random() < 0.4).slice(0, 3).concat(['o1']).filter((id, i, all) => all.indexOf(id) === i).slice(0, 3) }));
  if (answers.areas !== undefined && Object.keys(answers.areas as object).length === 0) delete answers.areas;
  return { answers, shown: visibleQuestions(BENCH_SURVEY, answers).map((question) => question.id) };
}
