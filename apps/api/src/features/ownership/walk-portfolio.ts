// The walk down from a contact to what it controls (ADR 0025), read by its portfolio
// (get-entity-portfolio.ts) and by its rent roll (leases/get-portfolio-rent-roll.ts), so both count
// the same addresses: owner roles, OWNER links down, CO-OWNER links on the same tier.
import { OWNER_CONTACT_ROLES, type OwnershipQuery } from '@crm/shared';
import { sql } from 'kysely';
import { type Database, prepared, readQueries } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';
import { closingLinks, contactRoles, ownerRoles, WALK_ROWS, walkCte } from './walk-sql.js';

export interface PortfolioRow {
  node: string;
  tier: number;
  path: string;
  links: string;
  label: string;
  is_person: unknown;
  closing: string | null;
  beyond: unknown;
  address_id: string | null;
  role: string | null;
  address: string | null;
  subpremise: string | null;
  rba: number | null;
  /** The address's building when it is a space (ADR 0040). */
  parent_id: string | null;
  /** The percent the node's owner role holds of the address, when recorded (0048; a string on
   * PostgreSQL). */
  share: unknown;
}

export interface PortfolioWalk {
  uuid: string;
  entity: { name: string; is_person: unknown };
  rows: PortfolioRow[];
  /** The walk stopped at its row limit: addresses within the depth may be missing. */
  cut: boolean;
}

/** One statement: the walk over contacts, each below `depth` joined to its addresses (an address is
 * one tier more) by an owner role, or by a _CONTACT role for the contact itself; a contact at
 * `depth` that holds or owns more marks the row `beyond`, and an OWNER link back onto the path
 * fills `closing`. A walk row comes once for each of its node's addresses. The contact itself is
 * read beside it, in the same snapshot (the walk's LIMIT has no order and could drop its row). */
export async function walkPortfolio(
  database: Database,
  id: string,
  { depth }: Pick<OwnershipQuery, 'depth'>,
): Promise<PortfolioWalk> {
  const uuid = uuidKey(id);
  if (!uuid) throw notFound('lookup.entity');
  const { db, dialect } = database;
  const { cte, from } = walkCte({
    dialect,
    direction: 'down',
    seed: sql`SELECT e.uuid, 0, 0, CAST(e.uuid AS text), '', 0 FROM entities e WHERE e.uuid = ${uuid}`,
    // Contacts are walked down to `depth` itself: those there are not read for their addresses (a
    // tier beyond) but tell whether anything lies beyond.
    ownerTierBelow: sql`${depth}`,
  });
  const more = sql`EXISTS (SELECT 1 FROM addresses_entities x WHERE x.entity_id = w.node AND x.role IN (${ownerRoles}))
     OR EXISTS (SELECT 1 FROM entities_entities o WHERE o.entity_id = w.node AND o.relationship = 'OWNER'
                   AND w.path NOT LIKE '%' || CAST(o.entity_id2 AS text) || '%')`;
  const [contacts, rows] = await readQueries(database, [
    db.selectFrom('entities').select(['name', 'is_person']).where('uuid', '=', uuid).compile(),
    prepared(
      sql<PortfolioRow>`${cte}
      SELECT w.node, w.tier, w.path, w.links, e.name AS label, e.is_person,
             ${closingLinks(dialect, 'down')} AS closing,
             (w.tier >= ${depth} AND (${more})) AS beyond,
             l.address_id, l.role, l.share, a.address, a.subpremise, a.rba, a.parent_address_id AS parent_id
        FROM ${from}
        LEFT JOIN entities e ON e.uuid = w.node
        LEFT JOIN addresses_entities l ON l.entity_id = w.node AND w.tier < ${depth}
             AND (l.role IN (${ownerRoles}) OR (w.hops = 0 AND l.role IN (${contactRoles})))
        LEFT JOIN addresses a ON a.uuid = l.address_id
       LIMIT ${WALK_ROWS}`.compile(db),
    ),
  ]);
  // Read apart from the walk, whose rows the LIMIT may cut anywhere.
  const entity = contacts[0];
  if (!entity) throw notFound('lookup.entity');
  return { uuid, entity, rows, cut: rows.length >= WALK_ROWS };
}

/** The addresses the walk reached through an owner role (the contact's own _CONTACT roles are whom
 * to call, not what it controls), each once, with its building when it is a space: the addresses
 * of the portfolio's totals. */
export function controlledAddresses(rows: readonly PortfolioRow[]): Map<string, string | null> {
  const owned = new Map<string, string | null>();
  for (const r of rows)
    if (r.address_id && r.role && !(OWNER_CONTACT_ROLES as readonly string[]).includes(r.role))
      owned.set(String(r.address_id), r.parent_id == null ? null : String(r.parent_id));
  return owned;
}
