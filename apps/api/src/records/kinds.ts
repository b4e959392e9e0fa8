// The kinds of record, each one registration (issue 24, ADR 0035). A kind's own folder holds its
// spec, schemas and operations; this table is what everything that spans the kinds reads: the
// routes under /{collection}/{id}/… (record-routes.ts), the audit trigger's kinds
// (register-kinds.ts), the history's labels, the test factories and the registration test
// (kinds.test.ts). `declareKind` checks each declaration against its own table and schemas; the
// `satisfies` below makes a missing piece a compile error.
import {
  Activity,
  AddressComplete,
  AddressMerge,
  Comp,
  Deal,
  type DuplicateKind,
  EmailComplete,
  EntityComplete,
  EntityMerge,
  Lease,
  Listing,
  type MergeBody,
  NumberComplete,
  PORTAL_KINDS,
  Requirement,
  Task,
} from '@crm/shared';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { activityConcerns, activitySpec } from '../features/activities/activity-spec.js';
import { getActivity } from '../features/activities/read-activities.js';
import { addressSpec } from '../features/addresses/address-spec.js';
import { getAddressComplete } from '../features/addresses/get-address-complete.js';
import { compSpec } from '../features/comps/comp-spec.js';
import { getComp } from '../features/comps/read-comps.js';
import { emailParams, numberParams } from '../features/contact-points/contact-point-params.js';
import { emailSpec, numberSpec } from '../features/contact-points/contact-point-specs.js';
import { getContactPointComplete } from '../features/contact-points/get-contact-point-complete.js';
import { PARTIES_TABLE } from '../features/deals/deal-parties.js';
import { dealSpec } from '../features/deals/deal-spec.js';
import { getDeal } from '../features/deals/read-deals.js';
import { entitySpec } from '../features/entities/entity-spec.js';
import { getEntityComplete } from '../features/entities/get-entity-complete.js';
import { sendContactVcard } from '../features/exports/send-vcards.js';
import { leaseConcerns, leaseSpec } from '../features/leases/lease-spec.js';
import { getLease } from '../features/leases/read-leases.js';
import { listingSpec } from '../features/listings/listing-spec.js';
import { getListing } from '../features/listings/read-listings.js';
import { getRequirement } from '../features/requirements/read-requirements.js';
import { requirementSpec } from '../features/requirements/requirement-spec.js';
import { getTask } from '../features/tasks/read-tasks.js';
import { taskConcerns, taskSpec } from '../features/tasks/task-spec.js';
import { TIMELINES, type TimelineSource } from '../features/timeline/timeline-sources.js';
import type { ConcernSpec } from '../shared/concerned-records.js';
import type { CountedTable } from '../shared/counters.js';
import type { ApiRecord, RecordSpec, RecordTable } from '../shared/record-spec.js';
import { idParams } from '../shared/route-schemas.js';

/** A kind as declared: typed by its table, its path parameter and its complete schema. */
interface KindDeclaration<T extends RecordTable, P extends string, C extends z.ZodType> {
  /** The URL's collection: /api/v1/{collection}/{id}/… */
  collection: string;
  /** Its routes' OpenAPI tag and the noun their summaries use ("The history of a contact"). */
  tag: string;
  noun: string;
  /** The path parameter naming a record, as the spec names it (/emails/{email}). */
  param: P;
  params: z.ZodObject<Record<P, z.ZodString>>;
  spec: Pick<RecordSpec<T, ApiRecord>, 'table' | 'key' | 'auditType' | 'missing' | 'lookupKey'>;
  /** GET …/{id}/complete: the record with its links, and its version (the ETag). */
  complete: {
    schema: C;
    summary: string;
    /** `timeZone`: the firm's (TIME_ZONE), for what an answer reads of today. */
    read(database: Database, id: string, timeZone: string): Promise<z.output<C> & { version: number }>;
    /** The answer depends on today's date as well as the data (an address's pct_leased, from the
     * leases in effect): the response cache keeps it per day. */
    daily?: true;
  };
  /** The column a link entry of another record's history labels this one by; without it, its key. */
  historyLabel?: keyof DB[T] & string;
  /** When its duplicates are found and merged: its name in /duplicates, and POST
   * /{collection}/merge (answered with the survivor's complete record) and GET …/{id}/merged. */
  merges?: Merges;
  /** GET …/{id}/export: the record as a file of its own (a contact's vCard), when it has one. */
  card?: Card;
  /** GET …/{id}/timeline: what its timeline merges (timeline-sources.ts), and those sources in
   * words for the route's summary. */
  timeline?: Timeline;
  /** `false`: shown inside other records' pages; no search tab or detail page of its own. */
  portal?: false;
  /** The child tables naming the contacts, addresses and deals a record concerns: audited as link kinds
   * (register-kinds.ts), so their histories show it. */
  concerns?: ConcernSpec;
  /** Other child tables whose rows name a record of another kind (a deal's parties, with their
   * role), audited as link entries "<record>/<other>": registered as link kinds too. */
  links?: readonly ChildLink[];
}

interface ChildLink {
  table: string;
  other: CountedTable;
}

interface Merges {
  name: DuplicateKind;
  body: z.ZodType<MergeBody>;
  summary: string;
  /** The merge's refusals besides 400 and 404 (an address merge refuses two buildings: 409). */
  conflicts?: true;
}

interface Timeline {
  source: TimelineSource;
  sources: string;
}

interface Card {
  summary: string;
  send(database: Database, reply: FastifyReply, id: string): Promise<FastifyReply>;
}

/** What the code spanning the kinds reads of a kind's spec. */
export type KindSpec = Pick<
  RecordSpec<RecordTable, ApiRecord>,
  'table' | 'auditType' | 'missing' | 'lookupKey'
> & {
  key: string;
};

/** A kind as the code spanning the kinds reads it, its types checked once by `declareKind`. */
export interface RecordKind {
  collection: string;
  tag: string;
  noun: string;
  param: string;
  params: z.ZodObject<Record<string, z.ZodString>>;
  spec: KindSpec;
  complete: {
    schema: z.ZodType;
    summary: string;
    read(database: Database, id: string, timeZone: string): Promise<{ version: number }>;
    daily?: true;
  };
  historyLabel?: string;
  merges?: Merges;
  card?: Card;
  timeline?: Timeline;
  portal?: false;
  concerns?: ConcernSpec;
  links?: readonly ChildLink[];
}

const declareKind = <T extends RecordTable, P extends string, C extends z.ZodType>(
  kind: KindDeclaration<T, P, C>,
): RecordKind => kind;

export const RECORD_KINDS = {
  entity: declareKind({
    collection: PORTAL_KINDS.entity.collection,
    tag: 'entities',
    noun: 'contact',
    param: 'id',
    params: idParams,
    spec: entitySpec,
    complete: {
      schema: EntityComplete,
      summary: 'A contact with its linked contacts, addresses, numbers and emails (ETag: its version)',
      read: getEntityComplete,
    },
    historyLabel: 'name',
    merges: {
      name: 'entities',
      body: EntityMerge,
      summary: 'Merge contacts into one: chosen fields, links moved, merged contacts removed',
    },
    card: {
      summary: 'Export one contact as vCard 4.0, with its emails, numbers and home and office addresses',
      send: sendContactVcard,
    },
    timeline: {
      source: TIMELINES.entities,
      sources: 'its activities, tasks, inbox items, the listing documents it read',
    },
  }),
  address: declareKind({
    collection: PORTAL_KINDS.address.collection,
    tag: 'addresses',
    noun: 'address',
    param: 'id',
    params: idParams,
    spec: addressSpec,
    complete: {
      schema: AddressComplete,
      summary:
        'An address with its linked contacts, its spaces or its building, its latest yearly figures; a building’s pct_leased from its leases in effect today when it has any',
      read: getAddressComplete,
      daily: true,
    },
    historyLabel: 'address',
    merges: {
      name: 'addresses',
      body: AddressMerge,
      summary: 'Merge addresses into one: chosen fields, links moved, merged addresses removed',
      conflicts: true,
    },
    timeline: { source: TIMELINES.addresses, sources: 'its activities, tasks' },
  }),
  email: declareKind({
    collection: PORTAL_KINDS.email.collection,
    tag: 'emails',
    noun: 'email',
    param: 'email',
    params: emailParams,
    spec: emailSpec,
    complete: {
      schema: EmailComplete,
      summary: 'An email with its linked contacts (ETag: its version)',
      read: (database, id) => getContactPointComplete(database, emailSpec, id),
    },
  }),
  phone_number: declareKind({
    collection: PORTAL_KINDS.number.collection,
    tag: 'numbers',
    noun: 'phone number',
    param: 'number',
    params: numberParams,
    spec: numberSpec,
    complete: {
      schema: NumberComplete,
      summary: 'A phone number with its linked contacts (ETag: its version)',
      read: (database, id) => getContactPointComplete(database, numberSpec, id),
    },
  }),
  activity: declareKind({
    collection: 'activities',
    tag: 'activities',
    noun: 'activity',
    param: 'id',
    params: idParams,
    spec: activitySpec,
    complete: {
      schema: Activity,
      summary: 'An activity with the contacts, addresses and deals it concerns (ETag: its version)',
      read: (database, id) => getActivity(database.db, id),
    },
    historyLabel: 'subject',
    portal: false,
    concerns: activityConcerns,
  }),
  task: declareKind({
    collection: 'tasks',
    tag: 'tasks',
    noun: 'task',
    param: 'id',
    params: idParams,
    spec: taskSpec,
    complete: {
      schema: Task,
      summary: 'A task with the contacts, addresses and deals it concerns (ETag: its version)',
      read: (database, id) => getTask(database.db, id),
    },
    historyLabel: 'title',
    portal: false,
    concerns: taskConcerns,
  }),
  // A contact's need, shown on the contact's page: no search tab or page of its own.
  requirement: declareKind({
    collection: 'requirements',
    tag: 'requirements',
    noun: 'requirement',
    param: 'id',
    params: idParams,
    spec: requirementSpec,
    complete: {
      schema: Requirement,
      summary: 'A requirement of a contact (ETag: its version)',
      read: (database, id) => getRequirement(database.db, id),
    },
    portal: false,
  }),
  // A sale or lease comp at an address: no search tab or page of its own yet. No historyLabel: its
  // address and contacts are columns, not links, so no other record's history names it.
  comp: declareKind({
    collection: 'comps',
    tag: 'comps',
    noun: 'comp',
    param: 'id',
    params: idParams,
    spec: compSpec,
    complete: {
      schema: Comp,
      summary: 'A sale or lease comp with its address and the names of its contacts (ETag: its version)',
      read: (database, id) => getComp(database.db, id),
    },
    portal: false,
  }),
  // A property offered on the public site (issue 28): staff manage it in the portal; no search tab
  // of its own. Its address and deal are columns, so no other record's history names it.
  listing: declareKind({
    collection: 'listings',
    tag: 'listings',
    noun: 'listing',
    param: 'id',
    params: idParams,
    spec: listingSpec,
    complete: {
      schema: Listing,
      summary:
        'A listing with its property, its bilingual text and its current agreement (ETag: its version)',
      read: (database, id) => getListing(database.db, id),
    },
    portal: false,
  }),
  // A tenant's lease of spaces of one building, shown on the building's rent roll: no search tab or
  // page of its own yet. Its spaces are concerns (lease_spaces), so a space's history names it.
  lease: declareKind({
    collection: 'leases',
    tag: 'leases',
    noun: 'lease',
    param: 'id',
    params: idParams,
    spec: leaseSpec,
    complete: {
      schema: Lease,
      summary: 'A lease with its tenant and spaces (ETag: its version)',
      read: (database, id) => getLease(database.db, id),
    },
    portal: false,
    concerns: leaseConcerns,
  }),
  // A deal in a pipeline's stage (issue 27): a search tab and a page of its own in the portal. Its
  // parties are child rows audited as links, so a contact's history names it; its address and
  // requirement are columns. Its timeline: the activities and tasks about it, its stage changes.
  deal: declareKind({
    collection: PORTAL_KINDS.deal.collection,
    tag: 'deals',
    noun: 'deal',
    param: 'id',
    params: idParams,
    spec: dealSpec,
    complete: {
      schema: Deal,
      summary:
        'A deal with its stage, property, parties, value, commission and probability (ETag: its version)',
      read: (database, id) => getDeal(database.db, id),
    },
    historyLabel: 'name',
    timeline: { source: TIMELINES.deals, sources: 'its activities, tasks, stage changes' },
    links: [{ table: PARTIES_TABLE, other: 'entities' }],
  }),
} satisfies Record<string, RecordKind>;

/** A kind's name: the type its audit entries carry (kinds.test.ts checks each against its spec). */
export type RecordKindName = keyof typeof RECORD_KINDS;

/** The kinds in registration order. */
export const KINDS: readonly RecordKind[] = Object.values(RECORD_KINDS);
