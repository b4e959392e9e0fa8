// Records the browser tests arrange through /api/v1 with the api-key (the `crm` fixture), typed
// with the API's own schemas: unique values by default (tests run in parallel on one database),
// any field overridable; each checks the 201 and returns the record the API answered.
import type {
  Address,
  AddressCreate,
  AddressEntity,
  AddressEntityCreate,
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
  NumberCreate,
  PhoneNumber,
  PipelineList,
  StaffMember,
} from '@crm/shared';
import type { APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import { expect, unique } from './fixtures.js';

/** What a create call accepts (the schema's input, before its transforms). */
type Body<S extends z.ZodType> = z.input<S>;

async function create<T>(crm: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await crm.post(path, { data });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

export const createEntity = (crm: APIRequestContext, values: Partial<Body<typeof EntityCreate>> = {}) =>
  create<Entity>(crm, 'entities', { name: `Sample ${unique()}`, ...values });

/** A '+' and an '@' in the id by default: the pages' URLs and API calls must encode them. */
export const createEmail = (crm: APIRequestContext, values: Partial<Body<typeof EmailCreate>> = {}) =>
  create<Email>(crm, 'emails', { email: `e2e+${unique()}@records.e2e.test`, ...values });

/** A valid Montréal number (514, exchange 2xx-9xx) no other test is likely to make, in E.164. */
export const randomNumber = () =>
  `+1514${200 + Math.floor(Math.random() * 800)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

/** +15145550142 → (514) 555-0142, as the pages show and a person types it. */
export const nationalNumber = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

export const createNumber = (crm: APIRequestContext, values: Partial<Body<typeof NumberCreate>> = {}) =>
  create<PhoneNumber>(crm, 'numbers', { phone_number: randomNumber(), ...values });

/** A street number no other test is likely to use: the address key is the text and the unit. */
export const streetNumber = () => String(10_000 + Math.floor(Math.random() * 89_999));

/** An address the offline parser reads whole, in Canada. */
export const createAddress = (crm: APIRequestContext, values: Partial<Body<typeof AddressCreate>> = {}) =>
  create<Address>(crm, 'addresses', {
    address: `${streetNumber()} Rue Saint-Denis, Montréal, QC H2X 3K8`,
    country: 'CA',
    ...values,
  });

/** Each link resource: what it accepts and what it answers. */
interface Links {
  addresses_entities: [Body<typeof AddressEntityCreate>, z.infer<typeof AddressEntity>];
  entities_emails: [Body<typeof EntityEmailCreate>, z.infer<typeof EntityEmail>];
  entities_entities: [Body<typeof EntityEntityCreate>, z.infer<typeof EntityEntity>];
  entities_numbers: [Body<typeof EntityNumberCreate>, z.infer<typeof EntityNumber>];
}

export const createLink = <K extends keyof Links>(crm: APIRequestContext, kind: K, values: Links[K][0]) =>
  create<Links[K][1]>(crm, kind, values);

/** A deal (issue 27) in the first stage of the first pipeline of `type` (any by default), owned by
 * the first staff member: with the api-key an owner is required (ADR 0044). */
export async function createDeal(
  crm: APIRequestContext,
  values: Partial<Body<typeof DealCreate>> & { type?: string } = {},
): Promise<Deal> {
  const { type, ...rest } = values;
  const pipelines = ((await (await crm.get('pipelines')).json()) as PipelineList).data;
  const pipeline = pipelines.find((p) => !type || p.type === type) ?? pipelines[0];
  const staff = (await (await crm.get('staff')).json()) as StaffMember[];
  expect(pipeline, 'a seeded pipeline').toBeTruthy();
  return create<Deal>(crm, 'deals', {
    name: `Deal ${unique()}`,
    pipeline_id: pipeline?.id,
    stage_id: pipeline?.stages[0]?.id,
    owner_id: staff[0]?.id,
    ...rest,
  });
}
