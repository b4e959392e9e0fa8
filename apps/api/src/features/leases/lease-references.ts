// What a lease names must exist and fit together, checked before anything is written: its tenant
// and spaces (404 naming the field), its spaces in one building (400), and no other active lease
// on one of its spaces for any of its days (409 naming that lease).
import { errorBody, type LeaseConflict, type LeaseStatus } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../shared/app-error.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The other lease an overlap is with, as a reader names it: its tenant and days. */
export interface OverlappedLease {
  tenant_name: string | null;
  start_on: string;
  end_on: string;
}

/** 409: an active lease already covers one of the spaces on some of the days. The route answers it
 * with that lease's id beside the error (LeaseConflict); the import's errors file names it. */
export class LeaseOverlap extends AppError {
  constructor(
    readonly leaseId: string,
    readonly other: OverlappedLease,
  ) {
    super(409, 'exists', 'leases.val.overlap', 'space_ids');
  }

  body(): LeaseConflict {
    return {
      ...errorBody('exists', 'leases.val.overlap', { space_ids: 'leases.val.overlap' }),
      lease_id: this.leaseId,
    };
  }
}

export async function assertTenantExists(db: Db, tenantId: string | undefined): Promise<void> {
  if (!tenantId) return;
  const row = await db.selectFrom('entities').select('uuid').where('uuid', '=', tenantId).executeTakeFirst();
  if (!row) throw notFound('lookup.entity', 'tenant_id');
}

/** Every space exists (404 on space_ids) and all are of one building: a space's building is its
 * parent address, a building is its own (so a building and its own space may be leased together). */
export async function assertSpacesOfOneBuilding(
  db: Db,
  spaceIds: readonly string[] | undefined,
): Promise<void> {
  if (!spaceIds || spaceIds.length === 0) return;
  const rows = await db
    .selectFrom('addresses')
    .select(['uuid', 'parent_address_id'])
    .where('uuid', 'in', [...spaceIds])
    .execute();
  if (rows.length !== new Set(spaceIds).size) throw notFound('lookup.address', 'space_ids');
  const buildings = new Set(rows.map((r) => String(r.parent_address_id ?? r.uuid)));
  if (buildings.size > 1)
    throw new AppError(400, 'validation', 'err.validation', { space_ids: 'leases.val.oneBuilding' });
}

interface Dated {
  status: LeaseStatus;
  start_on: string;
  end_on: string;
  space_ids: readonly string[];
}

/** An active lease may share no space and no day with another active lease (dates inclusive). */
export async function assertNoOverlap(db: Db, lease: Dated, self?: string): Promise<void> {
  if (lease.status !== 'active' || lease.space_ids.length === 0) return;
  let query = db
    .selectFrom('leases as l')
    .innerJoin('lease_spaces as ls', 'ls.lease_id', 'l.id')
    .leftJoin('entities as t', 't.uuid', 'l.tenant_id')
    .select(['l.id', 'l.start_on', 'l.end_on', 't.name as tenant_name'])
    .where('ls.address_id', 'in', [...lease.space_ids])
    .where('l.status', '=', 'active')
    .where('l.start_on', '<=', lease.end_on)
    .where('l.end_on', '>=', lease.start_on);
  if (self) query = query.where('l.id', '<>', self);
  const other = await query.orderBy('l.start_on').orderBy('l.id').executeTakeFirst();
  if (other)
    throw new LeaseOverlap(String(other.id), {
      tenant_name: other.tenant_name ?? null,
      start_on: other.start_on,
      end_on: other.end_on,
    });
}
