import {
  OWNER_CONTACT_ROLES,
  type OwnershipGraph,
  type OwnershipQuery,
  type OwnershipStep,
  type PortfolioTotals,
} from '@crm/shared';
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

interface PortfolioRow {
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
}

/** GET /entities/{id}/portfolio: every address the contact controls, directly (an owner role) or
 * through the contacts it owns (OWNER links down, CO-OWNER on the same tier), each with its path,
 * and the totals over those addresses, each counted once (ADR 0025). Only the contact's own
 * _CONTACT roles show, as contact paths outside the totals. One statement: the walk over contacts,
 * each below `depth` joined to its addresses (an address is one tier more); a contact at `depth`
 * that holds or owns more ends a path cut there ('depth'), and an OWNER link back onto a path a
 * cycle, as on the owners' walk. The contact itself is read beside it, in the same snapshot. */
export async function getEntityPortfolio(
  database: Database,
  id: string,
  { depth }: OwnershipQuery,
): Promise<OwnershipGraph> {
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
             l.address_id, l.role, a.address, a.subpremise, a.rba
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
  const root: NodeInfo = {
    ...NO_PLACE,
    id: uuid,
    kind: 'entity',
    label: entity.name,
    is_person: bool(entity.is_person),
  };

  const info = new Map<string, NodeInfo>([[uuid, root]]);
  const found: FoundPath[] = [];
  const owned = new Map<string, NodeInfo>();
  // A walk row comes once for each of its node's addresses: its own paths are taken once.
  const walked = new Set<string>();
  for (const r of rows) {
    const row = `${r.path};${r.links}`;
    if (!walked.has(row)) {
      walked.add(row);
      found.push(...cyclePaths(r));
      if (bool(r.beyond)) found.push({ kind: 'owner', end: 'depth', steps: stepsOf(r.path, r.links) });
    }
    info.set(r.node, {
      ...NO_PLACE,
      id: r.node,
      kind: 'entity',
      label: r.label,
      is_person: bool(r.is_person),
    });
    if (!r.address_id || !r.role) continue;
    const place: NodeInfo = {
      id: r.address_id,
      kind: 'address',
      label: r.address ?? '',
      is_person: null,
      ultimate: false,
      subpremise: r.subpremise ?? null,
      rba: r.rba ?? null,
    };
    info.set(place.id, place);
    const contact = (OWNER_CONTACT_ROLES as readonly string[]).includes(r.role);
    if (!contact) owned.set(place.id, place);
    found.push({
      kind: contact ? 'contact' : 'owner',
      end: contact ? 'contact' : 'address',
      steps: [
        ...stepsOf(r.path, r.links),
        { from: r.node, to: place.id, link: r.role as OwnershipStep['link'] },
      ],
    });
  }
  const cut = (rows?.length ?? 0) >= WALK_ROWS;
  return buildGraph({
    depth,
    root,
    found,
    info,
    cut,
    totals: totalsOf([...owned.values()], cut),
  });
}

const NO_PLACE = { ultimate: false, subpremise: null, rba: null } as const;

/** Properties, units and square feet over the addresses of owner paths, each once (over every path
 * found, also when the answer lists only the first ones). */
function totalsOf(places: NodeInfo[], partial: boolean): PortfolioTotals {
  const sized = places.filter((p) => p.rba !== null);
  return {
    properties: places.length,
    units: places.filter((p) => p.subpremise !== null && p.subpremise !== '').length,
    square_feet: sized.reduce((sum, p) => sum + (p.rba ?? 0), 0),
    with_square_feet: sized.length,
    partial,
  };
}
