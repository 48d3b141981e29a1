import { Type } from 'typebox';
import type { RoutePlugin } from '../../types';

export const healthRoutes: RoutePlugin = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'Liveness check',
        tags: ['meta'],
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
