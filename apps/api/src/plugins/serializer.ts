// Responses are written by fast-json-stringify from each route's zod response schema turned into
// JSON Schema once at start-up. The zod serializer re-validates every response field by field,
// which cost more than the search itself on the hot paths; the schema still shapes the output
// (unknown keys such as internal columns are dropped) and still feeds OpenAPI.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
};
