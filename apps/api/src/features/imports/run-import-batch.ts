// One batch of an import job in one transaction: its rows written, its failed rows recorded and
// the job's counters moved on together, so a cancel or a crash leaves only whole batches.
import { type ImportKind, type ImportPolicy, type MessageKey, messageText } from '@crm/shared';
import type { ControlledTransaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { insertRows, letOthersRun } from '../../db/insert-rows.js';
import type { DB } from '../../db/schema.js';
import { AppError, isUniqueViolation } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { LeaseOverlap } from '../leases/lease-references.js';
import type { ContactIndex } from './contact-index.js';
import { PROCESS_OWNER } from './import-heartbeat.js';
import type { ImportStaff } from './import-staff.js';
import type { Column } from './map-columns.js';
import { planImportRow, type RefusedCell, type RowPlan } from './plan-import-row.js';
import { writeCompRow } from './write-comp-row.js';
import { type DealImportSetting, writeDealRow } from './write-deal-row.js';
import { type RowOutcome, writeImportRow } from './write-import-row.js';
import { writeLeaseRow } from './write-lease-row.js';
import { writeNewContacts } from './write-new-contacts.js';

export const IMPORT_BATCH_SIZE = 1000;

export interface ImportContext {
  id: string;
  kind: ImportKind;
  policy: ImportPolicy;
  columns: Column[];
  contacts: ContactIndex;
  /** The staff a `representative` cell names (import-staff.ts); none when no column gives one. */
  staff?: ImportStaff;
  /** A deals import's owner by default and time zone; a job's own, else nobody's and UTC. */
  deals?: DealImportSetting;
  actor: string;
  /** Failed rows the job may still store for its errors file: a file of bad rows (a cell of a
   * megabyte on each) must not fill the database. The counters count every failed row. */
  errorRoom: number;
}

/** "email: Please enter a valid email address.; phone_number: Enter a valid number" */
export const reasonText = (errors: Record<string, MessageKey>) =>
  Object.entries(errors)
    .map(([field, key]) => `${field}: ${messageText(key)}`)
    .join('; ');

/** An imported row's cells left out: 'Imported without these cells: Phone 1 - Value "(312) abc":
 * Enter a valid number; …' */
const refusedText = (refused: RefusedCell[]) =>
  `${messageText('import.err.cellsLeftOut')}: ${refused
    .map((r) => `${r.column} "${r.value}": ${messageText(r.key)}`)
    .join('; ')}`;

/** The reason a write refused a row: our own refusals (409 on a duplicate, a missing record) and
 * PostgreSQL's refusal of NUL characters are the row's fault; anything else is ours and stops the
 * job. An overlap names the other lease, as the API's 409 does with its id. */
function rowFailure(error: unknown): string | undefined {
  if (error instanceof LeaseOverlap) {
    const { tenant_name, start_on, end_on } = error.other;
    return `${reasonText(error.fieldKeys!)}: ${tenant_name ?? '?'} (${start_on} – ${end_on}, lease ${error.leaseId})`;
  }
  if (error instanceof AppError) return reasonText(error.fieldKeys ?? { row: error.messageKey });
  if (isUniqueViolation(error)) return reasonText({ row: 'exists.record' });
  const code = (error as { code?: string } | null)?.code;
  if (code === '22021' || code === '22P05') return reasonText({ row: 'val.control' });
  return undefined;
}

type RowWriter = (
  database: Database,
  trx: ControlledTransaction<DB>,
  policy: ImportPolicy,
  plan: RowPlan,
  contacts: ContactIndex,
  actor: Actor,
  context: ImportContext,
) => Promise<RowOutcome>;

/** How each kind writes a row. */
const WRITERS: Record<ImportKind, RowWriter> = {
  contacts: (database, trx, policy, plan, contacts, actor) =>
    writeImportRow(database, trx, 'contacts', policy, plan, contacts, actor),
  addresses: (database, trx, policy, plan, contacts, actor) =>
    writeImportRow(database, trx, 'addresses', policy, plan, contacts, actor),
  comps: writeCompRow,
  leases: writeLeaseRow,
  deals: (database, trx, policy, plan, contacts, actor, context) =>
    writeDealRow(
      database,
      trx,
      policy,
      plan,
      contacts,
      actor,
      context.deals ?? { starter: null, timeZone: 'UTC' },
    ),
};

async function writeRow(
  database: Database,
  trx: ControlledTransaction<DB>,
  context: ImportContext,
  plan: RowPlan,
): Promise<RowOutcome | { reason: string }> {
  const mark = context.contacts.mark;
  // A savepoint per row: a row refused halfway (PostgreSQL aborts the whole transaction on an
  // error) is undone alone, never leaving half a contact.
  const sp = await trx.savepoint('import_row').execute();
  try {
    const write = WRITERS[context.kind];
    const outcome = await write(database, sp, context.policy, plan, context.contacts, context.actor, context);
    await sp.releaseSavepoint('import_row').execute();
    return outcome;
  } catch (error) {
    const reason = rowFailure(error);
    if (reason === undefined) throw error;
    await sp.rollbackToSavepoint('import_row').execute();
    context.contacts.rollbackTo(mark);
    return { reason };
  }
}

type Totals = Record<'created' | 'updated' | 'skipped' | 'failed', number>;

/** The new contacts of a batch in one go (writeNewContacts) under a savepoint. Answers false, with
 * nothing written, when a write refused one of them (a record another writer stored meanwhile):
 * the caller then takes those rows one at a time, so only the faulty row fails. */
async function writeFresh(
  database: Database,
  trx: ControlledTransaction<DB>,
  context: ImportContext,
  fresh: RowPlan[],
): Promise<boolean> {
  const mark = context.contacts.mark;
  const sp = await trx.savepoint('import_bulk').execute();
  try {
    await writeNewContacts(database, sp, fresh, context.contacts, context.actor);
    await sp.releaseSavepoint('import_bulk').execute();
    return true;
  } catch (error) {
    if (rowFailure(error) === undefined) throw error;
    await sp.rollbackToSavepoint('import_bulk').execute();
    context.contacts.rollbackTo(mark);
    return false;
  }
}

/** Runs rows `start`… of `rows` (the file's data rows) in one transaction, planned here unless
 * their `plans` are given. Answers false, having written nothing, when the job is no longer running
 * here (canceled meanwhile, or taken for dead and resumed by another process). */
export async function runImportBatch(
  database: Database,
  context: ImportContext,
  rows: string[][],
  start: number,
  size = IMPORT_BATCH_SIZE,
  plans = rows
    .slice(start, start + size)
    .map((cells, i) => planImportRow(context.kind, context.columns, cells, start + i + 2, context.staff)),
): Promise<boolean> {
  const slice = rows.slice(start, start + size);
  const totals: Totals = { created: 0, updated: 0, skipped: 0, failed: 0 };
  const failures: { job_id: string; row: number; cells: string; reason: string }[] = [];
  // Contacts this batch created are forgotten again if the batch does not commit.
  const forget = () => context.contacts.rollbackTo(0);
  // Rows creating a contact whose key neither the database nor an earlier row of the batch holds
  // are written together; the others (updates, repeats, addresses) one by one after them, when
  // the index knows the new contacts by their ids and name keys alike.
  const fresh: RowPlan[] = [];
  const freshKeys = new Set<string>();
  for (const plan of plans) {
    const key = plan.contactKey;
    if (context.kind !== 'contacts' || Object.keys(plan.errors).length > 0 || !key) continue;
    if (context.contacts.has(key) || freshKeys.has(key)) continue;
    freshKeys.add(key);
    if (plan.nameKey) freshKeys.add(plan.nameKey);
    fresh.push(plan);
  }
  const trx = await database.db.startTransaction().execute();
  try {
    const bulk = fresh.length > 0 && (await writeFresh(database, trx, context, fresh));
    const written = new Set(bulk ? fresh : []);
    if (bulk) totals.created += fresh.length;
    for (const [i, plan] of plans.entries()) {
      await letOthersRun();
      const errors = plan.errors;
      const result =
        bulk && written.has(plan)
          ? 'create'
          : Object.keys(errors).length
            ? { reason: reasonText(errors) }
            : await writeRow(database, trx, context, plan);
      // An imported row's cells left out are listed with the failed rows, so none is lost unseen.
      if (
        (result === 'create' || result === 'update') &&
        plan.refused.length > 0 &&
        failures.length < context.errorRoom
      )
        failures.push({
          job_id: context.id,
          row: plan.row,
          cells: JSON.stringify(slice[i]),
          reason: refusedText(plan.refused),
        });
      if (bulk && written.has(plan)) continue;
      if (typeof result === 'object') {
        totals.failed++;
        if (failures.length < context.errorRoom)
          failures.push({
            job_id: context.id,
            row: plan.row,
            cells: JSON.stringify(slice[i]),
            reason: result.reason,
          });
      } else if (result === 'create') totals.created++;
      else if (result === 'update') totals.updated++;
      else totals.skipped++;
    }
    await insertRows(database, trx, 'import_errors', failures);
    const moved = await trx
      .updateTable('import_jobs')
      .set((eb) => ({
        done: eb('done', '+', slice.length),
        created: eb('created', '+', totals.created),
        updated: eb('updated', '+', totals.updated),
        skipped: eb('skipped', '+', totals.skipped),
        failed: eb('failed', '+', totals.failed),
        heartbeat_at: Date.now(),
      }))
      .where('id', '=', context.id)
      .where('status', '=', 'running')
      .where('owner', '=', PROCESS_OWNER)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) {
      await trx.rollback().execute();
      forget();
      return false;
    }
    await trx.commit().execute();
    context.contacts.settle();
    context.errorRoom -= failures.length;
    return true;
  } catch (error) {
    await trx.rollback().execute();
    forget();
    throw error;
  }
}
