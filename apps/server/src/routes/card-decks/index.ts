import { Type } from 'typebox';
import { CARD_DECK_IDS, CARD_PAPER_IDS, CARD_PAPERS, CARD_SIZE_MM } from '@sightline/shared/content/card-decks';
import { PDF_TIMEOUT_MS } from '../../plugins/pdf';
import { errorResponses, fileResponse } from '../../schemas/common';
import type { RoutePlugin } from '../../types';

const PDF_PER_HOUR = 30;

const DeckParams = Type.Object({ deck: Type.Union(CARD_DECK_IDS.map((id) => Type.Literal(id)), { description: 'The deck: one of the decks of /card-decks' }) });
const PaperQuery = Type.Object({ paper: Type.Optional(Type.Union(CARD_PAPER_IDS.map((id) => Type.Literal(id)), { description: 'The sheet: a4 (default) or letter', default: 'a4' })) });

/** GET /api/card-decks/{deck}/deck.pdf: a deck of /card-decks printed for cutting out. */
export const cardDecksRoutes: RoutePlugin = async (app) => {
  app.get(
    '/:deck/deck.pdf',
    {
      // Each PDF is a browser render: no HEAD twin that would print one for nothing, and a ceiling per address.
      exposeHeadRoute: false,
      preHandler: app.rateLimits([{ name: 'card-deck-pdf', max: PDF_PER_HOUR, timeWindowMs: 60 * 60_000, key: (request) => request.ip }]),
      schema: {
        summary: 'Download a card deck as a PDF to print and cut out',
        description: `Chromium prints /card-decks/print/{deck}: ${CARD_SIZE_MM.width} × ${CARD_SIZE_MM.height} mm cards, nine to a sheet, with crop marks at every cut line, on A4 or US Letter. The cards are the guides library's, as /card-decks shows them. At most ${PDF_PER_HOUR} an hour per address. 503 when the web app is not built, 504 PDF_TIMEOUT after ${PDF_TIMEOUT_MS / 1000} s.`,
        tags: ['card-decks'],
        params: DeckParams,
        querystring: PaperQuery,
        response: { 200: fileResponse('application/pdf', 'The deck, nine cards a sheet with crop marks'), ...errorResponses(400, 429, 503, 504) },
      },
    },
    async (request, reply) => {
      const { deck } = request.params;
      const paper = request.query.paper ?? 'a4';
      const file = await app.printPage(request, `/card-decks/print/${deck}?paper=${paper}`, { asVisitor: true, format: CARD_PAPERS[paper].format });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="sightline-${deck}-cards-${paper}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(file);
    },
  );
};
