// Deals and pipelines (issue 27, ADR 0044). 0032 is left to another branch's lease import.
// - `pipelines`, one per kind of deal (several of a type may exist), and their ordered
//   `pipeline_stages`, each with a default probability and an outcome (open, won, lost); seeded
//   below in English with a stable `key` a portal translates by (null for stages added later).
//   `stage_tasks` is a stage's playbook: what a deal entering it brings (assignee null: the owner).
// - `deals`: a record kind (records/kinds.ts, `portal: false`): versioned, counted, audited. Its
//   stage is a column (a stage deals are in cannot be removed: no cascade); its address and
//   requirement are columns set null if those go; its parties are `deal_parties` (a contact once,
//   with a role), audited as link entries so a contact's history names the deal. `entered_value`
//   is the value as given, `total_value` what every sum reads: it, else area × rent × term / 12.
//   Splits are JSON text, read whole with the deal.
// - `deal_stage_changes`: every entry into a stage (the first at creation), who and when: the
//   timeline's stage changes and the days spent in each stage.
// Written out here, never imported, so this migration never changes.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { isPostgres, watchTable } from './0016-crm-version.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

type Seed = [key: string, name: string, probability: number, outcome?: 'won' | 'lost'];
const CLOSED: Seed[] = [
  ['closed_won', 'Closed won', 100, 'won'],
  ['closed_lost', 'Closed lost', 0, 'lost'],
];
const PIPELINES: [type: string, name: string, stages: Seed[]][] = [
  [
    'investment_sale',
    'Investment sale',
    [
      ['pursuit', 'Pursuit', 10],
      ['listing_signed', 'Listing signed', 20],
      ['marketing', 'Marketing', 30],
      ['offers', 'Offers', 50],
      ['under_contract', 'Under contract', 70],
      ['due_diligence', 'Due diligence', 85],
      ...CLOSED,
    ],
  ],
  [
    'acquisition',
    'Acquisition',
    [
      ['pursuit', 'Pursuit', 10],
      ['representation_signed', 'Representation signed', 20],
      ['search', 'Search', 30],
      ['offer', 'Offer', 50],
      ['under_contract', 'Under contract', 70],
      ['due_diligence', 'Due diligence', 85],
      ...CLOSED,
    ],
  ],
  [
    'landlord_leasing',
    'Landlord leasing',
    [
      ['pursuit', 'Pursuit', 10],
      ['listing_signed', 'Listing signed', 20],
      ['marketing', 'Marketing', 30],
      ['proposals', 'Proposals', 50],
      ['lease_negotiation', 'Lease negotiation', 75],
      ...CLOSED,
    ],
  ],
  [
    'tenant_representation',
    'Tenant representation',
    [
      ['pursuit', 'Pursuit', 10],
      ['representation_signed', 'Representation signed', 20],
      ['search', 'Search', 30],
      ['tours', 'Tours', 40],
      ['proposals', 'Proposals', 50],
      ['lease_negotiation', 'Lease negotiation', 75],
      ...CLOSED,
    ],
  ],
  [
    'disposition',
    'Disposition',
    [
      ['pursuit', 'Pursuit', 10],
      ['valuation', 'Valuation', 15],
      ['listing_signed', 'Listing signed', 25],
      ['marketing', 'Marketing', 35],
      ['offers', 'Offers', 50],
      ['under_contract', 'Under contract', 75],
      ...CLOSED,
    ],
  ],
];

export async function up(db: Db): Promise<void> {
  const pg = isPostgres(db);
  const time = pg ? 'timestamptz' : 'text';
  const uuid = pg ? 'uuid' : 'text';
  const real = pg ? 'double precision' : 'real';
  await db.schema
    .createTable('pipelines')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`type IN ('investment_sale', 'acquisition', 'landlord_leasing', 'tenant_representation', 'disposition')`,
        ),
    )
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pipeline_stages')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('pipeline_id', uuid, (c) => c.notNull().references('pipelines.id').onDelete('cascade'))
    .addColumn('key', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('probability', 'integer', (c) => c.notNull().check(sql`probability BETWEEN 0 AND 100`))
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome IN ('open', 'won', 'lost')`))
    .execute();
  await db.schema
    .createIndex('pipeline_stages_order')
    .on('pipeline_stages')
    .columns(['pipeline_id', 'position'])
    .execute();
  await db.schema
    .createTable('stage_tasks')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('stage_id', uuid, (c) => c.notNull().references('pipeline_stages.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('due_in_days', 'integer', (c) => c.notNull().check(sql`due_in_days BETWEEN 0 AND 365`))
    .addColumn('assignee_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('stage_tasks_order')
    .on('stage_tasks')
    .columns(['stage_id', 'position'])
    .execute();

  await db.schema
    .createTable('deals')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('pipeline_id', uuid, (c) => c.notNull().references('pipelines.id'))
    .addColumn('stage_id', uuid, (c) => c.notNull().references('pipeline_stages.id'))
    .addColumn('address_id', uuid, (c) => c.references('addresses.uuid').onDelete('set null'))
    .addColumn('requirement_id', uuid, (c) => c.references('requirements.id').onDelete('set null'))
    .addColumn('entered_value', real, (c) => c.check(sql`entered_value >= 0`))
    .addColumn('total_value', real)
    .addColumn('area_sqft', real, (c) => c.check(sql`area_sqft > 0`))
    .addColumn('rent_sqft_year', real, (c) => c.check(sql`rent_sqft_year >= 0`))
    .addColumn('term_months', 'integer', (c) => c.check(sql`term_months > 0`))
    .addColumn('commission_pct', real, (c) => c.check(sql`commission_pct BETWEEN 0 AND 100`))
    .addColumn('commission_amount', real, (c) => c.check(sql`commission_amount >= 0`))
    .addColumn('splits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('probability', 'integer', (c) => c.check(sql`probability BETWEEN 0 AND 100`))
    .addColumn('expected_close_on', 'text')
    .addColumn('loi_on', 'text')
    .addColumn('signed_on', 'text')
    .addColumn('dd_expires_on', 'text')
    .addColumn('financing_on', 'text')
    .addColumn('closing_on', 'text')
    .addColumn('closed_on', 'text')
    .addColumn('lost_reason', 'text', (c) =>
      c.check(sql`lost_reason IN ('price', 'timing', 'lost_to_competitor', 'withdrawn', 'other')`),
    )
    .addColumn('lost_note', 'text')
    // A user is disabled, never deleted.
    .addColumn('owner_id', 'text', (c) => c.notNull().references('user.id'))
    .addColumn('stage_entered_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addCheckConstraint('deals_one_commission', sql`commission_pct IS NULL OR commission_amount IS NULL`)
    .execute();
  // The board's stages and the list's default order; the forecast's and the results' months.
  await db.schema.createIndex('deals_stage').on('deals').columns(['stage_id', 'expected_close_on']).execute();
  await db.schema
    .createIndex('deals_pipeline_close')
    .on('deals')
    .columns(['pipeline_id', 'expected_close_on'])
    .execute();
  await db.schema
    .createIndex('deals_pipeline_closed')
    .on('deals')
    .columns(['pipeline_id', 'closed_on'])
    .execute();
  await db.schema.createIndex('deals_owner').on('deals').columns(['owner_id', 'expected_close_on']).execute();
  await db.schema.createIndex('deals_address').on('deals').columns(['address_id']).execute();
  await db.schema.createIndex('deals_requirement').on('deals').columns(['requirement_id']).execute();

  await db.schema
    .createTable('deal_parties')
    .addColumn('deal_id', uuid, (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('entity_id', uuid, (c) => c.notNull().references('entities.uuid').onDelete('cascade'))
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`role IN ('seller', 'buyer', 'landlord', 'tenant', 'co_broker', 'lender', 'attorney', 'other')`,
        ),
    )
    .addPrimaryKeyConstraint('deal_parties_pk', ['deal_id', 'entity_id'])
    .execute();
  // A contact's deals.
  await db.schema
    .createIndex('deal_parties_entity')
    .on('deal_parties')
    .columns(['entity_id', 'deal_id'])
    .execute();

  await db.schema
    .createTable('deal_stage_changes')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('deal_id', uuid, (c) => c.notNull().references('deals.id').onDelete('cascade'))
    // A stage removed later (once no deal is in it) leaves its past entries without it.
    .addColumn('from_stage_id', uuid, (c) => c.references('pipeline_stages.id').onDelete('set null'))
    .addColumn('to_stage_id', uuid, (c) => c.references('pipeline_stages.id').onDelete('set null'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deal_stage_changes_deal')
    .on('deal_stage_changes')
    .columns(['deal_id', 'at'])
    .execute();

  for (const table of [
    'pipelines',
    'pipeline_stages',
    'stage_tasks',
    'deals',
    'deal_parties',
    'deal_stage_changes',
  ])
    await watchTable(db, table, pg);
  await db.insertInto('record_counts').values({ kind: 'deals', n: 0 }).execute();

  const now = new Date().toISOString();
  for (const [type, name, stages] of PIPELINES) {
    const id = randomUUID();
    await db.insertInto('pipelines').values({ id, name, type, created_at: now, updated_at: now }).execute();
    await db
      .insertInto('pipeline_stages')
      .values(
        stages.map(([key, stage, probability, outcome = 'open'], position) => ({
          id: randomUUID(),
          pipeline_id: id,
          key,
          name: stage,
          position,
          probability,
          outcome,
        })),
      )
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('record_counts').where('kind', '=', 'deals').execute();
  for (const table of [
    'deal_stage_changes',
    'deal_parties',
    'deals',
    'stage_tasks',
    'pipeline_stages',
    'pipelines',
  ])
    await db.schema.dropTable(table).execute();
}
