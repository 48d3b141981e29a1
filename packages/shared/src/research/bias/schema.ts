// The bias report's shape, written once: the API validates and documents its responses with it, and
// the rules engine, the web app and the CLI take their types from it (type imports only, so the
// survey builder's hints do not load TypeBox).
import { Type, type Static } from 'typebox';
import { BIAS_RULE_IDS, SEVERITIES } from './catalogue';

export const EvidenceSchema = Type.Object(
  {
    field: Type.Enum(['question', 'description', 'option', 'settings'], {
      description: 'Where the words are: the question text, its description, one of its options (see `option`), or its settings (a scale without labels, a missing answer)',
    }),
    text: Type.String({ description: 'The exact words (for settings, what the setting is)' }),
    start: Type.Optional(Type.Integer({ minimum: 0, description: 'Offset of the first character in the field’s text (UTF-16 code units); absent for settings' })),
    end: Type.Optional(Type.Integer({ minimum: 0, description: 'Offset just after the last character' })),
    option: Type.Optional(Type.Integer({ minimum: 0, description: 'Index of the option (choice options, matrix columns) the words are in' })),
  },
  { additionalProperties: false },
);
export type Evidence = Static<typeof EvidenceSchema>;

const RuleId = Type.Enum(BIAS_RULE_IDS);
const common = {
  rule: RuleId,
  title: Type.String({ description: 'The rule’s name, e.g. "Double-barreled question"' }),
  severity: Type.Enum(SEVERITIES),
  why: Type.String({ description: 'Why these words bias the answers, in one or two sentences' }),
  advice: Type.String({ description: 'What to change, concretely' }),
  guide: Type.String({ description: 'Path of the guide that explains the bias, e.g. /guides/biases/leading-questions' }),
};

export const QuestionFindingSchema = Type.Object(
  {
    ...common,
    evidence: Type.Array(EvidenceSchema),
    rewrite: Type.Array(Type.String(), {
      description: 'The question rewritten without this bias (two or more when it should be split); empty when the fix is not a rewording (a setting) or cannot be computed, in which case `advice` says what to change',
    }),
  },
  { additionalProperties: false },
);
export type QuestionFinding = Static<typeof QuestionFindingSchema>;

export const QuestionnaireFindingSchema = Type.Object(
  {
    ...common,
    questions: Type.Array(Type.Integer({ minimum: 0 }), { description: 'Indexes of the questions involved, in questionnaire order' }),
    evidence: Type.Array(Type.Object({ question: Type.Integer({ minimum: 0 }), ...EvidenceSchema.properties }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type QuestionnaireFinding = Static<typeof QuestionnaireFindingSchema>;

export const ReadabilitySchema = Type.Object(
  {
    words: Type.Integer({ minimum: 0 }),
    sentences: Type.Integer({ minimum: 1 }),
    syllables: Type.Integer({ minimum: 0 }),
    fleschReadingEase: Type.Union([Type.Number(), Type.Null()], { description: 'Flesch (1948) reading ease: 100 very easy, 60–70 plain English, below 30 very difficult' }),
  },
  { additionalProperties: false },
);

export const QuestionReportSchema = Type.Object(
  {
    index: Type.Integer({ minimum: 0 }),
    id: Type.Optional(Type.String({ description: 'The survey question’s id' })),
    type: Type.Optional(Type.String({ description: 'The survey question’s type' })),
    text: Type.String({ description: 'The question text the evidence offsets point into' }),
    description: Type.Optional(Type.String()),
    options: Type.Optional(Type.Array(Type.String(), { description: 'Choice options or matrix columns, in order' })),
    readability: ReadabilitySchema,
    findings: Type.Array(QuestionFindingSchema),
  },
  { additionalProperties: false },
);
export type QuestionReport = Static<typeof QuestionReportSchema>;

export const BiasReportSchema = Type.Object(
  {
    language: Type.Literal('en', { description: 'The rules read English only' }),
    questions: Type.Array(QuestionReportSchema),
    questionnaire: Type.Array(QuestionnaireFindingSchema),
    summary: Type.Object(
      {
        questions: Type.Integer({ minimum: 0 }),
        questionsWithFindings: Type.Integer({ minimum: 0 }),
        findings: Type.Integer({ minimum: 0 }),
        byRule: Type.Array(Type.Object({ rule: RuleId, title: Type.String(), count: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }), {
          description: 'Findings per rule (question and questionnaire level), most first',
        }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type BiasReport = Static<typeof BiasReportSchema>;
