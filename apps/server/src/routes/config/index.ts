import { Type } from 'typebox';
import { pageLimit } from '../../analysis/start-analysis';
import type { RoutePlugin } from '../../types';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The part of the configuration the browser needs: which analytics to load, if any, and how many pages an analysis may cover. */
export const configRoutes: RoutePlugin = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'Public client configuration',
        tags: ['meta'],
        response: {
          200: Type.Object({
            gaMeasurementId: NullableString,
            sessionRecordingSrc: NullableString,
            maxPages: Type.Object({ anonymous: Type.Integer(), signedIn: Type.Integer() }, { description: 'The most pages one analysis may cover, without and with an account' }),
          }),
        },
      },
    },
    async () => ({
      gaMeasurementId: app.config.gaMeasurementId,
      sessionRecordingSrc: app.config.sessionRecordingSrc,
      maxPages: { anonymous: pageLimit(app.config, false), signedIn: pageLimit(app.config, true) },
    }),
  );
};
