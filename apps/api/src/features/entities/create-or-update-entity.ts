import { type ContactType, type EntityComplete, type EntityCreateOrUpdate, leadFlags } from '@crm/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';
import { findRecordRow, lookupRecordRow } from '../../shared/find-record.js';
import { insertRecord } from '../../shared/insert-record.js';
import { updateRecord } from '../../shared/update-record.js';
import { type AnyContactPointSpec, emailSpec, numberSpec } from '../contact-points/contact-point-specs.js';
import { insertLink } from '../links/create-link.js';
import { findLink } from '../links/find-link.js';
import { entitiesEmails, entitiesNumbers, type LinkSpec } from '../links/link-specs.js';
import { entitySpec } from './entity-spec.js';
import { getEntityComplete } from './get-entity-complete.js';

/** The entity already linked to this email, else to this number. */
async function findLead(trx: Transaction<DB>, input: EntityCreateOrUpdate): Promise<string | undefined> {
  const byEmail = input.email
    ? await trx
        .selectFrom('entities_emails')
        .select('entity_id')
        .where('email', '=', input.email)
        .executeTakeFirst()
    : undefined;
  if (byEmail) return String(byEmail.entity_id);
  const byNumber = input.phone_number
    ? await trx
        .selectFrom('entities_numbers')
        .select('entity_id')
        .where('phone_number', '=', input.phone_number)
        .executeTakeFirst()
    : undefined;
  return byNumber ? String(byNumber.entity_id) : undefined;
}

/** Creates the email or number unless stored, then links it to the contact unless linked. */
async function linkContactPoint(
  database: Database,
  trx: Transaction<DB>,
  kind: { spec: AnyContactPointSpec; link: LinkSpec },
  entityId: string,
  key: string,
  type: ContactType,
  actor: Actor,
) {
  if (!(await lookupRecordRow(trx, kind.spec, key))) {
    if (kind.spec === emailSpec)
      await insertRecord(database, trx, emailSpec, { email: key, default_type: type }, actor);
    else await insertRecord(database, trx, numberSpec, { phone_number: key, default_type: type }, actor);
  }
  if (!(await findLink(trx, kind.link, entityId, key)))
    await insertLink(trx, kind.link, entityId, key, type, actor);
}

/** On PostgreSQL two submissions of one lead at once (a double click) both missed the other's
 * uncommitted contact and created two contacts sharing the email. The lead's keys are locked
 * (sorted, so two locks never deadlock) until commit; SQLite already runs one write at a time. */
export async function lockLeadKeys(database: Database, trx: Transaction<DB>, keys: Array<string | null>) {
  if (database.dialect !== 'postgres') return;
  for (const key of keys.filter((k): k is string => !!k).sort())
    await sql`SELECT pg_advisory_xact_lock(7301, hashtext(${key}))`.execute(trx);
}

/** Creates the email and number unless stored and links them to the contact, with the types given
 * (OTHER when none is): a new lead's, or an inbox item's sender when staff add it (inbox). */
export async function linkPoints(
  database: Database,
  trx: Transaction<DB>,
  entityId: string,
  input: Pick<EntityCreateOrUpdate, 'email' | 'email_type' | 'phone_number' | 'phone_type'>,
  actor: Actor,
) {
  if (input.email) {
    const kind = { spec: emailSpec, link: entitiesEmails };
    await linkContactPoint(database, trx, kind, entityId, input.email, input.email_type ?? 'OTHER', actor);
  }
  if (input.phone_number) {
    const kind = { spec: numberSpec, link: entitiesNumbers };
    const type = input.phone_type ?? 'OTHER';
    await linkContactPoint(database, trx, kind, entityId, input.phone_number, type, actor);
  }
}

const flagsOf = (input: EntityCreateOrUpdate) => ({
  ...Object.fromEntries(leadFlags(input).map((f) => [f, true])),
  sunset: input.sunset,
});

/** Creates a new lead inside `trx`: the contact with its name, company and flags (leadFlags, and
 * sunset), its email and number created and linked. What the public showcase form does when the
 * visitor matches nobody. */
export async function insertLead(
  database: Database,
  trx: Transaction<DB>,
  input: EntityCreateOrUpdate,
  actor: Actor,
): Promise<string> {
  const company = input.company_name ? { company_name: input.company_name } : {};
  const entity = await insertRecord(
    database,
    trx,
    entitySpec,
    { name: input.name, ...company, ...flagsOf(input) },
    actor,
  );
  await linkPoints(database, trx, entity.uuid, input, actor);
  return entity.uuid;
}

/** Records a lead for the firm's own tools (an API key or a staff session, never an anonymous
 * caller: the public forms only propose, see requestShowcaseAccess): a lead whose email (or
 * number) is known updates that contact; otherwise a new contact is created. The email and number
 * are created and linked as needed, and the visitor type (or the flags given) sets its flag. */
async function upsertLead(
  database: Database,
  trx: Transaction<DB>,
  input: EntityCreateOrUpdate,
  actor: Actor,
): Promise<{ created: boolean; id: string }> {
  await lockLeadKeys(database, trx, [input.email, input.phone_number]);
  const existing = await findLead(trx, input);
  if (!existing) return { created: true, id: await insertLead(database, trx, input, actor) };
  // A returning lead only adds to the contact: staff may have corrected its name and company,
  // so the company is written only when the contact had none.
  const stored = await findRecordRow(trx, entitySpec, existing);
  const company = input.company_name && !stored.company_name ? { company_name: input.company_name } : {};
  const entity = await updateRecord(
    database,
    trx,
    entitySpec,
    existing,
    { ...flagsOf(input), ...company },
    actor,
  );
  await linkPoints(database, trx, entity.uuid, input, actor);
  return { created: false, id: entity.uuid };
}

/** POST /entities/create_or_update: records a showcase lead (upsertLead) in its own transaction. */
export async function createOrUpdateEntity(
  database: Database,
  input: EntityCreateOrUpdate,
  actor: Actor,
): Promise<{ created: boolean; entity: EntityComplete }> {
  const result = await database.db.transaction().execute((trx) => upsertLead(database, trx, input, actor));
  return { created: result.created, entity: await getEntityComplete(database, result.id) };
}
