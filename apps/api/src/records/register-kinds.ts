// The audit trigger reads the kinds from `record_kinds` and `link_kinds` (migration 0018); this
// writes them from the registration at every migrate, so a kind added to kinds.ts gets its history
// subjects with no SQL written. Kinds are only added or corrected, never removed: the subjects of a
// removed kind's past entries stay as they were, and a kind put back finds them.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { LINK_SPECS } from '../features/links/link-specs.js';
import type { CountedTable } from '../shared/counters.js';
import { KINDS, type RecordKind } from './kinds.js';

interface LinkKind {
  record_type: string;
  left_type: string;
  right_type: string;
}

/** The link kinds whose two ends are registered kinds: a link's ends are named by table in its
 * spec and by audit type in the trigger. */
export function linkKinds(kinds: readonly RecordKind[]): LinkKind[] {
  const typeOf = new Map<CountedTable, string>(kinds.map((k) => [k.spec.table, k.spec.auditType]));
  const ends = (record_type: string, left: CountedTable, right: CountedTable): LinkKind[] => {
    const [left_type, right_type] = [typeOf.get(left), typeOf.get(right)];
    return left_type && right_type ? [{ record_type, left_type, right_type }] : [];
  };
  // The link resources, then the child tables naming what an activity or a task concerns (contacts,
  // addresses, deals; and the spaces a lease covers), then other child tables naming a record (a
  // deal's parties).
  return [
    ...Object.values(LINK_SPECS).flatMap((link) => ends(link.table, link.left.table, link.right.table)),
    ...kinds.flatMap(({ spec, concerns }) =>
      concerns
        ? [
            ...(concerns.entities ? ends(concerns.entities, spec.table, 'entities') : []),
            ...ends(concerns.addresses, spec.table, 'addresses'),
            ...(concerns.deals ? ends(concerns.deals, spec.table, 'deals') : []),
          ]
        : [],
    ),
    ...kinds.flatMap(({ spec, links }) => (links ?? []).flatMap((l) => ends(l.table, spec.table, l.other))),
  ];
}

/** Writes the kinds the trigger lacks or names otherwise. Reads first and writes only a
 * difference, so an unchanged registration writes nothing (PostgreSQL's statement triggers would
 * otherwise raise the response cache's version at every start). */
export async function registerKinds(
  db: Kysely<DB>,
  kinds: readonly RecordKind[] = KINDS,
  links: readonly LinkKind[] = linkKinds(kinds),
): Promise<void> {
  const known = new Set(
    (await db.selectFrom('record_kinds').select('record_type').execute()).map((r) => r.record_type),
  );
  const records = kinds.map((k) => k.spec.auditType).filter((type) => !known.has(type));
  if (records.length > 0)
    await db
      .insertInto('record_kinds')
      .values(records.map((record_type) => ({ record_type })))
      .execute();
  const stored = new Map(
    (await db.selectFrom('link_kinds').selectAll().execute()).map((l) => [l.record_type, l] as const),
  );
  for (const link of links) {
    const before = stored.get(link.record_type);
    if (!before) await db.insertInto('link_kinds').values(link).execute();
    else if (before.left_type !== link.left_type || before.right_type !== link.right_type)
      await db.updateTable('link_kinds').set(link).where('record_type', '=', link.record_type).execute();
  }
}
