import { Type } from 'typebox';
import type { RoutePlugin } from '../../types';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The part of the configuration the browser needs: which analytics to load, if any. */
export const configRoutes: RoutePlugin = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'Public client configuration',
        tags: ['meta'],
        response: { 200: Type.Object({ gaMeasurementId: NullableString, sessionRecordingSrc: NullableString }) },
      },
    },
    async () => ({ gaMeasurementId: app.config.gaMeasurementId, sessionRecordingSrc: app.config.sessionRecordingSrc }),
  );
};
