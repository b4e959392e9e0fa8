// Records a test needs before its own calls, created through the API as a client would (so counters,
// search columns and audit rows are the real ones). Each factory fails the test unless the API
// answers 201, and returns the typed record. Defaults are unique within a test file; pass what the
// test cares about.
import type {
  Activity,
  ActivityCreate,
  Address,
  AddressCreate,
  AddressEntity,
  AddressEntityCreate,
  Comp,
  CompCreate,
  Deal,
  DealCreate,
  Email,
  EmailCreate,
  Entity,
  EntityCreate,
  EntityEmail,
  EntityEmailCreate,
  EntityEntity,
  EntityEntityCreate,
  EntityNumber,
  EntityNumberCreate,
  Lease,
  LeaseCreate,
  Listing,
  ListingCreate,
  NumberCreate,
  PhoneNumber,
  Pipeline,
  Requirement,
  RequirementCreate,
  Task,
  TaskCreate,
} from '@crm/shared';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { RecordKindName } from '../records/kinds.js';
import type { ApiRecord } from '../shared/record-spec.js';
import { userWithRole } from './auth.js';
import type { TestApp } from './harness.js';

let serial = 0;

async function post<T>(t: TestApp, path: string, body: unknown): Promise<T> {
  const res = await t.call('POST', `/api/v1/${path}`, body);
  expect(res.status, `POST ${path} ${JSON.stringify(res.body)}`).toBe(201);
  return res.body as T;
}

export function createEntity(
  t: TestApp,
  fields: Partial<z.input<typeof EntityCreate>> = {},
): Promise<Entity> {
  return post(t, 'entities', { name: `Factory Contact ${++serial}`, ...fields });
}

export function createAddress(
  t: TestApp,
  fields: Partial<z.input<typeof AddressCreate>> = {},
): Promise<Address> {
  return post(t, 'addresses', { address: `${++serial} Factory Road`, ...fields });
}

export function createEmail(t: TestApp, fields: Partial<z.input<typeof EmailCreate>> = {}): Promise<Email> {
  return post(t, 'emails', { email: `person${++serial}@factory.test`, ...fields });
}

/** A note about nothing yet, logged now with the test api-key. */
export function createActivity(
  t: TestApp,
  fields: Partial<z.input<typeof ActivityCreate>> = {},
): Promise<Activity> {
  return post(t, 'activities', {
    kind: 'note',
    at: new Date().toISOString(),
    subject: `Factory note ${++serial}`,
    body: '',
    ...fields,
  });
}

/** One staff member per test app, signed up once, for the tasks' default assignee. */
const staffOf = new WeakMap<TestApp, Promise<{ id: string; cookie: string }>>();
export function factoryStaff(t: TestApp): Promise<{ id: string; cookie: string }> {
  let staff = staffOf.get(t);
  if (!staff) {
    staff = userWithRole(t, `factory.staff.${++serial}@example.com`, 'staff');
    staffOf.set(t, staff);
  }
  return staff;
}

/** An open task due tomorrow, assigned to the factory's staff member unless told otherwise. */
export async function createTask(
  t: TestApp,
  fields: Partial<z.input<typeof TaskCreate>> = {},
): Promise<Task> {
  const assignee_id = fields.assignee_id ?? (await factoryStaff(t)).id;
  const due_on = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return post(t, 'tasks', { title: `Factory task ${++serial}`, due_on, assignee_id, ...fields });
}

export function createNumber(
  t: TestApp,
  fields: Partial<z.input<typeof NumberCreate>> = {},
): Promise<PhoneNumber> {
  return post(t, 'numbers', { phone_number: `+1 514 399 ${String(1000 + ++serial)}`, ...fields });
}

/** A requirement of a new contact (or of `entity_id`): to lease any kind of property anywhere. */
export async function createRequirement(
  t: TestApp,
  fields: Partial<z.input<typeof RequirementCreate>> & { entity_id?: string } = {},
): Promise<Requirement> {
  const { entity_id, ...body } = fields;
  const id = entity_id ?? (await createEntity(t)).uuid;
  return post(t, `entities/${id}/requirements`, { deal: 'lease', ...body });
}

/** A sale comp at a new address (or at `address_id`): 10,000 sq ft of office sold for $2,500,000. */
export async function createComp(
  t: TestApp,
  fields: Partial<z.input<typeof CompCreate>> = {},
): Promise<Comp> {
  const address_id = fields.address_id ?? (await createAddress(t)).uuid;
  return post(t, 'comps', {
    kind: 'sale',
    address_id,
    date_on: '2026-01-15',
    area_sqft: 10_000,
    property_type: 'office',
    price: 2_500_000,
    source: `Factory source ${++serial}`,
    ...fields,
  });
}

/** A draft sale listing of a new address (or of `address_id`), its slug unique, with its agreement. */
export async function createListing(
  t: TestApp,
  fields: Partial<z.input<typeof ListingCreate>> = {},
): Promise<Listing> {
  const address_id = fields.deal_id ? undefined : (fields.address_id ?? (await createAddress(t)).uuid);
  const n = ++serial;
  return post(t, 'listings', {
    kind: 'sale',
    address_id,
    slug: `factory-listing-${n}-${Date.now().toString(36)}`,
    title: { en: `Factory listing ${n}`, fr: `Annonce usine ${n}` },
    price: 4_200_000,
    agreement: { en: 'Keep it confidential.', fr: 'Gardez-le confidentiel.' },
    ...fields,
  });
}

/** An active lease of a new space (2,000 sq ft) of a new building to a new contact (or of
 * `space_ids` to `tenant_id`): 2026-01-01 to 2030-12-31 at $30 per sq ft a year. */
export async function createLease(
  t: TestApp,
  fields: Partial<z.input<typeof LeaseCreate>> = {},
): Promise<Lease> {
  const tenant_id = fields.tenant_id ?? (await createEntity(t)).uuid;
  let space_ids = fields.space_ids;
  if (!space_ids) {
    const building = await createAddress(t);
    const space = await createAddress(t, {
      address: `${building.address} #100`,
      parent_address_id: building.uuid,
      rba: 2_000,
    });
    space_ids = [space.uuid];
  }
  return post(t, 'leases', {
    tenant_id,
    space_ids,
    start_on: '2026-01-01',
    end_on: '2030-12-31',
    base_rent: 30,
    rent_basis: 'per_sqft_year',
    status: 'active',
    ...fields,
  });
}

/** The seeded pipeline of a deal type, with its stages in order (GET /pipelines). */
export async function seededPipeline(t: TestApp, type = 'investment_sale') {
  const res = await t.call('GET', '/api/v1/pipelines');
  expect(res.status).toBe(200);
  const pipeline = res.body.data.find(
    (p: { type: string; stages: { key: string | null }[] }) =>
      p.type === type && p.stages.some((s) => s.key === 'pursuit'),
  );
  expect(pipeline, `a seeded ${type} pipeline`).toBeDefined();
  return pipeline as Pipeline;
}

/** An investment sale deal in its pipeline's first stage (Pursuit), owned by the factory's staff
 * member, with one seller (a new contact unless `parties` says otherwise). */
export async function createDeal(
  t: TestApp,
  fields: Partial<z.input<typeof DealCreate>> = {},
): Promise<Deal> {
  const pipeline = await seededPipeline(t);
  const owner_id = fields.owner_id ?? (await factoryStaff(t)).id;
  const parties = fields.parties ?? [{ entity_id: (await createEntity(t)).uuid, role: 'seller' }];
  return post(t, 'deals', {
    name: `Factory deal ${++serial}`,
    pipeline_id: pipeline.id,
    stage_id: pipeline.stages[0]!.id,
    owner_id,
    parties,
    ...fields,
  });
}

/** A factory for each registered kind (records/kinds.ts): a kind without one does not compile, and
 * the registration test creates one of each through it. */
export const RECORD_FACTORIES: { [K in RecordKindName]: (t: TestApp) => Promise<ApiRecord> } = {
  entity: createEntity,
  address: createAddress,
  email: createEmail,
  phone_number: createNumber,
  activity: createActivity,
  task: createTask,
  requirement: createRequirement,
  comp: createComp,
  lease: createLease,
  deal: createDeal,
  listing: createListing,
};

interface Links {
  addresses_entities: [z.input<typeof AddressEntityCreate>, AddressEntity];
  entities_emails: [z.input<typeof EntityEmailCreate>, EntityEmail];
  entities_entities: [z.input<typeof EntityEntityCreate>, EntityEntity];
  entities_numbers: [z.input<typeof EntityNumberCreate>, EntityNumber];
}

/** Links two existing records through one of the four link resources. */
export function link<K extends keyof Links>(
  t: TestApp,
  resource: K,
  body: Links[K][0],
): Promise<Links[K][1]> {
  return post(t, resource, body);
}
