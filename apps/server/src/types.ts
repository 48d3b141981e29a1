import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** A route module: typed by its TypeBox schemas, mounted under the prefix named by its folder. */
export type RoutePlugin = FastifyPluginAsyncTypebox;
