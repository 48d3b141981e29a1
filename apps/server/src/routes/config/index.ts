import { Type } from 'typebox';
import { pageLimit } from '../../analysis/start-analysis';
import type { RoutePlugin } from '../../types';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The part of the configuration the browser needs: which analytics to load, if any, how many pages an analysis may cover, and whether billing is on. */
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
            billing: Type.Object(
              { enabled: Type.Boolean() },
              { description: 'Whether a payment provider is configured (STRIPE_SECRET_KEY): paid views then need a plan; without one every view is open' },
            ),
          }),
        },
      },
    },
    async () => ({
      gaMeasurementId: app.config.gaMeasurementId,
      sessionRecordingSrc: app.config.sessionRecordingSrc,
      maxPages: { anonymous: pageLimit(app.config, false), signedIn: pageLimit(app.config, true) },
      billing: { enabled: app.config.billingEnabled },
    }),
  );
};
