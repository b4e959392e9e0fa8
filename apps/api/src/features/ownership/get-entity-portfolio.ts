import {
  OWNER_CONTACT_ROLES,
  type OwnershipGraph,
  type OwnershipQuery,
  type OwnershipStep,
  type PortfolioTotals,
} from '@crm/shared';
import { sql } from 'kysely';
import { type Database, prepared } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';
import { buildGraph, type FoundPath, type NodeInfo } from './ownership-graph.js';
import { bool, contactRoles, ownerRoles, stepsOf, WALK_ROWS, walkCte } from './walk-sql.js';

interface PortfolioRow {
  node: string;
  hops: number;
  path: string;
  links: string;
  label: string;
  is_person: unknown;
  address_id: string | null;
  role: string | null;
  address: string | null;
  subpremise: string | null;
  rba: number | null;
}

/** GET /entities/{id}/portfolio: every address the contact controls, directly (an owner role) or
 * through the contacts it owns (OWNER links down, CO-OWNER on the same tier), each with its path,
 * and the totals over those addresses, each counted once (ADR 0025). Only the contact's own
 * _CONTACT roles show, as contact paths outside the totals. One statement: the walk over contacts
 * (tiers below `depth`, since an address is one tier more), each joined to its addresses. */
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
    ownerTierBelow: sql`${depth - 1}`,
  });
  const [rows] = await database.read<PortfolioRow>([
    prepared(
      sql`${cte}
      SELECT w.node, w.hops, w.path, w.links, e.name AS label, e.is_person,
             l.address_id, l.role, a.address, a.subpremise, a.rba
        FROM ${from}
        LEFT JOIN entities e ON e.uuid = w.node
        LEFT JOIN addresses_entities l ON l.entity_id = w.node
             AND (l.role IN (${ownerRoles}) OR (w.hops = 0 AND l.role IN (${contactRoles})))
        LEFT JOIN addresses a ON a.uuid = l.address_id
       LIMIT ${WALK_ROWS}`.compile(db),
    ),
  ]);
  const start = rows?.find((r) => r.hops === 0);
  if (!rows || !start) throw notFound('lookup.entity');

  const info = new Map<string, NodeInfo>();
  const found: FoundPath[] = [];
  const owned = new Map<string, NodeInfo>();
  for (const r of rows) {
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
  return buildGraph({
    depth,
    root: info.get(uuid)!,
    found,
    info,
    cut: rows.length >= WALK_ROWS,
    totals: totalsOf([...owned.values()]),
  });
}

const NO_PLACE = { ultimate: false, subpremise: null, rba: null } as const;

/** Properties, units and square feet over the addresses of owner paths, each once (over every path
 * found, also when the answer lists only the first ones). */
function totalsOf(places: NodeInfo[]): PortfolioTotals {
  const sized = places.filter((p) => p.rba !== null);
  return {
    properties: places.length,
    units: places.filter((p) => p.subpremise !== null && p.subpremise !== '').length,
    square_feet: sized.reduce((sum, p) => sum + (p.rba ?? 0), 0),
    with_square_feet: sized.length,
  };
}
