import type { OwnershipGraph, OwnershipQuery } from '@crm/shared';
import { sql } from 'kysely';
import { type Database, prepared, readQueries } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';
import { buildGraph, type FoundPath, type NodeInfo } from './ownership-graph.js';
import {
  bool,
  closingLinks,
  contactRoles,
  cyclePaths,
  ownerRoles,
  stepsOf,
  WALK_ROWS,
  walkCte,
} from './walk-sql.js';

interface OwnerRow {
  node: string;
  tier: number;
  path: string;
  links: string;
  contact: number;
  label: string;
  is_person: unknown;
  has_owner: unknown;
  has_new_owner: unknown;
  closing: string | null;
}

/** GET /addresses/{id}/owners: every chain from the address up through its owner roles and the
 * OWNER links above them, to the contacts nobody owns (ADR 0025). A path ends at an ultimate owner,
 * at the depth asked for while owners remain above, or with an OWNER link back to a record already
 * on it (a cycle: one path per such link, beside the walk going on to any new owner); a _CONTACT
 * role is a one-step path of its own. The address and the walk are read in one snapshot. */
export async function getAddressOwners(
  database: Database,
  id: string,
  { depth }: OwnershipQuery,
): Promise<OwnershipGraph> {
  const uuid = uuidKey(id);
  if (!uuid) throw notFound('lookup.address');
  const { db, dialect } = database;
  const { cte, from } = walkCte({
    dialect,
    direction: 'up',
    seed: sql`SELECT l.entity_id, 1, 1, CAST(l.address_id AS text) || ',' || CAST(l.entity_id AS text),
        ',' || l.role, CASE WHEN l.role IN (${contactRoles}) THEN 1 ELSE 0 END
      FROM addresses_entities l
     WHERE l.address_id = ${uuid} AND (l.role IN (${ownerRoles}) OR l.role IN (${contactRoles}))`,
    ownerTierBelow: sql`${depth}`,
  });
  const ownerAbove = sql`SELECT 1 FROM entities_entities o WHERE o.entity_id2 = w.node AND o.relationship = 'OWNER'`;
  const [addresses, rows] = await readQueries(database, [
    db
      .selectFrom('addresses')
      .select(['uuid', 'address', 'subpremise', 'rba'])
      .where('uuid', '=', uuid)
      .compile(),
    prepared(
      sql<OwnerRow>`${cte}
      SELECT w.node, w.tier, w.path, w.links, w.contact, e.name AS label, e.is_person,
             EXISTS (${ownerAbove}) AS has_owner,
             EXISTS (${ownerAbove} AND w.path NOT LIKE '%' || CAST(o.entity_id AS text) || '%') AS has_new_owner,
             ${closingLinks(dialect, 'up')} AS closing
        FROM ${from} LEFT JOIN entities e ON e.uuid = w.node`.compile(db),
    ),
  ]);
  const address = addresses[0];
  if (!address) throw notFound('lookup.address');
  const root: NodeInfo = {
    id: uuid,
    kind: 'address',
    label: address.address,
    is_person: null,
    ultimate: false,
    subpremise: address.subpremise,
    rba: address.rba,
  };
  const info = new Map<string, NodeInfo>([[uuid, root]]);
  const found: FoundPath[] = [];
  for (const r of rows) {
    // A loop closing here is reported whatever else the node leads to; new owners beyond the
    // depth asked for are a path cut there.
    const end = r.contact
      ? 'contact'
      : !bool(r.has_owner)
        ? 'ultimate'
        : bool(r.has_new_owner) && r.tier >= depth
          ? 'depth'
          : null;
    const known = info.get(r.node);
    info.set(r.node, {
      id: r.node,
      kind: 'entity',
      label: r.label,
      is_person: bool(r.is_person),
      // A contact reached only through a _CONTACT role is whom to call, not an owner.
      ultimate: (known?.ultimate ?? false) || end === 'ultimate',
      subpremise: null,
      rba: null,
    });
    if (end) found.push({ kind: r.contact ? 'contact' : 'owner', end, steps: stepsOf(r.path, r.links) });
    if (!r.contact) found.push(...cyclePaths(r));
  }
  return buildGraph({ depth, root, found, info, cut: (rows?.length ?? 0) >= WALK_ROWS, totals: null });
}
