// How comps are read: their rows with the address's text and locality and the names of the
// contacts on either side, joined in one statement (the search's page reads the same way).
import type { Comp } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import type { Versioned } from '../../shared/update-record.js';
import { compFromRow, compSpec } from './comp-spec.js';

type Db = Kysely<DB> | Transaction<DB>;

export function selectComps(db: Db) {
  return db
    .selectFrom('comps as c')
    .innerJoin('addresses as a', 'a.uuid', 'c.address_id')
    .leftJoin('entities as b', 'b.uuid', 'c.buyer_id')
    .leftJoin('entities as s', 's.uuid', 'c.seller_id')
    .leftJoin('entities as t', 't.uuid', 'c.tenant_id')
    .selectAll('c')
    .select([
      'a.address as address',
      'a.locality as city',
      'b.name as buyer_name',
      's.name as seller_name',
      't.name as tenant_name',
    ]);
}

type CompRow = Awaited<ReturnType<ReturnType<typeof selectComps>['executeTakeFirstOrThrow']>>;

/** A row as the API answers it, with its version. */
export function compFromJoined(row: CompRow): Versioned<Comp> {
  const { address, city, buyer_name, seller_name, tenant_name, ...own } = row;
  return {
    ...compFromRow(own),
    address,
    city: city ?? null,
    buyer_name: buyer_name ?? null,
    seller_name: seller_name ?? null,
    tenant_name: tenant_name ?? null,
    version: Number(row.version),
  };
}

/** GET /comps/{id}/complete (and what a write answers): the comp with its version. */
export async function getComp(db: Db, raw: string): Promise<Versioned<Comp>> {
  const id = compSpec.lookupKey(raw);
  const row = id ? await selectComps(db).where('c.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw notFound(compSpec.missing);
  return compFromJoined(row);
}
