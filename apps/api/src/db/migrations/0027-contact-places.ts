// Issue 25 (ADR 0037, amended): on PostgreSQL, each contact's places, kept by triggers, so the
// contact search's city and province filters read one index in the order a page needs.
// Measured at 1M contacts, the filter's `EXISTS` over the contact's links and addresses walked the
// contacts in seq order and probed two tables for each one carrying a role: for a city holding 1%
// of the addresses, ~7,000 probes for page 3, over 100 ms. `contact_places` holds, for each contact
// and each city (`c:` + the head of `search_city`) and province (`p:` + `search_province`) of its
// linked addresses, how many of them are there (`n`); its primary key (place, entity_seq) lists a
// place's contacts in seq order, so a page walks only them.
// Kept by row triggers, so every path that writes links or addresses (the API, the import, merges,
// the seed) keeps it without knowing of it:
// - a link added, removed or repointed: its address's places counted up or down for its contact;
// - an address's city or province changed: each linked contact's old places down, new ones up;
// - an address deleted: counted down BEFORE the row goes (its links' cascade then finds no
//   address, so nothing is counted twice); a contact deleted: its rows go with it.
// SQLite needs none of this: its planner is told the place's size and reads rare places from their
// addresses (contact-filters.ts), within the target.
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

/** The places of an address row (`r`) as text[]: its city head and its province, prefixed. */
const places = (r: string) =>
  sql.raw(`ARRAY['c:' || split_part(${r}.search_city, E'\\n', 1), 'p:' || ${r}.search_province]`);

export async function up(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE TABLE contact_places (
    place text NOT NULL,
    entity_seq bigint NOT NULL,
    n integer NOT NULL,
    PRIMARY KEY (place, entity_seq)
  )`.execute(db);
  await sql`CREATE INDEX contact_places_entity ON contact_places (entity_seq)`.execute(db);
  // Written only beside the links and addresses it follows (already watched), but the searches read
  // it: watched like every table they read.
  await watchTable(db, 'contact_places', true);

  // Adds `delta` to each named place of the contact; an empty place ('c:', 'p:') is none.
  await sql`CREATE FUNCTION contact_places_bump(places text[], e_seq bigint, delta integer)
    RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      IF e_seq IS NULL THEN RETURN; END IF;
      INSERT INTO contact_places (place, entity_seq, n)
        SELECT DISTINCT p, e_seq, delta FROM unnest(places) AS p WHERE p NOT IN ('c:', 'p:')
        ON CONFLICT (place, entity_seq) DO UPDATE SET n = contact_places.n + EXCLUDED.n;
      DELETE FROM contact_places WHERE entity_seq = e_seq AND place = ANY(places) AND n <= 0;
    END $$`.execute(db);

  await sql`CREATE FUNCTION contact_places_link() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        PERFORM contact_places_bump(${places('a')}, e.seq, -1)
          FROM addresses a, entities e WHERE a.uuid = OLD.address_id AND e.uuid = OLD.entity_id;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM contact_places_bump(${places('a')}, e.seq, 1)
          FROM addresses a, entities e WHERE a.uuid = NEW.address_id AND e.uuid = NEW.entity_id;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER addresses_entities_places
    AFTER INSERT OR DELETE OR UPDATE OF address_id, entity_id ON addresses_entities
    FOR EACH ROW EXECUTE FUNCTION contact_places_link()`.execute(db);

  await sql`CREATE FUNCTION contact_places_address() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM contact_places_bump(${places('OLD')}, e.seq, -1)
        FROM addresses_entities l JOIN entities e ON e.uuid = l.entity_id WHERE l.address_id = OLD.uuid;
      IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
      PERFORM contact_places_bump(${places('NEW')}, e.seq, 1)
        FROM addresses_entities l JOIN entities e ON e.uuid = l.entity_id WHERE l.address_id = NEW.uuid;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER addresses_places_delete BEFORE DELETE ON addresses
    FOR EACH ROW EXECUTE FUNCTION contact_places_address()`.execute(db);
  await sql`CREATE TRIGGER addresses_places_update AFTER UPDATE OF search_city, search_province ON addresses
    FOR EACH ROW WHEN (OLD.search_city IS DISTINCT FROM NEW.search_city
      OR OLD.search_province IS DISTINCT FROM NEW.search_province)
    EXECUTE FUNCTION contact_places_address()`.execute(db);

  await sql`CREATE FUNCTION contact_places_entity() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM contact_places WHERE entity_seq = OLD.seq;
      RETURN OLD;
    END $$`.execute(db);
  await sql`CREATE TRIGGER entities_places_delete BEFORE DELETE ON entities
    FOR EACH ROW EXECUTE FUNCTION contact_places_entity()`.execute(db);

  await fillContactPlaces(db);
}

/** What the links hold now, in one statement (here, and after the seed's bulk load, which turns
 * the link trigger off: one trigger call per row costs minutes at 1M links). */
export async function fillContactPlaces(db: Db): Promise<void> {
  await sql`INSERT INTO contact_places (place, entity_seq, n)
    SELECT p.place, e.seq, count(*) FROM addresses_entities l
      JOIN addresses a ON a.uuid = l.address_id
      JOIN entities e ON e.uuid = l.entity_id
      CROSS JOIN LATERAL unnest(${places('a')}) AS p(place)
    WHERE p.place NOT IN ('c:', 'p:')
    GROUP BY p.place, e.seq`.execute(db);
  await sql`ANALYZE contact_places`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`DROP TRIGGER entities_places_delete ON entities`.execute(db);
  await sql`DROP TRIGGER addresses_places_update ON addresses`.execute(db);
  await sql`DROP TRIGGER addresses_places_delete ON addresses`.execute(db);
  await sql`DROP TRIGGER addresses_entities_places ON addresses_entities`.execute(db);
  await sql`DROP FUNCTION contact_places_entity(), contact_places_address(), contact_places_link(),
    contact_places_bump(text[], bigint, integer)`.execute(db);
  await sql`DROP TABLE contact_places`.execute(db);
}
