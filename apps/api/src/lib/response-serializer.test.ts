import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { responseSerializerCompiler } from './response-serializer';

type Route = Parameters<typeof responseSerializerCompiler>[0];

function routeOf(schema: z.ZodType, url: string, httpStatus: string): Route {
  return { schema, method: 'GET', url, httpStatus };
}

describe('the response serializer', () => {
  it('compiles a schema once, however many routes and statuses answer with it (ADR 029)', () => {
    const errorBody = z.object({ statusCode: z.number(), message: z.string() });
    const first = responseSerializerCompiler(routeOf(errorBody, '/a', '404'));
    const second = responseSerializerCompiler(routeOf(errorBody, '/b', '409'));
    expect(second).toBe(first);
    expect(first({ statusCode: 404, message: 'Not found', extra: 'dropped' })).toBe(
      '{"statusCode":404,"message":"Not found"}',
    );
  });

  it('compiles each schema of its own', () => {
    const one = responseSerializerCompiler(routeOf(z.object({ a: z.string() }), '/a', '200'));
    const other = responseSerializerCompiler(routeOf(z.object({ b: z.string() }), '/a', '200'));
    expect(other).not.toBe(one);
    expect(other({ b: 'x' })).toBe('{"b":"x"}');
  });
});
