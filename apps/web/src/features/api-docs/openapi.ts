import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** The parts of an OpenAPI 3.0 document the reference reads. */
export interface JsonSchema {
  type?: string;
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  info: { title: string; version: string };
  paths: Record<string, Partial<Record<Method, Operation>>>;
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface ListedOperation {
  method: Method;
  path: string;
  operation: Operation;
}

/** The server's own OpenAPI document: the one its routes validate with. */
export const openApiQuery = () =>
  queryOptions({
    queryKey: ['/api/docs/json'],
    queryFn: ({ signal }) => apiRequest<OpenApiDocument>('GET', '/api/docs/json', { signal }),
  });

/** The public API's operations (/api/v1), grouped by tag in the document's order. */
export function publicOperations(document: OpenApiDocument): Array<{ tag: string; operations: ListedOperation[] }> {
  const groups = new Map<string, ListedOperation[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'api v1';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

/** A schema's type in a few words: "string (uuid)", "array of object", "integer | null". */
export function typeLabel(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  let label: string;
  if (variants) label = variants.map(typeLabel).join(' | ');
  else if (schema.const !== undefined) label = JSON.stringify(schema.const);
  else if (schema.enum) label = schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  else if (schema.type === 'array') label = `array of ${schema.items ? typeLabel(schema.items) : 'any'}`;
  else if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') label = `map of ${typeLabel(schema.additionalProperties)}`;
  else label = schema.type ?? 'any';
  if (schema.format) label += ` (${schema.format})`;
  return schema.nullable ? `${label} | null` : label;
}

/** The limits a schema sets, as short notes: "1–80 characters", "at most 200". */
export function constraints(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) notes.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '∞'} characters`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) notes.push(`${schema.minimum ?? '−∞'}–${schema.maximum ?? '∞'}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined) notes.push(`${schema.minItems ?? 0}–${schema.maxItems ?? '∞'} items`);
  return notes;
}

/** The object schema whose fields a reader wants to see: the object itself, an array's items, or the object of "object | null". */
export function fieldsOf(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema;
  if (schema.type === 'array' && schema.items) return fieldsOf(schema.items);
  const objects = (schema.anyOf ?? schema.oneOf ?? []).filter((variant) => variant.properties);
  return objects.length === 1 ? objects[0]! : null;
}
