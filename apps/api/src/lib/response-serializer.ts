import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = typeof zodSerializerCompiler;
type Serializer = ReturnType<SerializerCompiler>;

/**
 * One serializer per schema: the error body, on every route's every error status, is compiled
 * once instead of hundreds of times (each compiled union holds an Ajv instance, about 20 KB).
 */
const serializers = new WeakMap<z.ZodType, Serializer>();

/**
 * Responses are written by fast-json-stringify from the contract's schema: only the declared
 * fields go out, as with Zod's serializer, at a fraction of the cost of parsing the response
 * again. A schema JSON Schema cannot describe falls back to Zod's serializer.
 */
export const responseSerializerCompiler: SerializerCompiler = (route) => {
  const schema = route.schema as z.ZodType;
  let serializer = serializers.get(schema);
  if (serializer === undefined) {
    serializer = compile(route);
    serializers.set(schema, serializer);
  }
  return serializer;
};

function compile(route: Parameters<SerializerCompiler>[0]): Serializer {
  let jsonSchema: Schema;
  try {
    jsonSchema = z.toJSONSchema(route.schema as z.ZodType, { io: 'output', target: 'draft-7' }) as Schema;
  } catch {
    return zodSerializerCompiler(route);
  }
  return fastJsonStringify(jsonSchema);
}
