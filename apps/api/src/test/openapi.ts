// The operations of the OpenAPI document the API serves at /api/docs/json: what the security tests
// walk through, so a route added with a schema is covered without anyone listing it.
import type { FastifyInstance } from 'fastify';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema fragments of the document, read loosely
export type JsonSchema = Record<string, any>;

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The document's path template: /api/v1/entities/{id}. */
  path: string;
  /** `METHOD /path/{param}`, how the security tests name an operation. */
  name: string;
  parameters: OpenApiParameter[];
  /** `[]` on an operation open to anyone; absent when the document's default (the api key) applies. */
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** The document as an anonymous caller gets it. */
export async function openApiDocument(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path' | 'name'>>> };
}

export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const doc = await openApiDocument(app);
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => (HTTP_METHODS as readonly string[]).includes(method))
      .map(([method, op]) => ({
        ...op,
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
        parameters: op.parameters ?? [],
      })),
  );
}

/** A registered route's URL in the document's form: /api/v1/entities/:id → /api/v1/entities/{id}. */
export const templateOf = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

/** The operation's URL with each path parameter taken from `values` (URL-encoded here). */
export function fillPath(path: string, values: (name: string, schema: JsonSchema) => string, op?: Operation) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = op?.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
    return encodeURIComponent(values(name, schema));
  });
}
