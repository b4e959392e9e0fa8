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
export async function linkContactPoint(
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

/** Records a showcase lead inside `trx`: a visitor whose email (or number) is known updates that
 * contact; otherwise a new contact is created. The email and number are created and linked as
 * needed, and the visitor type (or the flags given) sets its flag (leadFlags). The public access form composes it with the NDA
 * acceptance in one transaction. */
export async function upsertLead(
  database: Database,
  trx: Transaction<DB>,
  input: EntityCreateOrUpdate,
  actor: Actor,
): Promise<{ created: boolean; id: string }> {
  const flags = { ...Object.fromEntries(leadFlags(input).map((f) => [f, true])), sunset: input.sunset };
  // Fix: on PostgreSQL two submissions of one lead at once (a double click) both missed the
  // other's uncommitted contact and created two contacts sharing the email. Lock the lead's keys
  // (sorted, so two locks never deadlock) until commit; SQLite already runs one write at a time.
  if (database.dialect === 'postgres') {
    for (const key of [input.email, input.phone_number].filter((k): k is string => !!k).sort())
      await sql`SELECT pg_advisory_xact_lock(7301, hashtext(${key}))`.execute(trx);
  }
  const existing = await findLead(trx, input);
  // A returning visitor only adds to the contact: staff may have corrected its name and company,
  // so those are written only when the contact is new (or had no company yet).
  const stored = existing ? await findRecordRow(trx, entitySpec, existing) : undefined;
  const company = input.company_name && !stored?.company_name ? { company_name: input.company_name } : {};
  const entity = existing
    ? await updateRecord(database, trx, entitySpec, existing, { ...flags, ...company }, actor)
    : await insertRecord(database, trx, entitySpec, { name: input.name, ...company, ...flags }, actor);
  if (input.email) {
    const type = input.email_type ?? 'OTHER';
    await linkContactPoint(
      database,
      trx,
      { spec: emailSpec, link: entitiesEmails },
      entity.uuid,
      input.email,
      type,
      actor,
    );
  }
  if (input.phone_number) {
    const type = input.phone_type ?? 'OTHER';
    const kind = { spec: numberSpec, link: entitiesNumbers };
    await linkContactPoint(database, trx, kind, entity.uuid, input.phone_number, type, actor);
  }
  return { created: !existing, id: entity.uuid };
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
