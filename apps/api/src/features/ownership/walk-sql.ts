// The recursive walk both ownership reads share (ADR 0025): one WITH RECURSIVE over
// entities_entities, on SQLite and PostgreSQL alike, each row a path from the start carried as text
// (ids and link names, comma-joined) so that a record already on it is never taken again: a cycle
// ends, it never loops. Tiers bound it: an OWNER link climbs (or descends) one, a CO-OWNER link
// stays on its tier, and the path check stops co-owners chaining back.
import { OWNER_CONTACT_ROLES, OWNER_ROLES, OWNERSHIP_WALK_ROWS, type OwnershipStep } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { FoundPath } from './ownership-graph.js';

/** At most this many partial paths are walked, and read: a dense graph (a clique of co-owners) would
 * otherwise grow factorially. Reaching it marks the answer truncated (and a portfolio's totals
 * partial). */
export const WALK_ROWS = OWNERSHIP_WALK_ROWS;

export const roleList = (roles: readonly string[]) => sql.join(roles.map((r) => sql.lit(r)));
export const ownerRoles = roleList(OWNER_ROLES);
export const contactRoles = roleList(OWNER_CONTACT_ROLES);

export interface WalkOptions {
  dialect: Dialect;
  /** 'up': towards the owners (the owner is entity_id of an OWNER link); 'down': what one owns. */
  direction: 'up' | 'down';
  /** The first rows: (node, tier, hops, path, links, contact); `links` starts with a comma. */
  seed: RawBuilder<unknown>;
  /** OWNER links are followed only from a row whose tier is below this. */
  ownerTierBelow: RawBuilder<unknown>;
}

/** `WITH RECURSIVE walk(...) AS (...)`, and the relation to read it from (bounded to WALK_ROWS:
 * SQLite takes the LIMIT inside the recursive query, PostgreSQL refuses it there but evaluates the
 * walk only as far as its reader fetches). Join it to other tables with LEFT JOIN: SQLite cannot
 * tell how few rows it holds and, given an inner join, scanned every contact to look each up in it
 * (a LEFT JOIN keeps the walk as the outer loop; every node exists, so nothing else changes). */
export function walkCte({ dialect, direction, seed, ownerTierBelow }: WalkOptions) {
  const [near, far] = sides(direction);
  const next = sql`(CASE WHEN e.entity_id = w.node THEN e.entity_id2 ELSE e.entity_id END)`;
  const cte = sql`WITH RECURSIVE walk(node, tier, hops, path, links, contact) AS (
    ${seed}
    UNION ALL
    SELECT ${next}, w.tier + CASE WHEN e.relationship = 'OWNER' THEN 1 ELSE 0 END, w.hops + 1,
           w.path || ',' || CAST(${next} AS text),
           w.links || CASE WHEN e.relationship = 'OWNER' THEN ',OWNER_OF' ELSE ',CO-OWNER' END, 0
      FROM walk w
      JOIN entities_entities e
        ON (e.${sql.raw(near)} = w.node
             AND (e.relationship = 'CO-OWNER' OR (e.relationship = 'OWNER' AND w.tier < ${ownerTierBelow})))
        OR (e.${sql.raw(far)} = w.node AND e.relationship = 'CO-OWNER')
     WHERE w.contact = 0 AND w.path NOT LIKE '%' || CAST(${next} AS text) || '%'
    ${dialect === 'sqlite' ? sql`LIMIT ${WALK_ROWS}` : sql``}
  )`;
  const from = sql`(SELECT * FROM walk LIMIT ${WALK_ROWS}) w`;
  return { cte, from };
}

/** The columns of an OWNER link: the record walked from, and the one the walk goes on to. */
const sides = (direction: WalkOptions['direction']) =>
  direction === 'up' ? (['entity_id2', 'entity_id'] as const) : (['entity_id', 'entity_id2'] as const);

/** For the walk's row `w`: the records, comma-joined (null if none), that an OWNER link from its
 * node leads back to on its own path. Each closes a cycle, which the walk never takes (the path
 * check) but reports, as a path ending with that link, whether or not the node has other links to
 * follow: otherwise a loop closing beside a new owner would be reported nowhere. */
export function closingLinks(dialect: Dialect, direction: WalkOptions['direction']) {
  const [near, far] = sides(direction);
  const id = sql`CAST(o.${sql.raw(far)} AS text)`;
  const list = dialect === 'sqlite' ? sql`group_concat(${id}, ',')` : sql`string_agg(${id}, ',')`;
  return sql`(SELECT ${list} FROM entities_entities o
     WHERE o.${sql.raw(near)} = w.node AND o.relationship = 'OWNER' AND w.path LIKE '%' || ${id} || '%')`;
}

/** The paths a row closes a cycle with: its steps, then the OWNER link back onto them. */
export function cyclePaths(row: { node: string; path: string; links: string; closing: string | null }) {
  if (!row.closing) return [];
  const steps = stepsOf(row.path, row.links);
  return row.closing.split(',').map(
    (back): FoundPath => ({
      kind: 'owner',
      end: 'cycle',
      steps: [...steps, { from: row.node, to: back, link: 'OWNER_OF' }],
    }),
  );
}

/** A row's path as steps: `path` holds the ids from the start, `links` the link names between. */
export function stepsOf(path: string, links: string) {
  const ids = path.split(',');
  return links
    .split(',')
    .slice(1)
    .map(
      (link, i): OwnershipStep => ({ from: ids[i]!, to: ids[i + 1]!, link: link as OwnershipStep['link'] }),
    );
}

/** SQLite answers 0/1 where PostgreSQL answers booleans. */
export const bool = (v: unknown) => (v === null || v === undefined ? null : Boolean(v));
