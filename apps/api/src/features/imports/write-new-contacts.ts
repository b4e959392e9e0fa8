// The import's fast path: the rows of a batch that create a contact (its key is new) written all
// together, a few statements per table instead of some thirty a row. What they write is exactly
// what writeImportRow would: the same rows (newRecordRow), counters, record totals and audit
// entries (createdEntry, linkCreatedEntry); only the order of the audit rows within the batch
// differs. Emails, numbers and addresses already stored are linked and their counters raised.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { insertRows } from '../../db/insert-rows.js';
import type { InsertValues } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { type AuditEntry, auditRow } from '../../shared/audit.js';
import {
  bumpLinkCounter,
  bumpRecordCount,
  type CountedTable,
  type LinkCounter,
} from '../../shared/counters.js';
import { createdEntry, newRecordRow } from '../../shared/insert-record.js';
import type { ApiRecord, RecordSpec, RecordTable } from '../../shared/record-spec.js';
import { addressSpec } from '../addresses/address-spec.js';
import { emailSpec, numberSpec } from '../contact-points/contact-point-specs.js';
import { entitySpec } from '../entities/entity-spec.js';
import { linkCreatedEntry } from '../links/create-link.js';
import {
  addressesEntities,
  entitiesEmails,
  entitiesNumbers,
  type LinkSpec,
  newLinkRow,
} from '../links/link-specs.js';
import type { ContactIndex } from './contact-index.js';
import { checkImportRepresentatives } from './import-staff.js';
import type { RowPlan } from './plan-import-row.js';
import { contactSpec } from './write-import-row.js';

/** Keys per lookup: well under both databases' parameter limits. */
const LOOKUP_CHUNK = 5000;

/** Which of `keys` already name a stored row of `table` (by `column`), with the row's key.
 * PostgreSQL may answer `= ANY(…)` from the column's trigram GIN index, which it can only read as a
 * bitmap: for a thousand similar emails that took seconds a batch where the unique B-tree takes a
 * millisecond. Bitmap scans are set aside for these lookups alone. */
async function stored(
  database: Database,
  trx: Transaction<DB>,
  table: RecordTable,
  column: string,
  key: string,
  keys: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const pg = database.dialect === 'postgres';
  if (pg) await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
  for (let i = 0; i < keys.length; i += LOOKUP_CHUNK) {
    const chunk = keys.slice(i, i + LOOKUP_CHUNK);
    const { rows } = await sql<{
      k: string;
      id: string;
    }>`SELECT ${sql.ref(column)} AS k, ${sql.ref(key)} AS id
      FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(chunk)})`.execute(trx);
    for (const row of rows) found.set(String(row.k), String(row.id));
  }
  if (pg) await sql`SET LOCAL enable_bitmapscan = on`.execute(trx);
  return found;
}

/** The records one batch links to (emails, numbers or addresses), by duplicate key: each either
 * stored already or created by the batch's first row naming it, and how many links each gains. */
class SharedRecords<
  T extends RecordTable,
  R extends ApiRecord,
  C extends Partial<R> & Partial<InsertValues<T>>,
> {
  readonly created: (InsertValues<T> & Record<string, unknown>)[] = [];
  /** Duplicate key → the record's key (its id). */
  private readonly ids = new Map<string, string>();
  private readonly gained = new Map<string, number>();
  private existing = new Map<string, string>();

  constructor(
    private readonly spec: RecordSpec<T, R, C>,
    private readonly column: string,
  ) {}

  async load(database: Database, trx: Transaction<DB>, keys: string[]) {
    const unique = [...new Set(keys)];
    this.existing = await stored(database, trx, this.spec.table, this.column, this.spec.key, unique);
  }

  /** The id of the record `key` names, created (with its audit entry) the first time. */
  take(key: string, input: C, now: string, audit: AuditEntry[], actor: string): string {
    let id = this.existing.get(key) ?? this.ids.get(key);
    if (id === undefined) {
      const row = newRecordRow(this.spec, input, now);
      id = String(row[this.spec.key]);
      this.created.push(row);
      audit.push(createdEntry(this.spec, id, input, actor));
    }
    this.ids.set(key, id);
    this.gained.set(id, (this.gained.get(id) ?? 0) + 1);
    return id;
  }

  /** Writes the new records with their link counters already counted, and raises the counters of
   * the stored ones. */
  async write(database: Database, trx: Transaction<DB>, counter: LinkCounter) {
    for (const row of this.created) {
      const gained = this.gained.get(String(row[this.spec.key])) ?? 0;
      // One version per link, as linking one at a time would leave it (ADR 0032).
      Object.assign(row, { [counter]: gained, version: 1 + gained });
    }
    await insertRows(database, trx, this.spec.table, this.created);
    const table = this.spec.table as CountedTable;
    await bumpRecordCount(trx, table, this.created.length);
    for (const id of new Set(this.existing.values())) {
      const delta = this.gained.get(id);
      if (delta) await bumpLinkCounter(trx, table, id, counter, delta);
    }
  }
}

interface Link {
  spec: LinkSpec;
  left: string;
  right: string;
  tag: string;
}

/** Writes a contact for each plan (all valid contacts rows whose key is new to `contacts` and to
 * each other), with their emails, numbers and address, inside `trx`. Records each new contact in
 * `contacts`. */
export async function writeNewContacts(
  database: Database,
  trx: Transaction<DB>,
  plans: RowPlan[],
  contacts: ContactIndex,
  actor: string,
): Promise<void> {
  // Representatives were planned against the staff read at the import's start: one disabled since
  // refuses the batch here, and its rows take the one-row path, where only theirs fail.
  await checkImportRepresentatives(
    trx,
    plans.flatMap((p) => (p.entity?.representative_id ? [p.entity.representative_id] : [])),
  );
  const now = new Date().toISOString();
  const audit: AuditEntry[] = [];
  const entities: InsertValues<'entities'>[] = [];
  const links: Link[] = [];
  const emails = new SharedRecords(emailSpec, 'email');
  const numbers = new SharedRecords(numberSpec, 'phone_number');
  const addresses = new SharedRecords(addressSpec, 'address_key');
  await emails.load(
    database,
    trx,
    plans.flatMap((p) => p.emails.map((e) => e.email)),
  );
  await numbers.load(
    database,
    trx,
    plans.flatMap((p) => p.numbers.map((n) => n.phone_number)),
  );
  await addresses.load(
    database,
    trx,
    plans.flatMap((p) => p.addresses.map((a) => a.key)),
  );

  for (const plan of plans) {
    const row = newRecordRow(contactSpec(plan), plan.entity!, now);
    const id = String(row.uuid);
    const linked = plan.emails.length + plan.numbers.length + plan.addresses.length;
    Object.assign(row, {
      n_linked_emails: plan.emails.length,
      n_linked_numbers: plan.numbers.length,
      n_linked_addresses: plan.addresses.length,
      // One version per link, as linking one at a time would leave it (ADR 0032).
      version: 1 + linked,
    });
    entities.push(row);
    audit.push(createdEntry(entitySpec, id, plan.entity!, actor));
    contacts.remember(id, plan.contactKey, plan.nameKey);
    for (const { email, type } of plan.emails) {
      emails.take(email, { email, default_type: type }, now, audit, actor);
      links.push({ spec: entitiesEmails, left: id, right: email, tag: type });
    }
    for (const { phone_number, type, notes } of plan.numbers) {
      numbers.take(
        phone_number,
        { phone_number, default_type: type, ...(notes ? { notes } : {}) },
        now,
        audit,
        actor,
      );
      links.push({ spec: entitiesNumbers, left: id, right: phone_number, tag: type });
    }
    for (const { values, role, key } of plan.addresses) {
      const addressId = addresses.take(key, values, now, audit, actor);
      links.push({ spec: addressesEntities, left: addressId, right: id, tag: role });
    }
  }

  await insertRows(database, trx, 'entities', entities);
  await bumpRecordCount(trx, 'entities', entities.length);
  await emails.write(database, trx, 'n_linked_entities');
  await numbers.write(database, trx, 'n_linked_entities');
  await addresses.write(database, trx, 'n_linked_entities');
  for (const spec of [entitiesEmails, entitiesNumbers, addressesEntities] as LinkSpec[]) {
    const rows = links
      .filter((l) => l.spec === spec)
      .map((l) => newLinkRow(spec, l.left, l.right, l.tag, now));
    await insertRows(database, trx, spec.table, rows);
  }
  for (const l of links) audit.push(linkCreatedEntry(l.spec, l.left, l.right, l.tag, actor));
  await insertRows(
    database,
    trx,
    'audit_log',
    audit.map((entry) => auditRow(entry, now)),
  );
}
