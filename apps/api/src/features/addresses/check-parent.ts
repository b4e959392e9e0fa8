// A space's building (issue 26, ADR 0040): buildings hold spaces, one level deep. Each refusal is a
// 400 naming `parent_address_id`, thrown before anything is written.
import type { MessageKey } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { buildingKey } from '../places/address-key.js';

type Db = Kysely<DB> | Transaction<DB>;

// One level allowed; a few more steps up find a cycle even in data written before the rule.
const MAX_DEPTH = 4;

const refuse = (key: MessageKey) => new AppError(400, 'validation', key, 'parent_address_id');

/** Refuses `parent` as the building of address `self` (null while it is being created). */
export async function checkParent(db: Db, parent: string, self: string | null): Promise<void> {
  if (parent === self) throw refuse('val.parentSelf');
  const chosen = await parentOf(db, parent);
  if (chosen === undefined) throw refuse('val.parentAddress');
  // Walk up from the chosen building: meeting `self` means it is one of self's own spaces.
  for (let step = 0, at = chosen; at && step < MAX_DEPTH; step += 1) {
    if (at === self) throw refuse('val.parentCycle');
    at = (await parentOf(db, at)) ?? null;
  }
  if (chosen) throw refuse('val.parentSpace');
  if (self && (await hasSpaces(db, self))) throw refuse('val.parentHasSpaces');
}

/** The parent of an address: null for none, undefined when the address does not exist. */
async function parentOf(db: Db, uuid: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('parent_address_id')
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  return row && (row.parent_address_id === null ? null : String(row.parent_address_id));
}

async function hasSpaces(db: Db, uuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('addresses')
    .select('uuid')
    .where('parent_address_id', '=', uuid)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The stored building of a new unit (its key without the unit), when one exists and is no space. */
export async function buildingOf(db: Db, unitKey: string): Promise<string | undefined> {
  const key = buildingKey(unitKey);
  if (key === unitKey) return undefined;
  const row = await db
    .selectFrom('addresses')
    .select(['uuid', 'subpremise'])
    .where('address_key', '=', key)
    .where('parent_address_id', 'is', null)
    .executeTakeFirst();
  return row && !row.subpremise?.trim() ? String(row.uuid) : undefined;
}
