// What a client controls (issue 29): the ownership walk down (ADR 0025, walk-portfolio.ts) from each
// root of their scope (their contact, then the companies they represent), each building once (a
// space reached counts as its building) with every path that reaches it, from the root down to the
// owner of record, and the shares recorded on those links (migration 0048).
import {
  CITY_FIELDS,
  type ClientPathStep,
  type ClientProperty,
  OWNER_CONTACT_ROLES,
  OWNERSHIP_DEPTH,
} from '@crm/shared';
import { type Database, type RowsOf, readQueries } from '../../db/database.js';
import { numberOrNull } from '../../db/rows.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { labelOrder, rollChunks } from '../leases/read-building-rolls.js';
import { type PortfolioRow, walkPortfolio } from '../ownership/walk-portfolio.js';

export interface ClientProperties {
  data: ClientProperty[];
  /** A walk stopped at its row limit: some properties may be missing. */
  partial: boolean;
}

/** The walks down from each root of the client's scope (ADR 0025), to the deepest tier the API
 * allows: a client's holdings are read whole, not to a depth they chose. `reached` holds the rows
 * of an owner role on an address; `names` every contact walked. */
export async function walkClient(database: Database, scope: ClientScope) {
  const names = new Map<string, string>();
  const reached: PortfolioRow[] = [];
  let partial = false;
  for (const root of scope.entityIds) {
    const walk = await walkPortfolio(database, root, { depth: OWNERSHIP_DEPTH.max });
    partial ||= walk.cut;
    names.set(walk.uuid, walk.entity.name);
    for (const r of walk.rows) names.set(String(r.node), r.label);
    for (const r of walk.rows) if (r.address_id && isOwnerRole(r.role)) reached.push(r);
  }
  return { names, reached, partial };
}

/** The buildings the rows reach (a space counts as its building), each once, in the walk's order. */
export const buildingsOf = (reached: readonly PortfolioRow[]) => [
  ...new Set(reached.map((r) => String(r.parent_id ?? r.address_id))),
];

/** Every building the client controls, by address, with its paths and the client's share. */
export async function clientProperties(database: Database, scope: ClientScope): Promise<ClientProperties> {
  const { names, reached, partial } = await walkClient(database, scope);
  const [shares, buildings] = await readSharesAndBuildings(database, [...names.keys()], buildingsOf(reached));

  // The steps of a path but its last, by path: the buildings a company holds share them (its
  // hundreds of buildings would otherwise rebuild the same chain each).
  const chains = new Map<string, ClientPathStep[]>();
  const chainOf = (path: string, links: string) => {
    const key = `${path};${links}`;
    let chain = chains.get(key);
    if (!chain) {
      const ids = path.split(',');
      const kinds = links.split(',').slice(1);
      chain = ids.slice(0, -1).map(
        (id, i): ClientPathStep => ({
          id,
          name: names.get(id) ?? '',
          share: kinds[i] === 'OWNER_OF' ? (shares.get(`${id}>${ids[i + 1]}`) ?? null) : null,
        }),
      );
      chains.set(key, chain);
    }
    return chain;
  };

  // building → its paths (each once, by the ids along it and the address reached)
  const paths = new Map<string, Map<string, ClientPathStep[]>>();
  for (const r of reached) {
    const building = String(r.parent_id ?? r.address_id);
    const node = r.path.slice(r.path.lastIndexOf(',') + 1);
    const steps = [
      ...chainOf(r.path, r.links),
      { id: node, name: names.get(node) ?? '', share: numberOrNull(r.share) },
    ];
    // One path per chain of contacts: an owner of the building and of one of its spaces reaches
    // it once, with the building's own share when it has both.
    const its = paths.get(building) ?? new Map<string, ClientPathStep[]>();
    if (!its.has(r.path) || String(r.address_id) === building) its.set(r.path, steps);
    paths.set(building, its);
  }

  const data = buildings.map((b): ClientProperty => {
    const steps = [...(paths.get(b.id)?.values() ?? [])].sort(
      (x, y) => x.length - y.length || labelOrder(pathLabel(x), pathLabel(y)),
    );
    return { ...b, paths: steps.map((s) => ({ steps: s })), share: shareOf(steps) };
  });
  data.sort((a, b) => labelOrder(a.address, b.address) || a.id.localeCompare(b.id));
  return { data, partial };
}

const pathLabel = (steps: readonly ClientPathStep[]) => steps.map((s) => `${s.name} ${s.id}`).join('/');

/** An owner role (the walk also brings the root's own _CONTACT roles, which control nothing, as
 * walk-portfolio.ts's controlledAddresses leaves them out). */
const isOwnerRole = (role: string | null) =>
  role !== null && !(OWNER_CONTACT_ROLES as readonly string[]).includes(role);

/** The client's share: along each path the product of its steps' shares, summed over the paths;
 * null as soon as one step of one path is not recorded. */
export function shareOf(paths: readonly ClientPathStep[][]): number | null {
  let total = 0;
  for (const steps of paths) {
    let product = 1;
    for (const step of steps) {
      if (step.share == null) return null;
      product *= step.share / 100;
    }
    total += product;
  }
  return paths.length === 0 ? null : Math.round(total * 100 * 1e6) / 1e6;
}

/** The shares recorded on OWNER links from the contacts walked, keyed `owner>owned`, and the
 * buildings' own facts (the walk read the addresses reached, which may be their spaces): one batch
 * of reads, one snapshot. */
async function readSharesAndBuildings(database: Database, owners: string[], ids: string[]) {
  const { db } = database;
  const shareQueries = rollChunks(owners).map((part) =>
    db
      .selectFrom('entities_entities')
      .select(['entity_id', 'entity_id2', 'share'])
      .where('relationship', '=', 'OWNER')
      .where('share', 'is not', null)
      .where('entity_id', 'in', part)
      .compile(),
  );
  const buildingQueries = rollChunks(ids).map((part) =>
    db
      .selectFrom('addresses')
      .select(['uuid', 'address', 'property_type', 'rba', ...CITY_FIELDS])
      .where('uuid', 'in', part)
      .compile(),
  );
  const answers = await readQueries(database, [...shareQueries, ...buildingQueries]);
  const shares = new Map<string, number>();
  for (const rows of answers.slice(0, shareQueries.length) as RowsOf<typeof shareQueries>)
    for (const r of rows) shares.set(`${r.entity_id}>${r.entity_id2}`, Number(r.share));
  const found: Omit<ClientProperty, 'paths' | 'share'>[] = [];
  for (const rows of answers.slice(shareQueries.length) as RowsOf<typeof buildingQueries>)
    for (const r of rows)
      found.push({
        id: String(r.uuid),
        address: r.address,
        city: CITY_FIELDS.map((f) => r[f]).find((c) => c != null && c !== '') ?? null,
        property_type: r.property_type ?? null,
        rba: numberOrNull(r.rba),
      });
  return [shares, found] as const;
}
