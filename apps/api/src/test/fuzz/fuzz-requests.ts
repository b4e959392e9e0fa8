// Requests for the fuzz test, generated per route from its declared zod schemas (params, querystring,
// body), then mutated: a field replaced by an odd value, unknown fields, prototype keys, a field
// dropped or repeated, a body that is not an object or not JSON at all, odd path and query values.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteSummary } from '../../app.js';
import {
  Entries,
  encodeComponent,
  oddString,
  oddValue,
  PROTOTYPE_KEYS,
  RawJson,
  toJsonText,
} from './odd-values.js';
import { arbitraryOf, fieldSchema, type Hint, objectKeys } from './zod-arbitrary.js';

/** Records that exist when the run starts, so requests reach their operations' real work. */
export interface Pools {
  entities: string[];
  addresses: string[];
  emails: string[];
  numbers: string[];
  inboxItems: number[];
}

export interface FuzzRequest {
  /** Whether the route reads a JSON body (a schema declares it): else any body is ignored. */
  takesBody: boolean;
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Generated values and the text or bytes sent. */
type Body = { payload?: string | Buffer; contentType?: string };

const fresh = fc.uuid({ version: 7 });
const oneOfPool = <T>(pool: T[], other: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: other });

function hints(pools: Pools): Hint {
  const entity = oneOfPool(pools.entities, fresh);
  const address = oneOfPool(pools.addresses, fresh);
  const anyRecord = fc.oneof(entity, address);
  const email = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pools.emails) },
    { weight: 2, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.constantFrom(' Mixed.Case@Example.COM ', 'a@b.co', 'x@y') },
  );
  const phone = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pools.numbers) },
    { weight: 2, arbitrary: fc.integer({ min: 1000, max: 9999 }).map((n) => `(514) 399-${n}`) },
    { weight: 1, arbitrary: fc.constantFrom('514.555.0426', '+1 212 555 0100', '+33 1 23 45 67 89', '911') },
  );
  const name = fc.constantFrom(
    'Acme Holdings',
    'Jean Tremblay',
    'Émile Zola Ltée',
    'Nord Realty Inc.',
    "O'Neil & Co",
  );
  const place = fc.constantFrom(
    '1 Queen Street West, Toronto, ON M5H 2N2',
    '426 Sunset Blvd, Los Angeles, CA 90028',
    '100 rue Sainte-Catherine Ouest, Montréal, QC H2X 1Z6',
    '12-34 Main St, Springfield',
    'Apt 5, 221B Baker Street, London, England',
  );
  const byField: Record<string, fc.Arbitrary<unknown>> = {
    uuid: anyRecord,
    entity_id: entity,
    entity_id2: entity,
    address_id: address,
    into: anyRecord,
    from: anyRecord,
    a: anyRecord,
    b: anyRecord,
    email: email,
    to_: email,
    from_: email,
    phone_number: phone,
    number: phone,
    name,
    sender: name,
    sender_receiver: name,
    company_name: name,
    address: place,
    country: fc.constantFrom('CA', 'US', 'Canada', 'United States', 'usa', 'fr', 'Atlantis', ''),
  };
  return (field) => byField[field];
}

/** One path parameter: a record of its kind mostly, else the schema's values or odd text. */
function pathValue(route: RouteSummary, name: string, pools: Pools, hint: Hint): fc.Arbitrary<string> {
  const params = route.schema?.params as z.ZodType | undefined;
  const schema = params ? fieldSchema(params, name) : undefined;
  let plausible: fc.Arbitrary<unknown>;
  if (name === 'id' && route.url.startsWith('/api/v1/inbox'))
    plausible = fc.constantFrom(...pools.inboxItems);
  else if (name === 'id')
    plausible = route.url.startsWith('/api/v1/addresses') ? hint('address_id')! : hint('entity_id')!;
  else
    plausible =
      (name === 'address' ? undefined : hint(name)) ?? (schema ? arbitraryOf(schema, hint, name) : oddString);
  const plain = fc.oneof(
    { weight: 6, arbitrary: plausible.map(String) },
    { weight: 1, arbitrary: schema ? arbitraryOf(schema, hint, name).map(String) : oddString },
    { weight: 2, arbitrary: oddString },
    { weight: 1, arbitrary: fc.constantFrom('1', '0', '-1', '1e3', '9007199254740993', '0x1f', ' 1') },
  );
  return fc.oneof(
    { weight: 9, arbitrary: plain.map((v) => encodeComponent(v) || '%20') },
    // Sent without encoding: bad escapes, an encoded slash or dot segments.
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%C0%AF', '%2F', '..', '%2e%2e', '%00', '%ff%fe') },
  );
}

/** Characters slipped into valid text: controls, DEL, lone surrogates, bidi and invisible marks. */
const TAINTS = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u202e',
  '\u200f',
  '\u2066',
  '\u200b',
  '\ufeff',
  '\u00a0',
  '\u0301',
  '\u2028',
  '\t',
  '\n',
  '\r',
);

const unknownKey = fc.constantFrom(
  'uuid',
  'seq',
  'n_linked_entities',
  'created_at',
  'id',
  'role',
  '',
  'Name',
  'name ',
  'name\u0000',
  '$where',
  'toString',
  'hasOwnProperty',
);
const protoValue = fc.constantFrom<unknown>(
  {},
  { polluted: 'yes' },
  { prototype: { polluted: 'yes' } },
  'x',
  null,
  [],
);

type Mutation =
  | { op: 'set' | 'unknown' | 'repeat'; key: string; value: unknown }
  | { op: 'taint'; key: string; char: string; at: number }
  | { op: 'drop'; key: string }
  | { op: 'proto'; key: string; value: unknown };

function mutation(keys: string[], schema: z.ZodType | undefined, hint: Hint): fc.Arbitrary<Mutation> {
  const known = keys.length ? fc.constantFrom(...keys) : unknownKey;
  const valueFor = (key: string) => {
    const field = schema && fieldSchema(schema, key);
    return oddValue(field ? arbitraryOf(field, hint, key) : undefined);
  };
  return fc.oneof(
    // A valid text with one character slipped in: the mutation most likely to be accepted wrongly.
    {
      weight: 4,
      arbitrary: fc
        .record({ key: known, char: TAINTS, at: fc.nat() })
        .map((m) => ({ op: 'taint' as const, ...m })),
    },
    {
      weight: 6,
      arbitrary: known.chain((key) => valueFor(key).map((value) => ({ op: 'set' as const, key, value }))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(unknownKey, oddValue())
        .map(([key, value]) => ({ op: 'unknown' as const, key, value })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...PROTOTYPE_KEYS), protoValue)
        .map(([key, value]) => ({ op: 'proto' as const, key, value })),
    },
    { weight: 1, arbitrary: known.map((key) => ({ op: 'drop' as const, key })) },
    {
      weight: 1,
      arbitrary: known.chain((key) => valueFor(key).map((value) => ({ op: 'repeat' as const, key, value }))),
    },
  );
}

/** Applies mutations to an object's entries (`__proto__` stays an own key of the JSON text). */
function mutate(value: unknown, mutations: Mutation[]): Array<[string, unknown]> {
  let entries: Array<[string, unknown]> =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).filter(([, v]) => v !== undefined)
      : [];
  for (const m of mutations) {
    if (m.op === 'taint')
      entries = entries.map(([k, v]) =>
        k === m.key && typeof v === 'string'
          ? [k, v.slice(0, m.at % (v.length + 1)) + m.char + v.slice(m.at % (v.length + 1))]
          : [k, v],
      );
    else if (m.op === 'drop') entries = entries.filter(([k]) => k !== m.key);
    else if (m.op === 'set') entries = [...entries.filter(([k]) => k !== m.key), [m.key, m.value]];
    else entries.push([m.key, m.value]);
  }
  return entries;
}

const RAW_BODIES = [
  '',
  ' ',
  '{',
  '{"name":',
  'nul',
  '{"name":"Acme",}',
  "{'name':'Acme'}",
  '\ufeff{}',
  '[]',
  'null',
  '0',
  '"text"',
  '{}garbage',
  '{"a":1}{"b":2}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'multipart/form-data; boundary=x',
  'application/xml',
];

const asJson = (text: string | Buffer): Body => ({ payload: text, contentType: 'application/json' });

/** A body that is not the object the route takes: another JSON value, broken JSON, bad bytes, another type. */
const oddBody: fc.Arbitrary<Body> = fc.oneof(
  oddValue().map((v) => asJson(toJsonText(v))),
  fc.constantFrom(...RAW_BODIES).map(asJson),
  fc
    .tuple(fc.constantFrom(...OTHER_TYPES), fc.constantFrom('{}', 'name=Acme', '<x/>', ''))
    .map(([contentType, payload]) => ({ contentType, payload })),
  fc
    .constantFrom(
      Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
      Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
    )
    .map(asJson),
);

function jsonBody(route: RouteSummary, hint: Hint): fc.Arbitrary<Body> {
  const schema = route.schema?.body as z.ZodType | undefined;
  if (!schema)
    return fc.oneof({ weight: 8, arbitrary: fc.constant<Body>({}) }, { weight: 2, arbitrary: oddBody });
  const valid = arbitraryOf(schema, hint);
  const keys = objectKeys(schema);
  return fc.oneof(
    { weight: 5, arbitrary: valid.map((v) => asJson(toJsonText(v))) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(valid, fc.array(mutation(keys, schema, hint), { minLength: 1, maxLength: 3 }))
        .map(([v, ms]) => asJson(toJsonText(new Entries(mutate(v, ms))))),
    },
    { weight: 1, arbitrary: oddBody },
  );
}

/** Query string from the route's querystring schema, values as text, with odd keys and values. */
function queryString(route: RouteSummary, hint: Hint): fc.Arbitrary<string> {
  const schema = route.schema?.querystring as z.ZodType | undefined;
  const keys = objectKeys(schema);
  const base = schema ? arbitraryOf(schema, hint) : fc.constant({});
  const pairs = fc
    .tuple(base, fc.array(mutation(keys, schema, hint), { maxLength: 2 }))
    .map(([v, ms]) => mutate(v, ms));
  const text = (v: unknown): string =>
    v instanceof RawJson
      ? v.text
      : typeof v === 'string'
        ? v
        : v === null
          ? ''
          : Array.isArray(v)
            ? ''
            : typeof v === 'object'
              ? '[object Object]'
              : String(v);
  const render = (entries: Array<[string, unknown]>) =>
    entries
      .flatMap(([k, v]) => (Array.isArray(v) ? v.map((item) => [k, item] as const) : [[k, v] as const]))
      .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(text(v))}`)
      .join('&');
  return fc.oneof(
    { weight: 9, arbitrary: pairs.map(render) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'constructor[prototype][polluted]=yes',
        '__proto__[polluted]=yes',
        'a=%zz',
        '&&=&',
        'limit=1&limit=2&offset[]=1',
      ),
    },
  );
}

const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';
/** POST /imports: a multipart form with a small CSV, its fields valid or not. */
function importForm(): fc.Arbitrary<Body> {
  const header = fc.constantFrom(
    'name',
    'Email',
    'Phone',
    'company',
    'address',
    'uuid',
    'Nom',
    'is_person',
    'notes',
    'entity_ids',
    'n_employees',
  );
  const cell = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'Acme Holdings',
        'a@b.co',
        '(514) 399-1234',
        'true',
        '12',
        '1 Queen St W, Toronto',
        '',
      ),
    },
    { weight: 2, arbitrary: oddString.map((s) => s.slice(0, 300)) },
  );
  const csv = fc
    .tuple(
      fc.array(header, { minLength: 1, maxLength: 4 }),
      fc.array(fc.array(cell, { maxLength: 5 }), { maxLength: 4 }),
    )
    .map(([h, rows]) =>
      [h, ...rows]
        .map((r) => r.map((c) => (/[",\n\r]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
        .join('\r\n'),
    );
  const field = (values: string[]) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...values) },
      { weight: 1, arbitrary: oddString.map((s) => s.slice(0, 200)) },
    );
  return fc
    .record(
      {
        kind: field(['contacts', 'addresses']),
        policy: field(['skip', 'fill', 'overwrite']),
        dry_run: field(['true', 'true', 'false', '1', '0', '']),
        mapping: field(['{}', '{"Nom":"name"}', '{"x":"nope"}', '[', 'null']),
      },
      { requiredKeys: [] },
    )
    .chain((fields) => csv.map((file) => ({ fields, file })))
    .map(({ fields, file }) => {
      const parts = Object.entries(fields).map(
        ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      );
      parts.push(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="fuzz.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${BOUNDARY}--\r\n`,
      );
      return {
        payload: Buffer.from(parts.join('')),
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      };
    });
}

/** The credential every request carries: an api key, or headers (a client's session cookie). */
type Credential = string | Record<string, string>;
const credentialHeaders = (credential: Credential) =>
  typeof credential === 'string' ? { 'api-key': credential } : credential;

function routeRequest(route: RouteSummary, pools: Pools, credential: Credential): fc.Arbitrary<FuzzRequest> {
  const hint = hints(pools);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const path = fc.tuple(...names.map((n) => pathValue(route, n, pools, hint))).map((values) => {
    let i = 0;
    return route.url.replace(/:(\w+)/g, () => values[i++]!);
  });
  const body =
    route.url === '/api/v1/imports' && route.method === 'POST'
      ? fc.oneof({ weight: 4, arbitrary: importForm() }, { weight: 1, arbitrary: jsonBody(route, hint) })
      : jsonBody(route, hint);
  return fc.record({ path, query: queryString(route, hint), body }).map(({ path, query, body }) => ({
    takesBody: !!route.schema?.body,
    method: route.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    headers: {
      ...credentialHeaders(credential),
      ...(body.contentType ? { 'content-type': body.contentType } : {}),
    },
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
  }));
}

/** A request to any of these routes, writes twice as often as reads, with the api key (or other
 * credential headers: the client routes take a client's session cookie). */
export function requestArbitrary(
  routes: RouteSummary[],
  pools: Pools,
  credential: Credential,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...routes.map((route) => ({
      weight: route.method === 'GET' ? 1 : 2,
      arbitrary: routeRequest(route, pools, credential),
    })),
  );
}
