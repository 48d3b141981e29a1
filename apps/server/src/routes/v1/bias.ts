import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { loadServerSecret } from '../../analysis/server-secret';
import { requireBiasOwner } from '../../bias/access';
import { biasReportDetail, questionsReportDetail } from '../../bias/detail';
import { BODY_LIMIT_BYTES } from '../../plugins/error-handler';
import { BiasQuestionsBody, checkAndSaveQuestionnaire } from '../bias/questions';
import { QuestionsReportResponse, ReportDetail } from '../bias/schemas';
import { RATE_LIMIT_NOTE, security, v1Errors, type V1Options } from './common';

const tags = ['api v1: bias'];

export const v1BiasRoutes: FastifyPluginAsyncTypebox<V1Options> = async (app, { guards }) => {
  const secret = loadServerSecret(app.config);

  app.post(
    '/bias/questions',
    {
      preHandler: guards.write,
      bodyLimit: BODY_LIMIT_BYTES + 1024 * 1024,
      schema: {
        summary: 'Check questions for bias and save the report (write key)',
        description: `Exactly one of: \`questions\` (question texts), \`survey\` (a survey definition: its options and settings are checked too) or \`surveyId\` (one of the account's surveys: its draft). English only. Each finding quotes the words with their offsets, says why they bias answers and gives a rewrite or advice; the rules are listed under POST /api/bias/questions. The same check as /bias-detection on the web, saved for the key's account. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        body: BiasQuestionsBody,
        response: { 201: QuestionsReportResponse, ...v1Errors(400, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const row = await checkAndSaveQuestionnaire(app, request, reply, request.body);
      return reply.code(201).send({ success: true as const, report: questionsReportDetail(row) });
    },
  );

  app.get(
    '/bias/reports/:id',
    {
      preHandler: guards.read,
      schema: {
        summary: "A bias report of the key's account: a questions check, or a site's deceptive-design check",
        description: `404 for another account's report, the same as for none. ${RATE_LIMIT_NOTE}`,
        tags,
        security,
        params: Type.Object({ id: Type.String({ format: 'uuid', description: 'The bias report id' }) }),
        response: { 200: Type.Object({ success: Type.Literal(true), report: ReportDetail }), ...v1Errors(400, 404) },
      },
    },
    async (request) => ({ success: true as const, report: biasReportDetail(await requireBiasOwner(app, request, request.params.id), secret) }),
  );
};
