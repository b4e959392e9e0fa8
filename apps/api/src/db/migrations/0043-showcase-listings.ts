// Issue 28: each showcase page (/426sunset, ADR 0030's rows of `showcases`) becomes a listing like
// the others, so staff manage its text, its agreement and its deal room in the portal, visitors who
// accept it become its leads, and it appears on /listings. The page itself keeps the spec's
// behaviour: get-showcase.ts lays the listing's current text over the row's images.
// - The listing takes the page's slug, street address (title), section texts and contact, is a
//   published sale, and its agreement's version 1 is the NDA the page shows (frozen below, as the
//   web app's `showcase` messages held it at this commit, the firm's name filled in).
// - A database where a listing already has the slug (staff made one) keeps theirs.
// Written out here, never imported, so this migration never changes.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const COMPANY = 'Sterling Crest Asset Management';

const NDA_EN = [
  `1. Confidential information. Everything shown on this page or sent to you afterwards (photographs, plans, financial data, comparable sales, the renovation file) is confidential and is provided by ${COMPANY} on behalf of the owner.`,
  '2. Purpose. You will use this information only to evaluate a possible purchase of, or investment in, the property.',
  '3. No disclosure. You will not copy, publish or share it, except with your own professional advisers (lawyer, accountant, lender) who need it for that evaluation and are bound by the same obligations.',
  `4. No direct contact. You will not contact the owner, the occupants or the neighbours, nor visit the property, without an appointment arranged by ${COMPANY}.`,
  `5. Record of acceptance. ${COMPANY} records your acceptance (the details below, the date and time, your IP address and your browser) and may contact you about this property. These obligations apply whether or not a transaction takes place.`,
].join('\n\n');

const NDA_FR = [
  `1. Information confidentielle. Tout ce qui est présenté sur cette page ou qui vous sera transmis par la suite (photos, plans, données financières, ventes comparables, dossier des travaux) est confidentiel et vous est fourni par ${COMPANY} au nom du propriétaire.`,
  '2. Usage. Vous utiliserez cette information uniquement pour évaluer un éventuel achat de la propriété ou un investissement dans celle-ci.',
  '3. Non-divulgation. Vous ne la copierez, ne la publierez ni ne la communiquerez, sauf à vos propres conseillers (avocat, comptable, prêteur) qui en ont besoin pour cette évaluation et qui sont tenus aux mêmes obligations.',
  `4. Aucun contact direct. Vous ne communiquerez pas avec le propriétaire, les occupants ou les voisins et ne visiterez pas la propriété sans un rendez-vous fixé par ${COMPANY}.`,
  `5. Preuve d’acceptation. ${COMPANY} conserve une trace de votre acceptation (les renseignements ci-dessous, la date et l’heure, votre adresse IP et votre navigateur) et peut communiquer avec vous au sujet de cette propriété. Ces obligations s’appliquent qu’une transaction ait lieu ou non.`,
].join('\n\n');

interface StoredSection {
  key: string;
  body: { en: string; fr: string };
}

export async function up(db: Db): Promise<void> {
  const rows = await db.selectFrom('showcases').selectAll().execute();
  let added = 0;
  for (const row of rows) {
    const taken = await db
      .selectFrom('listings')
      .select('id')
      .where('slug', '=', row.slug)
      .executeTakeFirst();
    if (taken) continue;
    const sections = (JSON.parse(row.content) as StoredSection[]).map(({ key, body }) => ({
      key,
      body: { en: body.en, fr: body.fr },
    }));
    const id = randomUUID();
    const now = new Date().toISOString();
    await db
      .insertInto('listings')
      .values({
        id,
        slug: row.slug,
        kind: 'sale',
        status: 'published',
        title_en: row.street_address,
        title_fr: row.street_address,
        highlights: '[]',
        sections: JSON.stringify(sections),
        contact: JSON.stringify({ name: COMPANY, email: row.email, phone: row.phone }),
        agreement_version: 1,
        published_at: row.created_at,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('listing_agreements')
      .values({
        listing_id: id,
        version: 1,
        text_en: NDA_EN,
        text_fr: NDA_FR,
        actor: 'migration:0043',
        created_at: now,
      })
      .execute();
    added++;
  }
  if (added) await sql`UPDATE record_counts SET n = n + ${added} WHERE kind = 'listings'`.execute(db);
}

export async function down(db: Db): Promise<void> {
  const slugs = (await db.selectFrom('showcases').select('slug').execute()).map((r) => r.slug);
  if (slugs.length === 0) return;
  const ids = (
    await db
      .selectFrom('listings')
      .select('id')
      .where('slug', 'in', slugs)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('listing_acceptances').select('id').whereRef('listing_id', '=', 'listings.id'),
          ),
        ),
      )
      .execute()
  ).map((r) => r.id);
  if (ids.length === 0) return;
  await db.deleteFrom('listing_agreements').where('listing_id', 'in', ids).execute();
  await db.deleteFrom('listings').where('id', 'in', ids).execute();
  await sql`UPDATE record_counts SET n = n - ${ids.length} WHERE kind = 'listings'`.execute(db);
}
