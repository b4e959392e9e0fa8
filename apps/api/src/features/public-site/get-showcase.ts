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
 * against the schema, so a malformed row is a logged 500 rather than a broken page. */
export async function getShowcase(database: Database, slug: string): Promise<Showcase> {
  const { street_address, email, phone, nda_version, content } = await findShowcaseRow(database, slug);
  return { slug, street_address, email, phone, nda_version, sections: Sections.parse(JSON.parse(content)) };
}
