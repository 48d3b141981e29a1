import type { RoutePlugin } from '../../types';
import { questionRoutes } from './questions';
import { reportRoutes } from './reports';
import { shareLinkRoutes } from './share-links';
import { siteRoutes } from './sites';

/** /api/bias: questionnaires checked for bias, sites checked for deceptive design, their reports, exports and share links. */
export const biasRoutes: RoutePlugin = async (app) => {
  await app.register(questionRoutes);
  await app.register(siteRoutes);
  await app.register(reportRoutes);
  await app.register(shareLinkRoutes);
};

