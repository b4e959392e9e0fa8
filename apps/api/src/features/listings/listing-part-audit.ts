// A listing's photos and documents in its history (GET /listings/{id}/history): each upload, edit and
// delete is an `update` entry on the listing, one field per item, `photos.<id>` or
// `documents.<id>`, whose old and new values hold the item's audited fields (all of them for an
// upload or a delete, the changed ones for an edit), as a building's yearly figures are audited on
// the address (put-figure.ts). Written in the transaction of the change.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Actor, appendAudit } from '../../shared/audit.js';
import { listingSpec } from './listing-spec.js';

type Fields = Record<string, unknown>;

/** What the history shows of a document and of a photo. */
export const documentFields = (row: { title: string; level: string; position: number | string }) => ({
  title: row.title,
  level: row.level,
  position: Number(row.position),
});
export const photoFields = (row: { alt_en: string; alt_fr: string; position: number | string }) => ({
  alt_en: row.alt_en,
  alt_fr: row.alt_fr,
  position: Number(row.position),
});

/** Appends the entry for `field` going from `before` to `after` (null: none, an upload or a delete);
 * an edit that changed nothing writes nothing. */
export async function auditListingPart(
  trx: Transaction<DB>,
  actor: Actor,
  listingId: string,
  field: `documents.${string}` | `photos.${string}`,
  before: Fields | null,
  after: Fields | null,
): Promise<void> {
  let old = before;
  let next = after;
  if (before && after) {
    const changed = Object.keys(after).filter((k) => before[k] !== after[k]);
    if (changed.length === 0) return;
    old = Object.fromEntries(changed.map((k) => [k, before[k]]));
    next = Object.fromEntries(changed.map((k) => [k, after[k]]));
  }
  await appendAudit(trx, {
    actor,
    action: 'update',
    type: listingSpec.auditType,
    id: listingId,
    changes: { [field]: { old, new: next } },
  });
}
