// PUT /listings/{id}/leads/{entity_id}: staff set a contact's level on a listing, from the inbox
// item, the contact or the deal. When it rises (more documents open to them) the lead is mailed
// at their first email that may be contacted; lowered, they are not told.
import type { LeadLevel, LeadLevelBody } from '@crm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import { notFound } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { uuidKey } from '../../shared/uuid.js';
import type { Mailer } from '../mail/mailer.js';
import { rises } from './can-read.js';
import { leadLevelMail, type MailLanguage } from './lead-level-mail.js';
import { findListingId, lockListing } from './listing-document-rows.js';

/** The email a contact is reached at: the first linked (the contact page's order), skipping any
 * marked do-not-contact. */
async function leadEmail(database: Database, entityId: string): Promise<string | undefined> {
  const rows = await database.db
    .selectFrom('entities_emails as l')
    .innerJoin('emails as e', 'e.email', 'l.email')
    .select(['l.email', 'e.do_not_contact'])
    .where('l.entity_id', '=', entityId)
    .orderBy('l.created_at')
    .orderBy('l.email')
    .execute();
  // 0/1 on SQLite, a boolean on PostgreSQL.
  return rows.find((r) => !Number(r.do_not_contact))?.email;
}

/** The language of the lead's latest acceptance of the listing (the page they read), else English. */
async function leadLanguage(database: Database, listingId: string, entityId: string): Promise<MailLanguage> {
  const row = await database.db
    .selectFrom('listing_acceptances')
    .select('lang')
    .where('listing_id', '=', listingId)
    .where('entity_id', '=', entityId)
    .orderBy('accepted_at', 'desc')
    .executeTakeFirst();
  return row?.lang ?? 'en';
}

export async function setLeadLevel(
  database: Database,
  mail: { mailer: Mailer; publicUrl: string },
  log: FastifyBaseLogger,
  raw: { id: string; entity_id: string },
  input: LeadLevelBody,
  actor: Actor,
): Promise<LeadLevel> {
  const { lead, rose, listing } = await database.db.transaction().execute(async (trx) => {
    const listingId = await findListingId(trx, raw.id);
    // One change of a lead at a time: two raises at once would both see the old level and mail twice.
    await lockListing(database, trx, listingId);
    const entityId = uuidKey(raw.entity_id);
    const entity = entityId
      ? await trx
          .selectFrom('entities')
          .select(['uuid', 'name'])
          .where('uuid', '=', entityId)
          .executeTakeFirst()
      : undefined;
    if (!entity) throw notFound('lookup.entity');
    const key = String(entity.uuid);
    const before = await trx
      .selectFrom('listing_leads')
      .select('level')
      .where('listing_id', '=', listingId)
      .where('entity_id', '=', key)
      .executeTakeFirst();
    // Without a level set, a contact who accepted the agreement is at agreement already (as the
    // contact's listing leads say, listing-lead-rows.ts): giving them agreement opens nothing new.
    const accepted =
      !before &&
      (await trx
        .selectFrom('listing_acceptances')
        .select('id')
        .where('listing_id', '=', listingId)
        .where('entity_id', '=', key)
        .limit(1)
        .executeTakeFirst());
    const now = new Date().toISOString();
    if (before?.level !== input.level)
      await trx
        .insertInto('listing_leads')
        .values({
          listing_id: listingId,
          entity_id: key,
          level: input.level,
          updated_at: now,
          updated_by: actor,
        })
        .onConflict((oc) =>
          oc
            .columns(['listing_id', 'entity_id'])
            .doUpdateSet({ level: input.level, updated_at: now, updated_by: actor }),
        )
        .execute();
    const row = await trx
      .selectFrom('listing_leads')
      .selectAll()
      .where('listing_id', '=', listingId)
      .where('entity_id', '=', key)
      .executeTakeFirstOrThrow();
    const titles = await trx
      .selectFrom('listings')
      .select(['id', 'slug', 'title_en', 'title_fr'])
      .where('id', '=', listingId)
      .executeTakeFirstOrThrow();
    return {
      lead: {
        entity_id: key,
        name: entity.name,
        level: row.level,
        updated_at: toIso(row.updated_at),
        updated_by: row.updated_by,
      },
      rose: rises(before?.level ?? (accepted ? 'agreement' : 'none'), input.level),
      listing: titles,
    };
  });
  if (!rose) return { ...lead, emailed: false };
  // After the commit: the level stands whether or not the mail goes. A refused mail is logged and
  // answered as emailed: false, so staff can tell the lead themselves.
  const to = await leadEmail(database, lead.entity_id);
  if (!to) return { ...lead, emailed: false };
  try {
    const language = await leadLanguage(database, listing.id, lead.entity_id);
    await mail.mailer.send(leadLevelMail(to, language, listing, mail.publicUrl));
    return { ...lead, emailed: true };
  } catch (err) {
    log.error({ err, listing: raw.id, entity: lead.entity_id }, 'lead level mail failed');
    return { ...lead, emailed: false };
  }
}
