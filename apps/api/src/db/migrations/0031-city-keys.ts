// Issue 26 (ADRs 0041 and 0043, amended): the city of each comp and of each lease, kept on the row,
// so a search by city reads one index range. Measured at 1M addresses, 400,000 leases and 100,000
// comps: a comps search by city walked the kind's comps in the type and date range (~6,000) and
// probed each one's address for its city, 200 ms on PostgreSQL; the expiring leases of a city
// did the same through lease_spaces, 330 ms. Neither table held its city.
// - `comps.city_key`: the head (first line) of its address's `search_city`, the very key the
//   contact and address searches compare a city to (migration 0010).
// - `leases.city_key`: the same of its spaces' addresses (a lease's spaces are in one building).
// - Kept by row triggers on both databases, so every path that writes comps, lease_spaces or an
//   address's city (the API, the import, merges that repoint, the seed) keeps them without knowing
//   of them: a comp inserted or moved to another address; a lease's space added, removed or moved;
//   an address's search_city changed.
// - Indexed (kind, city_key, date_on) and (city_key, status, end_on).
// Written out here, never imported, so this migration never changes.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

/** The head of an address row's search_city, in SQL of the dialect. */
const head = (pg: boolean, column: string) =>
  pg
    ? `split_part(${column}, E'\\n', 1)`
    : `substr(${column}, 1, instr(${column} || char(10), char(10)) - 1)`;

/** What the rows hold now: every comp's and lease's city key, in two statements (here, and after
 * the seed's bulk load on PostgreSQL, which turns the row triggers off meanwhile). */
export async function fillCityKeys(db: Db): Promise<void> {
  const pg = isPostgres(db);
  await sql`UPDATE comps SET city_key = (SELECT ${sql.raw(head(pg, 'a.search_city'))} FROM addresses a
    WHERE a.uuid = comps.address_id)`.execute(db);
  await sql`UPDATE leases SET city_key = (SELECT min(${sql.raw(head(pg, 'a.search_city'))})
    FROM lease_spaces s JOIN addresses a ON a.uuid = s.address_id WHERE s.lease_id = leases.id)`.execute(db);
}

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  await db.schema.alterTable('comps').addColumn('city_key', 'text').execute();
  await db.schema.alterTable('leases').addColumn('city_key', 'text').execute();

  await fillCityKeys(db);

  await db.schema
    .createIndex('comps_kind_city_date')
    .on('comps')
    .columns(['kind', 'city_key', 'date_on'])
    .execute();
  await db.schema
    .createIndex('leases_city_expiring')
    .on('leases')
    .columns(['city_key', 'status', 'end_on'])
    .execute();

  const compCity = (id: string, address: string) =>
    `UPDATE comps SET city_key = (SELECT ${head(pg, 'a.search_city')} FROM addresses a
      WHERE a.uuid = ${address}) WHERE id = ${id}`;
  const leaseCity = (lease: string) =>
    `UPDATE leases SET city_key = (SELECT min(${head(pg, 'a.search_city')})
      FROM lease_spaces s JOIN addresses a ON a.uuid = s.address_id WHERE s.lease_id = ${lease})
      WHERE id = ${lease}`;
  const addressCity = (uuid: string, city: string) =>
    `UPDATE comps SET city_key = ${city} WHERE address_id = ${uuid};
     UPDATE leases SET city_key = ${city}
       WHERE id IN (SELECT lease_id FROM lease_spaces WHERE address_id = ${uuid});`;

  if (pg) {
    await sql
      .raw(`CREATE FUNCTION comps_city() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${compCity('NEW.id', 'NEW.address_id')}; RETURN NULL; END $$`)
      .execute(db);
    await sql`CREATE TRIGGER comps_city AFTER INSERT OR UPDATE OF address_id ON comps
      FOR EACH ROW EXECUTE FUNCTION comps_city()`.execute(db);
    await sql
      .raw(`CREATE FUNCTION lease_spaces_city() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${leaseCity('OLD.lease_id')}; END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${leaseCity('NEW.lease_id')}; END IF;
        RETURN NULL;
      END $$`)
      .execute(db);
    await sql`CREATE TRIGGER lease_spaces_city AFTER INSERT OR UPDATE OR DELETE ON lease_spaces
      FOR EACH ROW EXECUTE FUNCTION lease_spaces_city()`.execute(db);
    await sql
      .raw(`CREATE FUNCTION addresses_asset_city() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${addressCity('NEW.uuid', head(pg, 'NEW.search_city'))} RETURN NULL; END $$`)
      .execute(db);
    await sql`CREATE TRIGGER addresses_asset_city AFTER UPDATE OF search_city ON addresses
      FOR EACH ROW WHEN (OLD.search_city IS DISTINCT FROM NEW.search_city)
      EXECUTE FUNCTION addresses_asset_city()`.execute(db);
    return;
  }
  await sql
    .raw(
      `CREATE TRIGGER comps_city_ai AFTER INSERT ON comps BEGIN ${compCity('NEW.id', 'NEW.address_id')}; END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER comps_city_au AFTER UPDATE OF address_id ON comps BEGIN ${compCity('NEW.id', 'NEW.address_id')}; END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER lease_spaces_city_ai AFTER INSERT ON lease_spaces BEGIN ${leaseCity('NEW.lease_id')}; END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER lease_spaces_city_au AFTER UPDATE ON lease_spaces BEGIN ${leaseCity('OLD.lease_id')}; ${leaseCity('NEW.lease_id')}; END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER lease_spaces_city_ad AFTER DELETE ON lease_spaces BEGIN ${leaseCity('OLD.lease_id')}; END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER addresses_asset_city_au AFTER UPDATE OF search_city ON addresses
       WHEN OLD.search_city IS NOT NEW.search_city
       BEGIN ${addressCity('NEW.uuid', head(pg, 'NEW.search_city'))} END`,
    )
    .execute(db);
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER addresses_asset_city ON addresses`.execute(db);
    await sql`DROP TRIGGER lease_spaces_city ON lease_spaces`.execute(db);
    await sql`DROP TRIGGER comps_city ON comps`.execute(db);
    await sql`DROP FUNCTION addresses_asset_city(), lease_spaces_city(), comps_city()`.execute(db);
  } else {
    for (const t of [
      'addresses_asset_city_au',
      'lease_spaces_city_ad',
      'lease_spaces_city_au',
      'lease_spaces_city_ai',
      'comps_city_au',
      'comps_city_ai',
    ])
      await sql.raw(`DROP TRIGGER ${t}`).execute(db);
  }
  await db.schema.dropIndex('leases_city_expiring').execute();
  await db.schema.dropIndex('comps_kind_city_date').execute();
  await db.schema.alterTable('leases').dropColumn('city_key').execute();
  await db.schema.alterTable('comps').dropColumn('city_key').execute();
}
