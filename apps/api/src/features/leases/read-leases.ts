// How leases are read: their rows with the tenant's name, and the spaces each covers (label,
// building, rba) in one read for a whole page.
import type { Lease } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import { numberOrNull } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import type { Versioned } from '../../shared/update-record.js';
import { leaseFromRow, leaseSpec } from './lease-spec.js';
import { leaseArea } from './rent-roll-figures.js';

type Db = Kysely<DB> | Transaction<DB>;

export function selectLeases(db: Db) {
  return db
    .selectFrom('leases as l')
    .leftJoin('entities as t', 't.uuid', 'l.tenant_id')
    .selectAll('l')
    .select('t.name as tenant_name');
}

type LeaseRow = Awaited<ReturnType<ReturnType<typeof selectLeases>['executeTakeFirstOrThrow']>>;

/** The spaces of each lease named, by lease id, each list ordered by label. */
export async function readLeaseSpaces(db: Db, ids: readonly string[]) {
  const spaces = new Map<string, Lease['spaces']>(ids.map((id) => [id, []]));
  if (ids.length === 0) return spaces;
  const rows = await db
    .selectFrom('lease_spaces as ls')
    .innerJoin('addresses as a', 'a.uuid', 'ls.address_id')
    .select(['ls.lease_id', 'a.uuid', 'a.subpremise', 'a.address', 'a.parent_address_id', 'a.rba'])
    .where('ls.lease_id', 'in', [...ids])
    .execute();
  const list = rows.map((r) => ({
    lease_id: String(r.lease_id),
    uuid: String(r.uuid),
    label: r.subpremise?.trim() || r.address,
    building_id: String(r.parent_address_id ?? r.uuid),
    rba: numberOrNull(r.rba),
  }));
  list.sort(
    (a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }) || a.uuid.localeCompare(b.uuid),
  );
  for (const { lease_id, ...space } of list) spaces.get(lease_id)?.push(space);
  return spaces;
}

/** The stored JSON with every key the answer has (a note or percentage left out is null). */
function escalationOf(text: string | null): Lease['escalation'] {
  if (text == null) return null;
  const e: Lease['escalation'] & object = JSON.parse(text);
  return { kind: e.kind, pct: e.pct ?? null, note: e.note ?? null };
}

function optionsOf(text: string): Lease['options'] {
  const options: Lease['options'] = JSON.parse(text);
  return options.map((o) => ({ kind: o.kind, notice_on: o.notice_on, note: o.note ?? null }));
}

/** The rows as the API answers them, in the rows' order. */
export async function leasesFromRows(db: Db, rows: LeaseRow[]): Promise<Versioned<Lease>[]> {
  const spaces = await readLeaseSpaces(
    db,
    rows.map((r) => String(r.id)),
  );
  return rows.map(({ tenant_name, ...row }) => {
    const own = leaseFromRow(row);
    const its = spaces.get(own.id) ?? [];
    return {
      ...own,
      tenant_name: tenant_name ?? null,
      spaces: its,
      leased_sqft: leaseArea({ area_sqft: own.area_sqft, spaces_rba: its.map((s) => s.rba) }),
      escalation: escalationOf(own.escalation),
      steps: JSON.parse(own.steps),
      options: optionsOf(own.options),
      version: Number(row.version),
    };
  });
}

/** GET /leases/{id}, …/complete (and what a write answers): the lease with its version. */
export async function getLease(db: Db, raw: string): Promise<Versioned<Lease>> {
  const id = leaseSpec.lookupKey(raw);
  const row = id ? await selectLeases(db).where('l.id', '=', id).executeTakeFirst() : undefined;
  const [lease] = row ? await leasesFromRows(db, [row]) : [];
  if (!lease) throw notFound(leaseSpec.missing);
  return lease;
}
