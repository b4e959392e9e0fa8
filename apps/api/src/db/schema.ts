// Row types of every table, as Kysely sees them. Booleans are 0/1 in SQLite and `place_type` is
// JSON text in both databases; db/rows.ts turns rows into the API's shapes.
// Columns with a default are Generated: an insert may leave them out.
import type {
  Activity,
  Address,
  AddressRole,
  Comp,
  ContactType,
  DealDate,
  DealPartyRole,
  DealType,
  DocumentLevel,
  Email,
  ENTITY_FLAG_FIELDS,
  Entity,
  InboxItem,
  LeadLevelName,
  LeaseOptionKind,
  LeaseStatus,
  ListingKind,
  ListingStatus,
  LostReason,
  PhoneNumber,
  Relationship,
  RentBasis,
  Requirement,
  StageOutcome,
  Task,
} from '@crm/shared';
import type { Generated } from 'kysely';

type Bool = boolean | number;
type WithBools<T> = { [K in keyof T]: T[K] extends boolean ? Bool : T[K] };
/** `T` with the columns `K` filled by their default when an insert leaves them out. */
type Defaults<T, K extends keyof T> = Omit<T, K> & { [P in K]: Generated<T[P]> };

export interface EntitiesTable
  extends Defaults<
    WithBools<Entity>,
    | (typeof ENTITY_FLAG_FIELDS)[number]
    | 'n_linked_entities'
    | 'n_linked_addresses'
    | 'n_linked_numbers'
    | 'n_linked_emails'
    | 'representative_id'
  > {
  seq: Generated<number>;
  /** Raised by every write of the record and of its links (migration 0017, ADR 0032). */
  version: Generated<number>;
  /** Normalised name, alt_name, nickname and company_name: what name search matches. */
  search: Generated<string>;
  /** Duplicate detection's keys (@crm/shared nameKey, nameBlock): same name, names nearly alike. */
  name_key: Generated<string>;
  name_block: Generated<string>;
}

export interface AddressesTable
  extends Defaults<Omit<Address, 'place_type' | 'for_sale'>, 'n_linked_entities'> {
  seq: Generated<number>;
  /** 0/1 in SQLite (migration 0029); null when not said. */
  for_sale: Bool | null;
  version: Generated<number>;
  /** JSON text of the list. */
  place_type: string | null;
  /** The duplicate key (features/places/address-key.ts): two spellings of one building and unit
   * share it (unique). Null on older duplicates found when 0004 and 0005 computed the keys. */
  address_key: string | null;
  search_address: Generated<string>;
  search_city: Generated<string>;
  search_postal: Generated<string>;
  search_country: Generated<string>;
  /** The province in search form (migration 0021): the contact search's province filter. */
  search_province: Generated<string>;
}

type ContactPointDefaults = 'do_not_contact' | 'n_linked_entities';
export interface EmailsTable extends Defaults<WithBools<Email>, ContactPointDefaults> {
  seq: Generated<number>;
  version: Generated<number>;
}

export interface PhoneNumbersTable extends Defaults<WithBools<PhoneNumber>, ContactPointDefaults> {
  seq: Generated<number>;
  version: Generated<number>;
  /** E.164 digits without "+", what number search matches. */
  digits: string;
}

interface LinkTimes {
  created_at: string;
  updated_at: string;
}
export interface AddressesEntitiesTable extends LinkTimes {
  address_id: string;
  entity_id: string;
  role: AddressRole;
  /** Percent an owner role holds (migration 0048); null when not recorded. */
  share: number | null;
}
export interface EntitiesEmailsTable extends LinkTimes {
  entity_id: string;
  email: string;
  type: ContactType;
}
export interface EntitiesEntitiesTable extends LinkTimes {
  entity_id: string;
  entity_id2: string;
  relationship: Relationship;
  /** Percent the owner of an OWNER link holds of the other (migration 0048); null when not recorded. */
  share: number | null;
}
export interface EntitiesNumbersTable extends LinkTimes {
  entity_id: string;
  phone_number: string;
  type: ContactType;
}

export interface RecordCountsTable {
  kind: string;
  n: number;
}

/** Raised by triggers on every write to CRM data (migration 0016): the response cache's version is
 * the sum of `n`. PostgreSQL has a row per concurrent writer, SQLite one. */
export interface CrmVersionTable {
  slot: Generated<number>;
  n: Generated<number>;
}

export interface AuditLogTable {
  seq: Generated<number>;
  at: string;
  actor: string;
  action: 'create' | 'update' | 'delete' | 'reset' | 'merge' | 'merged';
  record_type: string;
  record_id: string;
  /** JSON: { field: { old, new } }. */
  changes: string;
}

/** The records an audit_log row concerns (a link row: both sides), filled by a trigger (0007). */
export interface AuditSubjectsTable {
  record_type: string;
  record_id: string;
  audit_seq: number;
}

/** The audit types naming a record, which the audit_subjects trigger reads (0018); written from
 * the registration (records/kinds.ts) at every migrate. */
export interface RecordKindsTable {
  record_type: string;
}

/** The link types, with the record types at their two ends, for the same trigger. */
export interface LinkKindsTable {
  record_type: string;
  left_type: string;
  right_type: string;
}

export interface MessagesTable {
  id: Generated<number>;
  direction: 'sent' | 'received';
  sender_receiver: string;
  counterpart: string;
  subject: string;
  body: string;
  status: 'sent' | 'outbox' | 'failed';
  error: string | null;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  from_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one (migration 0041). */
  html: string | null;
  created_at: string;
}

export interface ShowcasesTable {
  slug: string;
  street_address: string;
  email: string;
  /** E.164. */
  phone: string;
  nda_version: string;
  /** JSON: the page's sections (`Showcase['sections']`). */
  content: string;
  created_at: string;
  updated_at: string;
}

/** One acceptance of a showcase's NDA by a visitor (the contact the access form recorded). */
export interface NdaAcceptancesTable {
  id: Generated<number>;
  showcase_slug: string;
  /** Null while its inbox item waits for staff to link it (migration 0015); then the item's contact. */
  entity_id: string | null;
  accepted_at: string;
  ip: string;
  user_agent: string | null;
  /** The showcase's nda_version when accepted. */
  nda_version: string;
}

/** Better Auth's tables (migration 0003). Dates are ISO text on SQLite and Date on PostgreSQL;
 * Better Auth reads and writes them through its own adapter, these types serve our few queries. */
type AuthDate = string | Date;
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  /** `user`, `staff` or `admin` (comma-separated when several). */
  role: string | null;
  banned: Bool | null;
  banReason: string | null;
  banExpires: AuthDate | null;
  /** Two-factor plugin (migration 0011). */
  twoFactorEnabled: Bool | null;
}
/** Issue 29 (migration 0045): a client account's tie to its contact. */
export interface ClientAccessTable {
  user_id: string;
  entity_id: string;
  granted_by: string;
  granted_at: string;
  revoked_at: string | null;
  revoked_by: string | null;
  notify_updates: Generated<Bool>;
  /** The language of every mail to the client. */
  lang: Generated<'en' | 'fr'>;
}
/** The companies a client also represents. */
export interface ClientAccessEntitiesTable {
  user_id: string;
  entity_id: string;
}
/** An invitation to a contact: only the token's SHA-256 is kept. */
export interface ClientInvitesTable {
  id: string;
  token_hash: string;
  entity_id: string;
  email: string;
  lang: 'en' | 'fr';
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
/** Issue 29 (migration 0049): an update staff published to clients. */
export interface ClientUpdatesTable {
  id: string;
  audience: 'client' | 'property' | 'all';
  entity_id: string | null;
  address_id: string | null;
  title_en: string | null;
  title_fr: string | null;
  body_en: string | null;
  body_fr: string | null;
  created_by: string;
  created_at: string;
  deleted_at: string | null;
}
/** An update's attachment, in the file store. */
export interface ClientUpdateFilesTable {
  id: string;
  update_id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  /** bigint on PostgreSQL: read through Number(). */
  size: number | string;
  position: number;
}
/** Who an update was published to, and when each was emailed (once). */
export interface ClientUpdateDeliveriesTable {
  update_id: string;
  user_id: string;
  emailed_at: string | null;
}
/** A file shared with one contact's client, or with every client of a property. */
export interface ClientDocumentsTable {
  id: string;
  entity_id: string | null;
  address_id: string | null;
  title: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  /** bigint on PostgreSQL: read through Number(). */
  size: number | string;
  created_by: string;
  created_at: string;
}
/** Each download of a shared document by a client. */
export interface ClientDocumentDownloadsTable {
  id: string;
  document_id: string;
  user_id: string;
  ip: string;
  user_agent: string | null;
  at: string;
}
export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
  /** Last request that was not a background poll (migration 0011; features/identity/session-activity.ts). */
  lastActiveAt: AuthDate | null;
  /** `password` or `google` (migration 0011). */
  signInMethod: string | null;
}
export interface AccountTable {
  id: string;
  accountId: string;
  /** `credential` (email and password) or `google`. */
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  /** The scrypt hash (features/identity/password-hash.ts) of a credential account. */
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}
/** The two-factor plugin's secrets (migration 0011): the TOTP secret encrypted with the auth
 * secret, the recovery codes as keyed hashes (features/identity/two-factor.ts). */
export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: Bool | null;
  failedVerificationCount: number | null;
  lockedUntil: AuthDate | null;
}
/** Settings administrators change in the portal (migration 0011): `require_two_factor`. */
export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string | null;
}
/** TOTP codes accepted in the last 90 s, each once (migration 0012; features/identity/one-use-totp.ts). */
export interface UsedTotpCodesTable {
  user_id: string;
  code: string;
  /** Epoch milliseconds. */
  used_at: number;
}
/** Sessions ended by disabling their user, by SHA-256 of the session token. */
export interface AuthRevokedSessionsTable {
  token_hash: string;
  user_id: string;
  expires_at: AuthDate;
}

/** Outside providers' answers (address pipeline), JSON, until `expires_at` (ms since 1970). */
export interface PlaceCacheTable {
  key: string;
  value: string;
  expires_at: number | string;
}

export interface ImportJobsTable {
  id: string;
  kind: string;
  policy: string;
  mapping: string | null;
  headers: Generated<string>;
  status: string;
  actor: string;
  total: Generated<number>;
  done: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  created_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  /** The process running or queuing the job (features/imports/import-heartbeat.ts). */
  owner: string | null;
  /** Epoch milliseconds: the owner's last sign of life. */
  heartbeat_at: number | null;
}

export interface ImportFilesTable {
  job_id: string;
  data: Uint8Array;
}

export interface ImportErrorsTable {
  job_id: string;
  row: number;
  cells: string;
  reason: string;
}

/** The leads inbox (migration 0008): one row per contact-form message, showcase access request and
 * /ext/receive message. */
export interface InboxItemsTable {
  id: Generated<number>;
  kind: InboxItem['kind'];
  status: 'new' | 'handled';
  name: string | null;
  email: string | null;
  /** E.164. */
  phone: string | null;
  company: string | null;
  subject: string | null;
  body: string | null;
  message_id: number | null;
  nda_acceptance_id: number | null;
  entity_id: string | null;
  handled_at: string | Date | null;
  /** The actor who marked it handled. */
  handled_by: string | null;
  created_at: string | Date;
  /** A showcase request's choices on the form (migration 0013): the visitor's type, the kind of
   * email and of number given. */
  visitor_type: InboxItem['visitor_type'];
  email_type: InboxItem['email_type'];
  phone_type: InboxItem['phone_type'];
  /** What a contact-form visitor said they are, "I am" (migration 0041). */
  visitor_role: InboxItem['visitor_role'];
  /** The account a `signup` or `client_message` item came from (migration 0046). */
  user_id: string | null;
  /** The staff member the item is for (a client's representative); null: everyone's. */
  assigned_to: string | null;
  /** The client's property a `client_message` is about (a building's address id, migration 0050). */
  property_id: string | null;
}

/** Where a merged record's id leads (migration 0009). */
export interface MergedRecordsTable {
  from_id: string;
  into_id: string;
  kind: 'entities' | 'addresses';
  merged_at: string;
}

/** A pair marked "not duplicates", the smaller id as `a`. */
export interface DuplicateDismissalsTable {
  kind: 'entities' | 'addresses';
  a: string;
  b: string;
  actor: string;
  dismissed_at: string;
}

/** An activity's own columns (migration 0019); the records it concerns are its child rows. */
export interface ActivitiesTable
  extends Omit<Activity, 'entity_ids' | 'address_ids' | 'deal_ids' | 'staff_name'> {
  version: Generated<number>;
}

/** A task's own columns (migration 0020). */
export interface TasksTable
  extends Omit<Task, 'entity_ids' | 'address_ids' | 'deal_ids' | 'assignee_name' | 'completed_by_name'> {
  version: Generated<number>;
}

/** The contacts and addresses an activity or a task concerns (migrations 0019, 0020). */
export interface ActivityEntitiesTable {
  activity_id: string;
  entity_id: string;
}
export interface ActivityAddressesTable {
  activity_id: string;
  address_id: string;
}
export interface TaskEntitiesTable {
  task_id: string;
  entity_id: string;
}
export interface TaskAddressesTable {
  task_id: string;
  address_id: string;
}

/** A staff member's own settings beside Better Auth's `user` (migration 0020): their time zone. */
export interface StaffProfilesTable {
  user_id: string;
  time_zone: string;
  language: Generated<string>;
  task_reminders: Generated<Bool>;
  daily_digest: Generated<Bool>;
  /** Their own phone, E.164 (migration 0050): a client's "My representative" calls it. */
  phone: string | null;
}

/** A staff answer to a client's message (migration 0050), kept on its thread. */
export interface InboxRepliesTable {
  id: string;
  inbox_item_id: number;
  body: string;
  /** The staff member who wrote it; null once their account is gone. */
  author_id: string | null;
  created_at: string | Date;
  /** When the answer was mailed to the client; null when the mail failed. */
  emailed_at: string | Date | null;
}

/** One reminder sent (ADR 0038): the key is what makes it go out once. */
export interface RemindersSentTable {
  /** 'lease-date' (migration 0030, ADR 0043): a critical date's task, keyed by lease and date. */
  kind: 'task' | 'digest' | 'lease-date';
  subject_id: string;
  due_key: string;
  sent_at: string;
}

/** Lists (migration 0022): a dynamic list's filters as JSON text; members of a static list and the
 * call dates of a call list's members in their own tables. */
export interface ListsTable {
  id: string;
  name: string;
  name_key: string;
  kind: 'dynamic' | 'static';
  filters: string | null;
  call_every_days: number | null;
  owner_id: string | null;
  created_at: string;
  updated_at: string;
}
export interface ListMembersTable {
  list_id: string;
  entity_id: string;
}
export interface ListCallsTable {
  list_id: string;
  entity_id: string;
  last_called_at: string;
  next_call_on: string;
}

/** A requirement's columns (migration 0023): its lists as JSON text, the cities in search form. */
export interface RequirementsTable extends Omit<Requirement, 'property_types' | 'cities'> {
  property_types: string;
  cities: string;
  search_cities: string;
  version: Generated<number>;
}

/** A comp's columns (migration 0026): its own fields, without the address's text and the names
 * read with it. */
export interface CompsTable
  extends Omit<Comp, 'address' | 'city' | 'buyer_name' | 'seller_name' | 'tenant_name'> {
  version: Generated<number>;
  /** Its address's city key, kept by triggers (migration 0031). */
  city_key: Generated<string | null>;
}

/** A lease's columns (migration 0028): escalation, steps and options as JSON text; its spaces in
 * `lease_spaces`. */
export interface LeasesTable {
  id: string;
  /** Its spaces' city key, kept by triggers (migration 0031). */
  city_key: Generated<string | null>;
  tenant_id: string | null;
  start_on: string;
  end_on: string;
  area_sqft: number | null;
  base_rent: number;
  rent_basis: RentBasis;
  escalation: string | null;
  steps: string;
  options: string;
  deposit: number | null;
  status: LeaseStatus;
  notes: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface LeaseSpacesTable {
  lease_id: string;
  address_id: string;
}

/** A building's figures of one year (migration 0029). */
export interface PropertyFiguresTable {
  address_id: string;
  year: number;
  noi: number | null;
  opex: number | null;
  taxes: number | null;
  created_at: string;
  updated_at: string;
}

/** Each property type a requirement names, or '*' when it names none (migration 0029). */
export interface RequirementTypesTable {
  property_type: string;
  requirement_id: string;
}

/** A lease's dates that bring tasks (migration 0030): its end, or an option's notice day. */
export interface LeaseDatesTable {
  lease_id: string;
  date_kind: 'end_on' | `notice:${LeaseOptionKind}`;
  day: string;
}

/** A pipeline of one type of deal (migration 0033), its stages in order and each stage's playbook. */
export interface PipelinesTable {
  id: string;
  name: string;
  type: DealType;
  created_at: string;
  updated_at: string;
}
export interface PipelineStagesTable {
  id: string;
  pipeline_id: string;
  key: string | null;
  name: string;
  position: number;
  probability: number;
  outcome: StageOutcome;
}
export interface StageTasksTable {
  id: string;
  stage_id: string;
  position: number;
  title: string;
  due_in_days: number;
  /** null: the deal's owner. */
  assignee_id: string | null;
}

/** A deal's columns (migration 0033): the value as entered and the one sums read, splits as JSON
 * text; its parties in `deal_parties`. */
export interface DealsTable {
  id: string;
  name: string;
  pipeline_id: string;
  stage_id: string;
  address_id: string | null;
  requirement_id: string | null;
  entered_value: number | null;
  total_value: number | null;
  area_sqft: number | null;
  rent_sqft_year: number | null;
  term_months: number | null;
  commission_pct: number | null;
  commission_amount: number | null;
  splits: string;
  probability: number | null;
  expected_close_on: string | null;
  loi_on: string | null;
  signed_on: string | null;
  dd_expires_on: string | null;
  financing_on: string | null;
  closing_on: string | null;
  closed_on: string | null;
  lost_reason: LostReason | null;
  lost_note: string | null;
  owner_id: string;
  stage_entered_at: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}
export interface DealPartiesTable {
  deal_id: string;
  entity_id: string;
  role: DealPartyRole;
}
/** Each entry of a deal into a stage (the first at its creation). */
export interface DealStageChangesTable {
  id: string;
  deal_id: string;
  from_stage_id: string | null;
  to_stage_id: string | null;
  actor: string;
  at: string;
}

/** A listing's columns (migration 0036): the title a column a language; terms, highlights,
 * sections and contact as JSON text; its agreement's versions in `listing_agreements`. */
export interface ListingsTable {
  id: string;
  slug: string;
  kind: ListingKind;
  status: ListingStatus;
  address_id: string | null;
  deal_id: string | null;
  title_en: string;
  title_fr: string;
  price: number | null;
  rent: number | null;
  terms: string | null;
  highlights: Generated<string>;
  sections: Generated<string>;
  contact: string | null;
  agreement_version: Generated<number>;
  published_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Every version of a listing's confidentiality agreement, kept (migration 0036). */
export interface ListingAgreementsTable {
  listing_id: string;
  version: number;
  text_en: string;
  text_fr: string;
  actor: string;
  created_at: string;
}

/** A visitor's acceptance of a version of a listing's agreement (migration 0039); the token of
 * their link and cookie only as its SHA-256. */
export interface ListingAcceptancesTable {
  id: string;
  listing_id: string;
  agreement_version: number;
  /** The lead the form created; null when the visitor matched a stored email or number. */
  entity_id: string | null;
  inbox_item_id: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  ip: string;
  user_agent: string | null;
  token_hash: string;
  accepted_at: string;
  /** The page's language when accepted (migration 0044): what the lead is later mailed in. */
  lang: Generated<'en' | 'fr'>;
}

/** A deal-room document of a listing (migration 0038): its bytes in the file store under
 * `storage_key`; `position` from 1 without gaps. */
export interface ListingDocumentsTable {
  id: string;
  listing_id: string;
  title: string;
  level: DocumentLevel;
  mime: string;
  /** bigint on PostgreSQL: read through Number(). */
  size: number | string;
  ext: string;
  storage_key: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** A document served to a visitor or downloaded by staff (migration 0040): the deal room's view
 * log. `document_id` names no row once the document is deleted; `document_title` is as served. */
export interface ListingDocumentViewsTable {
  id: string;
  listing_id: string;
  document_id: string;
  document_title: string;
  /** The acceptance the visitor's link or cookie proved; null for anonymous readers and staff. */
  acceptance_id: string | null;
  /** The acceptance's contact, kept in step when the acceptance moves. */
  entity_id: string | null;
  /** Staff's `user:<id>` or `api-key:<name>`; null for a visitor. */
  actor: string | null;
  action: 'view' | 'download';
  ip: string;
  user_agent: string | null;
  at: string;
}

/** A contact's level on a listing's deal room (migration 0038). */
export interface ListingLeadsTable {
  listing_id: string;
  entity_id: string;
  level: LeadLevelName;
  updated_at: string;
  updated_by: string;
}

/** A listing's photo (migration 0037): `position` orders the page (0..n-1); `variants` is JSON
 * text, `[{ width, format, key, size }]`, the keys in the file store. */
export interface ListingPhotosTable {
  id: string;
  listing_id: string;
  position: number;
  alt_en: Generated<string>;
  alt_fr: Generated<string>;
  width: number;
  height: number;
  variants: string;
  created_at: string;
}

/** The deals an activity or a task concerns (migration 0034). */
export interface ActivityDealsTable {
  activity_id: string;
  deal_id: string;
}
export interface TaskDealsTable {
  task_id: string;
  deal_id: string;
}
/** A deal's key date and the task it brought (migration 0034); task null once staff deleted it. */
export interface DealDateTasksTable {
  deal_id: string;
  date_kind: DealDate;
  day: string;
  task_id: string | null;
}

export interface DB {
  entities: EntitiesTable;
  addresses: AddressesTable;
  emails: EmailsTable;
  phone_numbers: PhoneNumbersTable;
  addresses_entities: AddressesEntitiesTable;
  entities_emails: EntitiesEmailsTable;
  entities_entities: EntitiesEntitiesTable;
  entities_numbers: EntitiesNumbersTable;
  record_counts: RecordCountsTable;
  crm_version: CrmVersionTable;
  audit_log: AuditLogTable;
  audit_subjects: AuditSubjectsTable;
  record_kinds: RecordKindsTable;
  link_kinds: LinkKindsTable;
  messages: MessagesTable;
  mail_outbox: MailOutboxTable;
  showcases: ShowcasesTable;
  nda_acceptances: NdaAcceptancesTable;
  user: UserTable;
  client_access: ClientAccessTable;
  client_access_entities: ClientAccessEntitiesTable;
  client_invites: ClientInvitesTable;
  client_updates: ClientUpdatesTable;
  client_update_files: ClientUpdateFilesTable;
  client_update_deliveries: ClientUpdateDeliveriesTable;
  client_documents: ClientDocumentsTable;
  client_document_downloads: ClientDocumentDownloadsTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  auth_revoked_sessions: AuthRevokedSessionsTable;
  twoFactor: TwoFactorTable;
  app_settings: AppSettingsTable;
  used_totp_codes: UsedTotpCodesTable;
  place_cache: PlaceCacheTable;
  import_jobs: ImportJobsTable;
  import_files: ImportFilesTable;
  import_errors: ImportErrorsTable;
  inbox_items: InboxItemsTable;
  inbox_replies: InboxRepliesTable;
  merged_records: MergedRecordsTable;
  duplicate_dismissals: DuplicateDismissalsTable;
  activities: ActivitiesTable;
  activity_entities: ActivityEntitiesTable;
  activity_addresses: ActivityAddressesTable;
  tasks: TasksTable;
  task_entities: TaskEntitiesTable;
  task_addresses: TaskAddressesTable;
  staff_profiles: StaffProfilesTable;
  reminders_sent: RemindersSentTable;
  lists: ListsTable;
  list_members: ListMembersTable;
  list_calls: ListCallsTable;
  requirements: RequirementsTable;
  comps: CompsTable;
  listings: ListingsTable;
  listing_agreements: ListingAgreementsTable;
  listing_acceptances: ListingAcceptancesTable;
  listing_documents: ListingDocumentsTable;
  listing_document_views: ListingDocumentViewsTable;
  listing_leads: ListingLeadsTable;
  listing_photos: ListingPhotosTable;
  leases: LeasesTable;
  lease_spaces: LeaseSpacesTable;
  property_figures: PropertyFiguresTable;
  requirement_types: RequirementTypesTable;
  lease_dates: LeaseDatesTable;
  pipelines: PipelinesTable;
  pipeline_stages: PipelineStagesTable;
  stage_tasks: StageTasksTable;
  deals: DealsTable;
  deal_parties: DealPartiesTable;
  deal_stage_changes: DealStageChangesTable;
  activity_deals: ActivityDealsTable;
  task_deals: TaskDealsTable;
  deal_date_tasks: DealDateTasksTable;
}
