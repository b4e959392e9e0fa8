// POST /updates: checks the audience (the contact, the property), judges and stores each
// attachment, then in one transaction writes the update, its files and its deliveries (the
// recipients, fixed now); the mails go after the commit (mail-update.ts). A refusal at any step
// leaves neither row nor file.
import type { StaffUpdate, UpdateInput } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';
import type { FileStore } from '../../storage/file-store.js';
import { newFileKey } from '../../storage/file-store.js';
import { checkUpload } from '../files/check-upload.js';
import { type MailContext, mailUpdate } from './mail-update.js';
import { propertyClients } from './property-clients.js';
import type { UpdateUpload } from './read-update-form.js';
import { staffUpdates } from './update-rows.js';

const DELIVERY_SLICE = 1000;

interface Target {
  entityId: string | null;
  addressId: string | null;
}

/** The contact and property named, each known (404), and the contact's live account (409). */
async function checkTarget(database: Database, input: UpdateInput): Promise<Target> {
  const { db } = database;
  let entityId: string | null = null;
  let addressId: string | null = null;
  if (input.entity_id) {
    entityId = uuidKey(input.entity_id);
    const entity = entityId
      ? await db.selectFrom('entities').select('uuid').where('uuid', '=', entityId).executeTakeFirst()
      : undefined;
    if (!entity) throw notFound('lookup.entity', 'entity_id');
  }
  if (input.address_id) {
    addressId = uuidKey(input.address_id);
    const address = addressId
      ? await db.selectFrom('addresses').select('uuid').where('uuid', '=', addressId).executeTakeFirst()
      : undefined;
    if (!address) throw notFound('lookup.address', 'address_id');
  }
  if (input.audience !== 'client') entityId = null;
  return { entityId, addressId };
}

async function recipientsOf(database: Database, input: UpdateInput, target: Target): Promise<string[]> {
  const live = database.db.selectFrom('client_access').select('user_id').where('revoked_at', 'is', null);
  if (input.audience === 'client') {
    const rows = await live.where('entity_id', '=', target.entityId ?? '').execute();
    if (!rows.length) throw new AppError(409, 'exists', 'updates.err.noClient', 'entity_id');
    return rows.map((r) => r.user_id);
  }
  if (input.audience === 'property') return propertyClients(database, target.addressId ?? '');
  return (await live.execute()).map((r) => r.user_id);
}

export async function createUpdate(
  database: Database,
  files: FileStore,
  upload: UpdateUpload,
  maxBytes: number,
  actor: Actor,
  mail: MailContext,
): Promise<StaffUpdate> {
  const { input } = upload;
  const target = await checkTarget(database, input);
  const recipients = await recipientsOf(database, input, target);
  // Every file judged before any is stored: a bad third file stores nothing.
  const checked = [];
  for (const file of upload.files)
    checked.push({
      file,
      kind: await checkUpload(file.bytes, { name: file.name, purpose: 'document', maxBytes }),
    });
  const stored: string[] = [];
  const id = uuidv7();
  try {
    const attachments: Array<{ key: string; size: number; mime: string; name: string }> = [];
    for (const { file, kind } of checked) {
      const key = newFileKey('client/updates', kind.ext);
      const { size } = await files.put(key, file.bytes, { contentType: kind.mime });
      stored.push(key);
      attachments.push({ key, size, mime: kind.mime, name: `${kind.title}.${kind.ext}` });
    }
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('client_updates')
        .values({
          id,
          audience: input.audience,
          entity_id: target.entityId,
          address_id: target.addressId,
          title_en: input.title.en || null,
          title_fr: input.title.fr || null,
          body_en: input.body.en || null,
          body_fr: input.body.fr || null,
          created_by: actor,
          created_at: new Date().toISOString(),
        })
        .execute();
      if (attachments.length)
        await trx
          .insertInto('client_update_files')
          .values(
            attachments.map((a, position) => ({
              id: uuidv7(),
              update_id: id,
              storage_key: a.key,
              file_name: a.name,
              content_type: a.mime,
              size: a.size,
              position,
            })),
          )
          .execute();
      // In slices: every client of the firm is more bound parameters than one statement takes.
      for (let at = 0; at < recipients.length; at += DELIVERY_SLICE)
        await trx
          .insertInto('client_update_deliveries')
          .values(
            recipients
              .slice(at, at + DELIVERY_SLICE)
              .map((user_id) => ({ update_id: id, user_id, emailed_at: null })),
          )
          .execute();
    });
  } catch (error) {
    for (const key of stored) await files.delete(key);
    throw error;
  }
  await mailUpdate(database, mail, id);
  const [update] = await staffUpdates(database.db, [id]);
  if (!update) throw new Error('the update just written is missing');
  return update;
}
