// The OpenAPI document (/api/docs/json, UI at /api/docs), built by @fastify/swagger from the route
// schemas. What every operation has in common is added here, once, rather than in each route file:
// its operationId (from method and path), the error answers its shape implies (401/403 when it
// needs a credential, 400 when it reads input, 404 when its path names a record, 413/415 when it
// takes a body, 429 when it is rate-limited), file answers typed by `produces`, 204 without content,
// a multipart form's fields, and one shared ErrorBody schema. Client generators (openapi-typescript)
// and Redocly's linter read it: see openapi-lint.test.ts and openapi-client.test.ts.
import { ErrorBody } from '@crm/shared';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { KINDS } from '../records/kinds.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The fields of a multipart/form-data body the handler reads itself (documentation only:
     * Fastify validates no multipart body). */
    multipartBody?: ZodType;
  }
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Path parameters that name a stored record: an operation on such a path may answer 404. */
const RECORD_PARAMS = new Set([
  'id',
  'email',
  'number',
  'phone_number',
  'entity_id',
  'entity_id2',
  'address_id',
  'slug',
]);

/** `getAddressesByIdComplete` from GET /api/v1/addresses/:id/complete: stable (it changes only with
 * the path), readable, and unique because method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment)?.[1];
      return param ? ['by', ...param.split('_')] : segment.split(/[_\-.]/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

type DocSchema = FastifySchema & {
  response?: Record<string, unknown>;
  produces?: string[];
  operationId?: string;
  security?: unknown[];
  hide?: boolean;
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: a message key per refused field',
  401: 'No valid api-key header or staff session',
  403: 'Signed in without staff access',
  404: 'The record named in the path does not exist',
  409: 'Conflicts with a stored record (the same identity) or with the state of the record',
  413: 'The body is larger than the limit',
  415: 'The body is not of the type this operation reads',
  429: 'Too many requests from this client: retry later',
  502: 'An outside service failed',
};

/** The status codes an operation can answer beyond its own, from the shape of its route. */
function impliedErrors(schema: DocSchema, route: RouteOptions, url: string): number[] {
  const codes: number[] = [];
  const takesBody = !!schema.body;
  if (!route.config?.public) codes.push(401, 403);
  if (takesBody || schema.querystring || schema.params) codes.push(400);
  const params = [...url.matchAll(/[:{](\w+)/g)].map((m) => m[1]!);
  if (params.some((p) => RECORD_PARAMS.has(p))) codes.push(404);
  if (takesBody) codes.push(413, 415);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) codes.push(429);
  return codes;
}

const JSON_TYPE = 'application/json';

/** A media type's body schema: text for text/*, bytes otherwise. */
const fileSchema = (type: string) =>
  type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };

export const transformOperation: SwaggerTransform = (input) => {
  const { route } = input;
  const multipartBody = route.config?.multipartBody;
  // The form a multipart route reads is documented as its body, converted like any zod body.
  const schema = multipartBody ? { ...input.schema, body: multipartBody } : input.schema;
  const out = jsonSchemaTransform({ ...input, schema });
  if (!input.schema || (out.schema as DocSchema).hide) return out;
  // The converted schema: JSON Schema objects keyed by status code, read and rewritten loosely.
  const response: Record<string, unknown> = { ...(out.schema.response as Record<string, unknown>) };
  const doc: DocSchema = { ...out.schema, response } as DocSchema;
  const method = [route.method].flat()[0] ?? 'GET';
  doc.operationId ??= operationIdOf(method, input.url.replace(/(.)\/$/, '$1'));
  if (route.config?.public) doc.security = [];
  // A client route (issue 29) takes a client's session only: no api key.
  if (route.config?.client) doc.security = [{ clientSession: [] }];
  for (const code of impliedErrors(doc, route, input.url)) response[code] ??= { description: 'Error' };
  for (const code of Object.keys(response)) {
    // An empty answer: swagger writes no content for a null schema.
    if (code === '204') response[code] = { type: 'null', description: 'No content' };
  }
  // `produces` names the success answer's file types; errors stay JSON (swagger would give every
  // answer those types). A route answering JSON unless asked for a file (the rent rolls) lists
  // application/json among them: that one keeps the declared schema.
  if (doc.produces) {
    const types = doc.produces.map((t) => t.split(';')[0]!.trim());
    const ok = Object.keys(response).find((c) => c.startsWith('2')) ?? '200';
    const declared = response[ok] as { description?: string } | undefined;
    const json = types.includes(JSON_TYPE);
    const description = (json ? 'JSON, or the file the query asks for' : declared?.description) ?? 'The file';
    response[ok] = {
      description,
      content: Object.fromEntries(
        types.map((t) => [t, { schema: t === JSON_TYPE ? declared : fileSchema(t) }]),
      ),
    };
    delete doc.produces;
  }
  return { schema: doc, url: out.url };
};

/** The document's tags, in the order a reader meets them, with what each groups. */
const TAGS: Record<string, string> = {
  entities: 'Contacts: people and companies',
  addresses: 'Addresses, their verification and suggestions',
  emails: 'Email addresses',
  numbers: 'Phone numbers',
  links: 'Links between contacts, addresses, emails and numbers',
  duplicates: 'Likely duplicates and merges',
  ownership: 'Who owns a property, and what a contact controls',
  imports: 'Spreadsheet imports',
  inbox: 'Messages from the website waiting for staff',
  activities: 'Calls, meetings, emails and notes logged about contacts and properties',
  tasks: 'What staff members must do by when, about contacts and properties; the staff they are assigned to',
  lists:
    'Saved contact searches (dynamic) and picked contacts (static), call lists with a cadence and the members due',
  requirements:
    "Contacts' needs: buy or lease, property types, size, cities, price or rent ceiling; who wants what",
  comps:
    'Sale and lease comps at addresses, with buyers, sellers and tenants; searched with the median and range per sq ft',
  leases:
    "Tenants' leases of a building's spaces (dates, rent, escalation, options) and a building's rent roll: occupancy, WALT, expiries",
  deals:
    'Deals in pipelines by deal type (stages, probabilities, playbooks), their boards, forecast and results',
  listings:
    "Properties offered for sale or lease on the public site: bilingual text, a versioned confidentiality agreement, photos, deal-room documents by access level and leads' levels",
  ext: 'Mail sent and received for other tools',
  'client sharing':
    'Updates and documents staff publish to clients of the firm (one client, every client of a property, or all), with their mails and download logs',
  client:
    "The client portal (owners and investors): a client's session only; each answer is of the client's own contact and the companies they represent",
  public: 'The public website: no credential',
};

const RETRY_AFTER = {
  description: 'Seconds until the limit lets this client in again',
  schema: { type: 'integer', minimum: 0 },
};

interface DocumentResponse {
  description?: string;
  content?: Record<string, { schema?: { properties?: Record<string, unknown>; $ref?: string } }>;
  headers?: Record<string, unknown>;
}

const ETAG = {
  description:
    "The record's version (ADR 0032): send it back as If-Match so a write applies only while the record is unchanged",
  schema: { type: 'string', example: '"7"' },
};

/** The records' collections, whose POST creates a record at its first version. */
const CREATED = new Set(KINDS.map((kind) => `/api/v1/${kind.collection}`));

/** The answers that carry a record's ETag: its complete read, its creation, and a checked write's
 * success and its 412 (whose `current` is the record now). */
function etagCodes(method: string, path: string, responses: Record<string, DocumentResponse>): string[] {
  if (method === 'get' && path.endsWith('/complete')) return ['200'];
  if (method === 'post' && CREATED.has(path)) return ['201'];
  const stale = responses['412']?.content?.['application/json']?.schema?.properties;
  return stale && 'current' in stale ? ['200', '412'] : [];
}

/** After every route: each error answer is the one ErrorBody schema, by reference (inlined, it
 * was most of the document's megabyte), with a description of when it happens. */
export const transformDocument: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const doc = document.openapiObject;
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!(HTTP_METHODS as readonly string[]).includes(method)) continue;
      for (const tag of (operation as { tags?: string[] }).tags ?? []) tags.add(tag);
      const responses = (operation as { responses?: Record<string, DocumentResponse> }).responses ?? {};
      for (const code of etagCodes(method, path, responses)) {
        const answer = responses[code];
        if (answer) answer.headers = { ...answer.headers, ETag: ETAG };
      }
      for (const [code, answer] of Object.entries(responses)) {
        const status = Number(code);
        if (status < 400) continue;
        // A checked write's 412 answers the record as it is now beside the error: kept as declared.
        if (answer.headers?.ETag) continue;
        responses[code] = {
          // Routes declare their refusals by code only (errorResponses): the text says when each happens.
          description: ERROR_TEXT[status] ?? answer.description ?? 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
          ...(status === 429 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
        };
      }
    }
  }
  const errorSchema = z.toJSONSchema(ErrorBody, { target: 'openapi-3.0', io: 'output' });
  delete errorSchema.$schema;
  return {
    ...doc,
    tags: [...tags].map((name) => ({ name, ...(TAGS[name] ? { description: TAGS[name] } : {}) })),
    components: { ...doc.components, schemas: { ...doc.components?.schemas, ErrorBody: errorSchema } },
  } as typeof doc;
};

export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CRM API',
        version: '1.0.0',
        description: 'Contacts, addresses, emails, phone numbers and their links.',
      },
      servers: [{ url: publicUrl, description: 'This server (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
          // Better Auth's session cookie of a client account (issue 29): /api/v1/client/* only.
          clientSession: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: transformOperation,
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
