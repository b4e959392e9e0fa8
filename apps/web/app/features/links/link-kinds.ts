// The four link resources (spec §7) as the portal sees them from either side: which lists a
// record shows, which tag each link carries, and which call creates, retags or removes it. Pure
// functions, so the path order and the entity-entity direction are unit-tested once.
import {
  ADDRESS_ROLES,
  type ApiRoute,
  CONTACT_TYPES,
  type EntityComplete,
  RELATIONSHIPS,
  type Relationship,
} from '@crm/shared';
import { displayPhone } from '../../portal/phone-display';
import type { CompleteRecord, LinkKind } from '../../portal/record-kinds';

export interface RecordRef {
  kind: LinkKind;
  id: string;
  /** For the page's own record: the version its page shows, sent as If-Match (ADR 0032). */
  etag?: string | null;
}

export type TagField = 'relationship' | 'role' | 'type';

/** Entity-entity links are directed (entity_id is the OWNER, the EMPLOYER); a row shows the link
 * from this contact's side. CO-OWNER and SPOUSE read the same both ways. */
export type Direction = 'out' | 'in' | 'both';
const SYMMETRIC: readonly Relationship[] = ['CO-OWNER', 'SPOUSE'];

/** A relationship tag as the portal offers it: `OWNER|out` (this contact owns the other),
 * `OWNER|in` (is owned by it), `SPOUSE|both`. */
export const relationshipTag = (relationship: Relationship, direction: 'outgoing' | 'incoming') =>
  `${relationship}|${SYMMETRIC.includes(relationship) ? 'both' : direction === 'outgoing' ? 'out' : 'in'}`;

export function parseRelationshipTag(tag: string): { relationship: Relationship; direction: Direction } {
  const [relationship, direction] = tag.split('|') as [Relationship, Direction];
  return { relationship, direction };
}

/** Every tag a link between these two kinds may carry, in the spec's order. */
export function tagOptions(a: LinkKind, b: LinkKind): string[] {
  const other = a === 'entity' ? b : a;
  if (other === 'entity')
    return RELATIONSHIPS.flatMap((r) => (SYMMETRIC.includes(r) ? [`${r}|both`] : [`${r}|out`, `${r}|in`]));
  return other === 'address' ? [...ADDRESS_ROLES] : [...CONTACT_TYPES];
}

export const tagField = (a: LinkKind, b: LinkKind): TagField => {
  const other = a === 'entity' ? b : a;
  return other === 'entity' ? 'relationship' : other === 'address' ? 'role' : 'type';
};

/** One row of a list: the record at the other end and the link's tag. */
export interface LinkRow {
  other: RecordRef;
  label: string;
  tag: string;
}

export interface LinkList {
  otherKind: LinkKind;
  /** The record's own counter (n_linked_*), the number the API keeps. */
  count: number;
  rows: LinkRow[];
}

/** The lists a detail page shows: an entity has four, the others one (their entities). */
export function listsOf(kind: LinkKind, record: CompleteRecord[LinkKind]): LinkList[] {
  if (kind !== 'entity') {
    const { links, n_linked_entities } = record as CompleteRecord['address' | 'email' | 'number'];
    const rows = links.entities.map((l) => ({
      other: { kind: 'entity' as const, id: l.entity_id },
      label: l.name,
      tag: 'role' in l ? l.role : l.type,
    }));
    return [{ otherKind: 'entity', count: n_linked_entities, rows }];
  }
  const entity = record as EntityComplete;
  return [
    {
      otherKind: 'entity',
      count: entity.n_linked_entities,
      rows: entity.links.entities.map((l) => ({
        other: { kind: 'entity', id: l.entity_id },
        label: l.name,
        tag: relationshipTag(l.relationship, l.direction),
      })),
    },
    {
      otherKind: 'address',
      count: entity.n_linked_addresses,
      rows: entity.links.addresses.map((l) => ({
        other: { kind: 'address', id: l.address_id },
        label: l.address,
        tag: l.role,
      })),
    },
    {
      otherKind: 'email',
      count: entity.n_linked_emails,
      rows: entity.links.emails.map((l) => ({
        other: { kind: 'email', id: l.email },
        label: l.email,
        tag: l.type,
      })),
    },
    {
      otherKind: 'number',
      count: entity.n_linked_numbers,
      rows: entity.links.numbers.map((l) => ({
        other: { kind: 'number', id: l.phone_number },
        label: displayPhone(l.phone_number),
        tag: l.type,
      })),
    },
  ];
}

/** Which kinds a record may link from its own page (spec §2's add/* child routes). */
export const addableKinds = (owner: LinkKind): LinkKind[] =>
  owner === 'entity' ? ['entity', 'address', 'email', 'number'] : ['entity'];

/** Each link resource's routes: create, and change or remove the pair its path names. */
const LINK_ROUTES = {
  addresses_entities: {
    POST: 'POST /addresses_entities',
    PUT: 'PUT /addresses_entities/:address_id/:entity_id',
    DELETE: 'DELETE /addresses_entities/:address_id/:entity_id',
  },
  entities_emails: {
    POST: 'POST /entities_emails',
    PUT: 'PUT /entities_emails/:entity_id/:email',
    DELETE: 'DELETE /entities_emails/:entity_id/:email',
  },
  entities_numbers: {
    POST: 'POST /entities_numbers',
    PUT: 'PUT /entities_numbers/:entity_id/:phone_number',
    DELETE: 'DELETE /entities_numbers/:entity_id/:phone_number',
  },
  entities_entities: {
    POST: 'POST /entities_entities',
    PUT: 'PUT /entities_entities/:entity_id/:entity_id2',
    DELETE: 'DELETE /entities_entities/:entity_id/:entity_id2',
  },
} as const satisfies Record<string, Record<'POST' | 'PUT' | 'DELETE', ApiRoute>>;
type LinkRoutes = (typeof LINK_ROUTES)[keyof typeof LINK_ROUTES];

export interface LinkCall {
  route: LinkRoutes[keyof LinkRoutes];
  /** The pair's keys in the path's order (a PUT or DELETE). */
  params?: string[];
  body?: Record<string, string | boolean>;
  /** Between two contacts, the path parameter naming the page's record when the path puts it
   * second (a relationship turned round); otherwise ownerParam works it out. */
  ownerAt?: 'entity_id' | 'entity_id2';
}

/** The link resource of a pair and the pair's keys in its path order (spec §7). */
function resource(
  a: RecordRef,
  b: RecordRef,
): { routes: LinkRoutes; keys: string[]; body: Record<string, string> } {
  const [entity, other] = a.kind === 'entity' ? [a, b] : [b, a];
  switch (other.kind) {
    case 'address':
      return {
        routes: LINK_ROUTES.addresses_entities,
        keys: [other.id, entity.id],
        body: { address_id: other.id },
      };
    case 'email':
      return { routes: LINK_ROUTES.entities_emails, keys: [entity.id, other.id], body: { email: other.id } };
    case 'number':
      return {
        routes: LINK_ROUTES.entities_numbers,
        keys: [entity.id, other.id],
        body: { phone_number: other.id },
      };
    default:
      // Entity-entity: PUT and DELETE find the pair either way round.
      return { routes: LINK_ROUTES.entities_entities, keys: [a.id, b.id], body: {} };
  }
}

/** POST: links `owner` (whose page this is) to `other` with `tag`. For two entities the tag's
 * direction decides which is `entity_id` (the OWNER, the EMPLOYER) and which `entity_id2`. */
export function createCall(owner: RecordRef, other: RecordRef, tag: string): LinkCall {
  const { routes, body } = resource(owner, other);
  const field = tagField(owner.kind, other.kind);
  if (field === 'relationship') {
    const { relationship, direction } = parseRelationshipTag(tag);
    const [first, second] = direction === 'in' ? [other, owner] : [owner, other];
    return { route: routes.POST, body: { entity_id: first.id, entity_id2: second.id, relationship } };
  }
  const entity = owner.kind === 'entity' ? owner : other;
  return { route: routes.POST, body: { entity_id: entity.id, ...body, [field]: tag } };
}

/** The parameter naming `owner` in a link call: the side If-Match is checked against
 * (`?record=`). Between two contacts the owner is entity_id2 when the POST puts it second. */
export function ownerParam(owner: RecordRef, call: LinkCall): string {
  if (owner.kind === 'address') return 'address_id';
  if (owner.kind === 'email') return 'email';
  if (owner.kind === 'number') return 'phone_number';
  if (call.ownerAt) return call.ownerAt;
  return call.body?.entity_id2 === owner.id && call.body.entity_id !== owner.id ? 'entity_id2' : 'entity_id';
}

export function deleteCall(owner: RecordRef, other: RecordRef): LinkCall {
  const { routes, keys } = resource(owner, other);
  return { route: routes.DELETE, params: keys };
}

/** The calls that turn a link's tag from `from` into `to`: none or one. A PUT keeps an
 * entity-entity link's direction; reversing one ("Owner of" → "Owned by") is a PUT with
 * `as_named`, its path in the new direction, so the turn is one write the page's version checks. */
export function retagCalls(owner: RecordRef, other: RecordRef, from: string, to: string): LinkCall[] {
  const { routes, keys } = resource(owner, other);
  const field = tagField(owner.kind, other.kind);
  const put = (value: string): LinkCall => ({ route: routes.PUT, params: keys, body: { [field]: value } });
  if (field !== 'relationship') return from === to ? [] : [put(to)];
  if (from === to) return [];
  const was = parseRelationshipTag(from).direction;
  const next = parseRelationshipTag(to);
  if (next.direction === 'both' || next.direction === was) return [put(next.relationship)];
  // A symmetric link's stored direction is unknown here ('both'): the path states the one wanted.
  const ownerFirst = next.direction !== 'in';
  const [first, second] = ownerFirst ? [owner, other] : [other, owner];
  return [
    {
      route: routes.PUT,
      params: [first.id, second.id],
      body: { relationship: next.relationship, as_named: true },
      ownerAt: ownerFirst ? 'entity_id' : 'entity_id2',
    },
  ];
}

/** Whether a contact created in the picker is a person, as far as the link's tag says: the employee
 * of an employer, a spouse, a *_CONTACT or HOME of an address, a personal or home email or number
 * (true); an employer, a company role at an address (false); else null, and the picker asks. */
export function newContactIsPerson(ownerKind: LinkKind, tag: string): boolean | null {
  if (!tag) return null;
  if (ownerKind === 'entity') {
    const { relationship, direction } = parseRelationshipTag(tag);
    if (relationship === 'SPOUSE') return true;
    // `out`: the page's contact employs the new one; `in`: the new one is its employer.
    if (relationship === 'EMPLOYER_EMPLOYEE') return direction === 'out';
    return null;
  }
  if (ownerKind === 'address') {
    if (tag === 'HOME' || tag.endsWith('_CONTACT')) return true;
    return COMPANY_ROLES.has(tag) ? false : null;
  }
  return tag === 'PERSONAL' || tag === 'HOME' ? true : null;
}
const COMPANY_ROLES: ReadonlySet<string> = new Set([
  'HEADQUARTERS',
  'LEASING_COMPANY',
  'PROPERTY_MANAGER',
  'SALE_COMPANY',
  'DEVELOPER',
]);
