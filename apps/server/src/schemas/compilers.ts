import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';

// The route schemas are constants of their modules, so the validator (TypeBox) and the serializer
// (fast-json-stringify, Fastify's own) generated for one are the same in every app this process
// builds: each is generated once per schema and kept while the schema lives. A server builds one
// app; the tests build about sixty in a few processes, and generating the code of every route's
// schemas anew was about a second of CPU for each of them.

const validators = new Map<string | undefined, WeakMap<TSchema, ReturnType<FastifySchemaCompiler<TSchema>>>>();

/** TypeBox's validator compiler, once per schema and request part (querystrings and params are converted, bodies are not). */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  if (typeof route.schema !== 'object' || route.schema === null) return TypeBoxValidatorCompiler(route);
  let byPart = validators.get(route.httpPart);
  if (!byPart) validators.set(route.httpPart, (byPart = new WeakMap()));
  let validate = byPart.get(route.schema);
  if (!validate) byPart.set(route.schema, (validate = TypeBoxValidatorCompiler(route)));
  return validate;
};

const serializers = new WeakMap<object, (data: unknown) => string>();

/** Fastify's response serializer (fast-json-stringify of the status code's schema), once per schema. */
export const serializerCompiler: FastifySerializerCompiler<object> = ({ schema }) => {
  let serialize = serializers.get(schema);
  if (!serialize) serializers.set(schema, (serialize = fastJsonStringify(schema)));
  return serialize;
};
