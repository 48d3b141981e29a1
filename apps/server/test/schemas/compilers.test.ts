import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { serializerCompiler, validatorCompiler } from '../../src/schemas/compilers';

const route = { method: 'GET', url: '/x' };

describe('the schema compilers', () => {
  it('generate one validator per schema and request part, and it checks what the schema says', () => {
    const schema = Type.Object({ n: Type.Integer() });
    const query = validatorCompiler({ ...route, schema, httpPart: 'querystring' });
    expect(validatorCompiler({ ...route, schema, httpPart: 'querystring' })).toBe(query);
    // A querystring arrives as text and is converted; a body is taken as it is.
    expect(query({ n: '5' })).toEqual({ value: { n: 5 } });
    const body = validatorCompiler({ ...route, schema, httpPart: 'body' });
    expect(body).not.toBe(query);
    expect(body({ n: '5' })).toHaveProperty('error');
    expect(body({ n: 5 })).toEqual({ value: { n: 5 } });
    expect(validatorCompiler({ ...route, schema: Type.Object({ n: Type.Integer() }), httpPart: 'body' })).not.toBe(body);
  });

  it('generate one serializer per schema, and it writes only what the schema has', () => {
    const schema = Type.Object({ id: Type.String() });
    const serialize = serializerCompiler({ ...route, schema, httpStatus: '200' });
    expect(serializerCompiler({ ...route, schema, httpStatus: '201' })).toBe(serialize);
    expect(serialize({ id: 'a', secret: 'b' })).toBe('{"id":"a"}');
    const other = serializerCompiler({ ...route, schema: Type.Object({ id: Type.String(), name: Type.String() }), httpStatus: '200' });
    expect(other).not.toBe(serialize);
    expect(other({ id: 'a', name: 'b' })).toBe('{"id":"a","name":"b"}');
  });
});
