// Buildings and spaces (issue 26, ADR 0040): a space (suite, unit, floor) is an address naming its
// building in `parent_address_id`; one level only (the API refuses a space of a space).
// - `parent_address_id` references addresses.uuid, ON DELETE SET NULL (a building deleted leaves its
//   spaces as plain addresses); indexed, since a building's page lists its spaces.
// - `floor`, `space_use` (the requirements' property kinds), `space_status`, `asking_rent_sqft_year`.
// - Data step: each address with a subpremise is attached to its building, the address whose key
//   is its own with the unit left out (features/places/address-key.ts puts the unit third); a
//   building missing is created from the unit's place fields. Keys are read as stored, never
//   recomputed, so no parser runs here. Audited as `system:migration`; the count is logged.
// Written out here, never imported, so this migration never changes.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './0016-crm-version.js';
import { searchText } from './frozen/address-parser/search-text.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const USES = ['office', 'retail', 'industrial', 'flex', 'residential', 'land', 'other'];
const STATUSES = ['vacant', 'leased', 'available', 'off_market'];
const ACTOR = 'system:migration';
const inList = (values: string[]) => sql.join(values.map((v) => sql.lit(v)));

// The place fields a building created here takes from its unit (the components as at this
// migration, the unit's own left out), with the search columns derived from them.
const PLACE = [
  'point_of_interest',
  'post_box',
  'street_number',
  'route',
  'locality',
  'sublocality_level_1',
  'neighborhood',
  'postal_town',
  'administrative_area_level_3',
  'postal_code',
  'postal_code_suffix',
  'administrative_area_level_1',
  'country',
  'search_city',
  'search_postal',
  'search_country',
  'search_province',
];

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const alter = () => db.schema.alterTable('addresses');
  // SQLite adds a column with REFERENCES only when its default is null, as here.
  await alter()
    .addColumn('parent_address_id', pg ? 'uuid' : 'text', (c) =>
      c.references('addresses.uuid').onDelete('set null'),
    )
    .execute();
  await alter().addColumn('floor', 'text').execute();
  await alter()
    .addColumn('space_use', 'text', (c) => c.check(sql`space_use IN (${inList(USES)})`))
    .execute();
  await alter()
    .addColumn('space_status', 'text', (c) => c.check(sql`space_status IN (${inList(STATUSES)})`))
    .execute();
  await alter()
    .addColumn('asking_rent_sqft_year', pg ? 'double precision' : 'real', (c) =>
      c.check(sql`asking_rent_sqft_year >= 0`),
    )
    .execute();
  await db.schema.createIndex('addresses_parent').on('addresses').column('parent_address_id').execute();
  const done = await attachUnits(db);
  if (done.units > 0)
    console.info(
      `0025-spaces: ${done.units} units attached to ${done.buildings} buildings (${done.created} buildings created)`,
    );
}

interface Unit {
  uuid: string;
  address: string;
  subpremise: string;
  address_key: string;
  [field: string]: unknown;
}

/** The key of a unit's building: its own with the unit segment emptied (the third of a parsed
 * key, the last of a `text|…|unit` one). */
export function buildingKey(key: string): string {
  const parts = key.split('|');
  if (parts[0] === 'text') parts[parts.length - 1] = '';
  else if (parts.length >= 3) parts[2] = '';
  return parts.join('|');
}

async function attachUnits(db: Db): Promise<{ units: number; buildings: number; created: number }> {
  const { rows: units } = await sql<Unit>`SELECT * FROM addresses
    WHERE subpremise IS NOT NULL AND trim(subpremise) <> '' AND address_key IS NOT NULL
      AND parent_address_id IS NULL ORDER BY seq`.execute(db);
  const buildings = new Map<string, string | null>();
  let [attached, created] = [0, 0];
  const now = new Date().toISOString();
  for (const unit of units) {
    const key = buildingKey(unit.address_key);
    if (!buildings.has(key)) {
      const { rows } = await sql<{ uuid: string; subpremise: string | null }>`SELECT uuid, subpremise
        FROM addresses WHERE address_key = ${key}`.execute(db);
      const holder = rows[0];
      // A key held by another unit (a unit whose text folds to nothing) names no building.
      if (holder) buildings.set(key, holder.subpremise?.trim() ? null : String(holder.uuid));
      else {
        buildings.set(key, await createBuilding(db, unit, key, now));
        created += 1;
      }
    }
    const building = buildings.get(key);
    if (!building || building === String(unit.uuid)) continue;
    await db
      .updateTable('addresses')
      .set({ parent_address_id: building, updated_at: now, version: sql`version + 1` })
      .where('uuid', '=', unit.uuid)
      .execute();
    await audit(db, 'update', String(unit.uuid), { parent_address_id: { old: null, new: building } }, now);
    attached += 1;
  }
  const used = new Set([...buildings.values()].filter(Boolean));
  return { units: attached, buildings: used.size, created };
}

async function createBuilding(db: Db, unit: Unit, key: string, now: string): Promise<string> {
  const uuid = uuidv7();
  const address = buildingText(unit);
  const row: Record<string, unknown> = {
    uuid,
    address,
    address_key: key,
    search_address: searchText(address),
  };
  for (const field of PLACE) if (unit[field] !== null && unit[field] !== undefined) row[field] = unit[field];
  await db
    .insertInto('addresses')
    .values({ ...row, created_at: now, updated_at: now })
    .execute();
  await sql`UPDATE record_counts SET n = n + 1 WHERE kind = 'addresses'`.execute(db);
  const changes = Object.fromEntries(
    Object.entries(row)
      .filter(([field]) => !field.startsWith('search_') && field !== 'address_key' && field !== 'uuid')
      .map(([field, value]) => [field, { old: null, new: value }]),
  );
  await audit(db, 'create', uuid, changes, now);
  return uuid;
}

/** The building's text: its street line, city, province and postal code when the unit has them
 * as components, else the unit's text with the unit taken out. */
function buildingText(unit: Unit): string {
  const text = (field: string) => (typeof unit[field] === 'string' ? (unit[field] as string).trim() : '');
  if (text('street_number') && text('route')) {
    const region = [text('administrative_area_level_1'), text('postal_code')].filter(Boolean).join(' ');
    return [`${text('street_number')} ${text('route')}`, text('locality'), region].filter(Boolean).join(', ');
  }
  const sub = unit.subpremise.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const marker = '(?:unit|suite|ste|apt|apartment|bureau|local|office|#)';
  const stripped = unit.address
    .replace(new RegExp(`\\s*,?\\s*${marker}\\.?\\s*#?\\s*${sub}(?![\\p{L}\\p{N}])`, 'iu'), '')
    .replace(new RegExp(`^${sub}\\s*-\\s*(?=\\d)`, 'u'), '')
    .trim();
  return stripped.length >= 3 ? stripped : unit.address;
}

async function audit(db: Db, action: string, id: string, changes: object, at: string): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at,
      actor: ACTOR,
      action,
      record_type: 'address',
      record_id: id,
      changes: JSON.stringify(changes),
    })
    .execute();
}

/** UUID version 7 (RFC 9562), as shared/uuid.ts makes them (a copy: migrations import no live code). */
function uuidv7(): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('addresses_parent').execute();
  for (const column of ['asking_rent_sqft_year', 'space_status', 'space_use', 'floor', 'parent_address_id'])
    await db.schema.alterTable('addresses').dropColumn(column).execute();
}
