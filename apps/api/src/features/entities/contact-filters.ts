// The contact search's filters of issue 25 (ADR 0037) as conditions on the contact row `t`, for
// …/query and …/export alike: role and user-type flags (any of them), a linked address's city or
// province, the representative, and whether any email or number is linked.
import { type EntityQuery, MY_CONTACTS, searchText } from '@crm/shared';
import type { FastifyRequest } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { rankHead } from '../../db/search.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';

type Filters = Omit<EntityQuery, 'limit' | 'offset'>;

// A place with fewer addresses than this is read from its addresses (SQLite, below).
const RARE_PLACE = 2000;

/** The query with `representative_id=me` made the signed-in staff member's id. An api key names
 * nobody: 400, rather than an empty page that would read as "no contacts". */
export function resolveMyContacts<Q extends { representative_id?: string | undefined }>(
  q: Q,
  actor: Actor,
): Q {
  if (q.representative_id !== MY_CONTACTS) return q;
  if (!actor.startsWith('user:'))
    throw new AppError(400, 'validation', 'val.representativeMe', 'representative_id');
  return { ...q, representative_id: actor.slice('user:'.length) };
}

/** The actor, when the validated query asks for "my contacts". */
export const myContactsVary = (request: FastifyRequest) => {
  const q = request.query;
  const mine =
    typeof q === 'object' && q !== null && 'representative_id' in q && q.representative_id === MY_CONTACTS;
  return mine ? request.actor : undefined;
};

/** Any of the flags set: one OR over the flag columns (booleans are 0/1 on SQLite). */
function anyFlag(database: Database, flags: readonly string[]): RawBuilder<unknown> {
  const set = flags.map((f) =>
    database.dialect === 'postgres' ? sql`t.${sql.ref(f)}` : sql`t.${sql.ref(f)} = 1`,
  );
  return sql`(${sql.join(set, sql` OR `)})`;
}

/** A linked address whose city (the head of search_city, through migration 0010's index on that
 * very expression) or province (search_province, 0021) is `value`, in search form.
 * PostgreSQL reads the place's contacts in seq order from `contact_places` (migration 0027, kept by
 * triggers): a page walks only the contacts of that place.
 * SQLite checks a common place on each contact the search walks in seq order (EXISTS: a page of a
 * city holding 1% of the addresses walks about 10,000 contacts). A rare one would make that walk
 * pass every contact, so its few addresses lead instead: SQLite's planner does not weigh the two,
 * so the place's size is read first (index only, bounded). */
async function linkedPlace(database: Database, column: 'search_city' | 'search_province', value: string) {
  if (database.dialect === 'postgres') {
    const place = `${column === 'search_city' ? 'c' : 'p'}:${value}`;
    return sql`t.seq IN (SELECT p.entity_seq FROM contact_places p WHERE p.place = ${place})`;
  }
  const matches =
    column === 'search_city'
      ? sql`${rankHead(database, column, 'a')} = ${value}`
      : sql`a.search_province = ${value}`;
  const [rows] = await database.read<{ n: number }>([
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM addresses a WHERE ${matches} LIMIT ${RARE_PLACE})`.compile(
      database.db,
    ),
  ]);
  if (Number(rows![0]!.n) < RARE_PLACE)
    return sql`t.seq IN (SELECT e.seq FROM addresses a
      JOIN addresses_entities l ON l.address_id = a.uuid JOIN entities e ON e.uuid = l.entity_id
      WHERE ${matches})`;
  return sql`EXISTS (SELECT 1 FROM addresses_entities l JOIN addresses a ON a.uuid = l.address_id
    WHERE l.entity_id = t.uuid AND ${matches})`;
}

/** The conditions of the filters given (none when none is). `representative_id` must already be
 * resolved (resolveMyContacts). */
export async function contactConditions(database: Database, q: Filters): Promise<RawBuilder<unknown>[]> {
  const where: RawBuilder<unknown>[] = [];
  if (q.roles?.length) where.push(anyFlag(database, q.roles));
  if (q.user_types?.length) where.push(anyFlag(database, q.user_types));
  if (q.city) where.push(await linkedPlace(database, 'search_city', searchText(q.city)));
  if (q.province) where.push(await linkedPlace(database, 'search_province', searchText(q.province)));
  if (q.representative_id) where.push(sql`t.representative_id = ${q.representative_id}`);
  // With them, the counters' own minimum (at least 1) applies; without, none may be linked.
  if (q.has_email === false) where.push(sql`t.n_linked_emails = 0`);
  if (q.has_phone === false) where.push(sql`t.n_linked_numbers = 0`);
  return where;
}
