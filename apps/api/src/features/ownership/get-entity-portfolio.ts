import {
  OWNER_CONTACT_ROLES,
  type OwnershipGraph,
  type OwnershipQuery,
  type OwnershipStep,
  type PortfolioTotals,
} from '@crm/shared';
import type { Database } from '../../db/database.js';
import { buildGraph, type FoundPath, type NodeInfo } from './ownership-graph.js';
import { walkPortfolio } from './walk-portfolio.js';
import { bool, cyclePaths, stepsOf } from './walk-sql.js';

/** GET /entities/{id}/portfolio: every address the contact controls, directly (an owner role) or
 * through the contacts it owns (OWNER links down, CO-OWNER on the same tier), each with its path,
 * and the totals over those addresses, each counted once (ADR 0025). Only the contact's own
 * _CONTACT roles show, as contact paths outside the totals. The walk is one statement
 * (walk-portfolio.ts): a contact at `depth` that holds or owns more ends a path cut there
 * ('depth'), and an OWNER link back onto a path a cycle, as on the owners' walk. */
export async function getEntityPortfolio(
  database: Database,
  id: string,
  query: OwnershipQuery,
): Promise<OwnershipGraph> {
  const { depth } = query;
  const { uuid, entity, rows, cut } = await walkPortfolio(database, id, query);
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
