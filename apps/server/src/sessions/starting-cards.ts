import { listSurveyDefinitions, listSurveyTextAnswers, type Db, type Survey } from '@sightline/db';
import type { Finding } from '@sightline/shared/report';
import { MAX_NOTE_TEXT, MAX_TITLE_TEXT, type StartingCard } from '@sightline/shared/sessions';
import type { OpenedBiasReport } from '../bias/access';

/** At most this many cards start a board (the API's limit on `cards` too). */
export const MAX_STARTING_CARDS = 40;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const SEVERITY_RANK: Record<Finding['severity'], number> = { critical: 0, serious: 1, moderate: 2, minor: 3 };
const BIAS_SEVERITY_RANK = { high: 0, medium: 1, low: 2 } as const;

/**
 * A survey's open-text answers (short and long text questions of any published version), newest
 * first: one card each, linked to the response it came from and opening at the question's results.
 */
export async function surveyCards(db: Db, survey: Survey): Promise<StartingCard[]> {
  const titles = new Map<string, string>();
  // Newest version first: a question keeps the title it has now.
  for (const version of await listSurveyDefinitions(db, survey.id)) {
    for (const question of version.definition.questions) {
      if ((question.type === 'short_text' || question.type === 'long_text') && !titles.has(question.id)) titles.set(question.id, question.title);
    }
  }
  const answers = await listSurveyTextAnswers(db, survey.id, [...titles.keys()], MAX_STARTING_CARDS);
  return answers.map((answer) => {
    const title = oneLine(titles.get(answer.questionId) ?? answer.questionId);
    return {
      text: clip(answer.text.trim(), MAX_NOTE_TEXT),
      source: clip(`Answer · ${title}`, MAX_TITLE_TEXT),
      link: { kind: 'response', ref: `${answer.responseId}:${answer.questionId}`, label: clip(`Response of ${answer.answeredAt.toISOString().slice(0, 10)} to “${title}”`, MAX_TITLE_TEXT), anchor: `result-${answer.questionId}` },
    };
  });
}

/**
 * A bias report's findings, most severe first. A questions report: each finding of each question
 * (opening at that question) and of the questionnaire as a whole. A site check: each deceptive
 * pattern its analysis found (failed), once however many pages showed it.
 */
export function biasCards(opened: OpenedBiasReport): StartingCard[] {
  if (opened.analysis === null) {
    const { result } = opened.row;
    const perQuestion = result.questions.flatMap((question) =>
      question.findings.map((finding) => ({
        rank: BIAS_SEVERITY_RANK[finding.severity],
        card: {
          text: clip(`${finding.title}: “${oneLine(question.text)}”`, MAX_NOTE_TEXT),
          source: clip(`Bias · question ${question.index + 1} · ${finding.severity}`, MAX_TITLE_TEXT),
          link: { kind: 'finding' as const, ref: `${finding.rule}@q${question.index + 1}`, label: clip(`${finding.title}, question ${question.index + 1}`, MAX_TITLE_TEXT), anchor: `question-${question.index + 1}` },
        },
      })),
    );
    const whole = result.questionnaire.map((finding) => ({
      rank: BIAS_SEVERITY_RANK[finding.severity],
      card: {
        text: clip(`${finding.title}: ${oneLine(finding.why)}`, MAX_NOTE_TEXT),
        source: clip(`Bias · questionnaire · ${finding.severity}`, MAX_TITLE_TEXT),
        link: { kind: 'finding' as const, ref: `${finding.rule}@questionnaire`, label: clip(`${finding.title} (the questionnaire)`, MAX_TITLE_TEXT) },
      },
    }));
    return [...perQuestion, ...whole]
      .sort((a, b) => a.rank - b.rank)
      .slice(0, MAX_STARTING_CARDS)
      .map((entry) => entry.card);
  }
  const report = opened.analysis.report;
  if (report === null) return [];
  const found = new Map<string, { finding: Finding; pages: Set<string> }>();
  const located = [...report.pages.flatMap((page) => page.findings.map((finding) => ({ finding, page: page.url }))), ...(report.siteFindings ?? []).map((finding) => ({ finding, page: null }))];
  for (const { finding, page } of located) {
    if (finding.category !== 'deceptiveDesign' || finding.outcome !== 'failed') continue;
    const entry = found.get(finding.id) ?? { finding, pages: new Set<string>() };
    if (page !== null) entry.pages.add(page);
    found.set(finding.id, entry);
  }
  return [...found.values()]
    .sort((a, b) => SEVERITY_RANK[a.finding.severity] - SEVERITY_RANK[b.finding.severity] || b.pages.size - a.pages.size)
    .slice(0, MAX_STARTING_CARDS)
    .map(({ finding, pages }) => ({
      text: clip(finding.title, MAX_NOTE_TEXT),
      source: clip(`Deceptive design · ${finding.severity}${pages.size > 1 ? ` · ${pages.size} pages` : ''}`, MAX_TITLE_TEXT),
      link: { kind: 'finding' as const, ref: finding.id, label: clip(finding.title, MAX_TITLE_TEXT) },
    }));
}
