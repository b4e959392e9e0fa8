import { SHOWCASE_SLUG, type Showcase, ShowcaseSection } from '@crm/shared';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';

const Sections = z.array(ShowcaseSection);

/** The showcase row of `slug`, or a 404 (a malformed slug is not looked up). */
export async function findShowcaseRow(database: Database, slug: string) {
  const row = SHOWCASE_SLUG.test(slug)
    ? await database.db.selectFrom('showcases').selectAll().where('slug', '=', slug).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('lookup.showcase');
  return row;
}

/** Whether a showcase page `slug` exists (the web app's fallback answers 200 or 404 by it). */
export async function showcaseExists(database: Database, slug: string): Promise<boolean> {
  if (!SHOWCASE_SLUG.test(slug)) return false;
  const row = await database.db
    .selectFrom('showcases')
    .select('slug')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return !!row;
}

/** GET /public/showcases/{slug}: a property's public page. The stored sections are checked
 * against the schema, so a malformed row is a logged 500 rather than a broken page. The page is a
 * listing too (migration 0043): while that listing is published, its current texts and contact
 * are the page's, so staff edit the page in the portal; the row keeps its images and NDA version. */
export async function getShowcase(database: Database, slug: string): Promise<Showcase> {
  const { street_address, email, phone, nda_version, content } = await findShowcaseRow(database, slug);
  const page = {
    slug,
    street_address,
    email,
    phone,
    nda_version,
    sections: Sections.parse(JSON.parse(content)),
  };
  const listing = await database.db
    .selectFrom('listings')
    .select(['id', 'sections', 'contact', 'agreement_version'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!listing) return page;
  // Version 1 is the spec's NDA, moved into the listing by migration 0043: the page keeps showing
  // it as the spec writes it. A later version is what visitors now accept: the dialog shows it.
  const agreement =
    Number(listing.agreement_version) > 1
      ? await database.db
          .selectFrom('listing_agreements')
          .select(['version', 'text_en', 'text_fr'])
          .where('listing_id', '=', listing.id)
          .where('version', '=', listing.agreement_version)
          .executeTakeFirst()
      : undefined;
  return {
    ...withListingText(page, listing),
    ...(agreement
      ? { agreement: { version: Number(agreement.version), en: agreement.text_en, fr: agreement.text_fr } }
      : {}),
  };
}

const Texts = z.array(z.object({ key: z.string(), body: z.object({ en: z.string(), fr: z.string() }) }));
const Contact = z.object({ email: z.string().nullish(), phone: z.string().nullish() }).nullable();

/** The listing's text of each section where it has one (a language left empty keeps the page's). */
function withListingText(page: Showcase, listing: { sections: string; contact: string | null }): Showcase {
  const texts = new Map(Texts.parse(JSON.parse(listing.sections)).map((s) => [s.key, s.body]));
  const contact = Contact.parse(listing.contact ? JSON.parse(listing.contact) : null);
  return {
    ...page,
    email: contact?.email || page.email,
    // The page dials and formats an E.164 number; a phone typed another way keeps the page's.
    phone: contact?.phone && /^\+\d{8,15}$/.test(contact.phone) ? contact.phone : page.phone,
    sections: page.sections.map((section) => {
      const text = texts.get(section.key);
      return text
        ? { ...section, body: { en: text.en || section.body.en, fr: text.fr || section.body.fr } }
        : section;
    }),
  };
}
