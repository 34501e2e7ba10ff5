import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = typeof zodSerializerCompiler;

/**
 * Responses are written by fast-json-stringify from the contract's schema: only the declared
 * fields go out, as with Zod's serializer, at a fraction of the cost of parsing the response
 * again. A schema JSON Schema cannot describe falls back to Zod's serializer.
 */
export const responseSerializerCompiler: SerializerCompiler = (route) => {
  const schema = route.schema as z.ZodType;
  let jsonSchema: Schema;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Schema;
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJsonStringify(jsonSchema);
};
