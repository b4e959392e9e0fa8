import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { registerKinds } from '../records/register-kinds.js';
import * as crm from './migrations/0001-crm.js';
import * as publicSite from './migrations/0002-public-site.js';
import * as auth from './migrations/0003-auth.js';
import * as places from './migrations/0004-places.js';
import * as oneAddressKey from './migrations/0005-one-address-key.js';
import * as imports from './migrations/0006-imports.js';
import * as auditSubjects from './migrations/0007-audit-subjects.js';
import * as inbox from './migrations/0008-inbox.js';
import * as duplicates from './migrations/0009-duplicates.js';
import * as searchRank from './migrations/0010-search-rank.js';
import * as twoFactorSessions from './migrations/0011-two-factor-sessions.js';
import * as usedTotpCodes from './migrations/0012-used-totp-codes.js';
import * as inboxShowcaseDetails from './migrations/0013-inbox-showcase-details.js';
import * as importHeartbeat from './migrations/0014-import-heartbeat.js';
import * as ndaAcceptancePending from './migrations/0015-nda-acceptance-pending.js';
import * as crmVersion from './migrations/0016-crm-version.js';
import * as recordVersions from './migrations/0017-record-versions.js';
import * as recordKinds from './migrations/0018-record-kinds.js';
import * as activities from './migrations/0019-activities.js';
import * as tasks from './migrations/0020-tasks.js';
import * as representative from './migrations/0021-representative.js';
import * as reminders from './migrations/0022-reminders.js';
import * as lists from './migrations/0023-lists.js';
import * as requirements from './migrations/0024-requirements.js';
import * as spaces from './migrations/0025-spaces.js';
import * as comps from './migrations/0026-comps.js';
import * as contactPlaces from './migrations/0027-contact-places.js';
import * as leases from './migrations/0028-leases.js';
import * as propertyFacts from './migrations/0029-property-facts.js';
import * as leaseDates from './migrations/0030-lease-dates.js';
import * as cityKeys from './migrations/0031-city-keys.js';
import * as deals from './migrations/0033-deals.js';
import * as dealConcerns from './migrations/0034-deal-concerns.js';
import * as dealBoardIndexes from './migrations/0035-deal-board-indexes.js';
import * as listings from './migrations/0036-listings.js';
import * as listingPhotos from './migrations/0037-listing-photos.js';
import * as listingDocuments from './migrations/0038-listing-documents.js';
import * as listingAcceptances from './migrations/0039-listing-acceptances.js';
import * as listingDocumentViews from './migrations/0040-listing-document-views.js';
import * as contactFormFields from './migrations/0041-contact-form-fields.js';
import * as showcaseListings from './migrations/0043-showcase-listings.js';
import * as acceptanceLanguage from './migrations/0044-acceptance-language.js';
import * as clientAccess from './migrations/0045-client-access.js';
import * as inboxClientKinds from './migrations/0046-inbox-client-kinds.js';
import * as ownershipShares from './migrations/0048-ownership-shares.js';
import * as clientUpdatesDocuments from './migrations/0049-client-updates-documents.js';
import * as clientMessages from './migrations/0050-client-messages.js';

// Migrations are imported, not read from a folder, so the built server and the tests run the same
// list; a new migration is one more line here.
const migrations: Record<string, Migration> = {
  '0001-crm': crm,
  '0002-public-site': publicSite,
  '0003-auth': auth,
  '0004-places': places,
  '0005-one-address-key': oneAddressKey,
  '0006-imports': imports,
  '0007-audit-subjects': auditSubjects,
  '0008-inbox': inbox,
  '0009-duplicates': duplicates,
  '0010-search-rank': searchRank,
  '0011-two-factor-sessions': twoFactorSessions,
  '0012-used-totp-codes': usedTotpCodes,
  '0013-inbox-showcase-details': inboxShowcaseDetails,
  '0014-import-heartbeat': importHeartbeat,
  '0015-nda-acceptance-pending': ndaAcceptancePending,
  '0016-crm-version': crmVersion,
  '0017-record-versions': recordVersions,
  '0018-record-kinds': recordKinds,
  '0019-activities': activities,
  '0020-tasks': tasks,
  '0021-representative': representative,
  '0022-reminders': reminders,
  '0023-lists': lists,
  '0024-requirements': requirements,
  '0025-spaces': spaces,
  '0026-comps': comps,
  '0027-contact-places': contactPlaces,
  '0028-leases': leases,
  '0029-property-facts': propertyFacts,
  '0030-lease-dates': leaseDates,
  '0031-city-keys': cityKeys,
  '0033-deals': deals,
  '0034-deal-concerns': dealConcerns,
  '0035-deal-board-indexes': dealBoardIndexes,
  '0036-listings': listings,
  '0037-listing-photos': listingPhotos,
  '0038-listing-documents': listingDocuments,
  '0039-listing-acceptances': listingAcceptances,
  '0040-listing-document-views': listingDocumentViews,
  '0041-contact-form-fields': contactFormFields,
  '0043-showcase-listings': showcaseListings,
  '0044-acceptance-language': acceptanceLanguage,
  '0045-client-access': clientAccess,
  '0046-inbox-client-kinds': inboxClientKinds,
  '0048-ownership-shares': ownershipShares,
  '0049-client-updates-documents': clientUpdatesDocuments,
  '0050-client-messages': clientMessages,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every migration not yet run, then writes the registration's record and link kinds. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  // In a named PostgreSQL schema the migrator's own tables must live there too: left unnamed, it
  // finds another schema's lock table in information_schema and skips creating its own.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  // The kinds the audit trigger reads are the registration's, whatever the migrations wrote.
  await registerKinds(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Runs the migrations up to and including `name` only: what the tests of a later migration's
 * backfill start from. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateTo(db: Kysely<any>, name: string, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}
