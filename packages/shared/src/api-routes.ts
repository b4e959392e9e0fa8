// What each CRM API route (/api/v1) answers on success, by method and path as the API registers
// them: the same schema objects the routes declare as their response (apps/api checks that every
// JSON route is here with exactly its schema, api-routes.test.ts). The web client takes its answer
// types from this map (`crm('GET /entities/:id/complete', …)`), so a caller never names the type
// of what comes back. The file exports (`…/export`, an import's errors) answer files, not JSON,
// and are not here; the rent rolls answer JSON unless asked for a file (`format=csv|xlsx`).
import { z } from 'zod';
import { Activity, ActivityPage } from './activities.js';
import { Address, AddressComplete, AddressPage } from './addresses.js';
import { AuthConfig } from './auth.js';
import { ClientAccessStatus, ClientInvite, ClientInviteAccepted } from './client-accounts.js';
import {
  ClientDocumentList,
  ClientMe,
  ClientMessage,
  ClientMessageList,
  ClientPortfolioPerformance,
  ClientPropertyList,
  ClientPropertyPerformance,
  ClientUpdateList,
} from './client-portal.js';
import {
  StaffClientDocument,
  StaffClientDocumentList,
  StaffUpdate,
  StaffUpdateList,
} from './client-sharing.js';
import { Comp, CompPage } from './comps.js';
import {
  Email,
  EmailComplete,
  EmailPage,
  NumberComplete,
  NumberPage,
  PhoneNumber,
  PhoneRegion,
} from './contact-points.js';
import { Board, DealOpenTotals, DealResults, Forecast } from './deal-reports.js';
import { Deal, DealPage, DealStageChangeList } from './deals.js';
import { DuplicatePage, MergedRecord } from './duplicates.js';
import { Entity, EntityComplete, EntityPage } from './entities.js';
import { Message } from './ext.js';
import { HistoryPage } from './history.js';
import { ImportDryRun, ImportJob, ImportStarted } from './imports.js';
import { InboxItem, InboxItemDetail, InboxPage } from './inbox.js';
import { InboxReply, InboxReplyList } from './inbox-replies.js';
import { Lease, LeasePage, PortfolioRentRoll, RentRoll } from './leases.js';
import { AddressEntity, EntityEmail, EntityEntity, EntityNumber } from './links.js';
import {
  ContactListingLeadList,
  DealListingLeads,
  LeadLevel,
  LeadLevelList,
  ListingActivityPage,
  ListingDocument,
  ListingDocumentList,
  PublicListingDocumentList,
} from './listing-documents.js';
import { ListingPhoto, ListingPhotoList } from './listing-photos.js';
import { Listing, ListingAccess, ListingPage, PublicListing, PublicListingPage } from './listings.js';
import { ContactList, DuePage, ListMemberPage, ListMembersAdded, ListPage } from './lists.js';
import { AddressMatchPage, EntityMatchPage } from './matches.js';
import { OwnershipGraph } from './ownership.js';
import { Pipeline, PipelineList } from './pipelines.js';
import { PlaceId, PlaceSuggestions, ValidatedAddress } from './places.js';
import { PropertyFigure, PropertyFigureList } from './property-figures.js';
import { PublicOk, Showcase } from './public-site.js';
import { Requirement, RequirementList, RequirementPage } from './requirements.js';
import { StaffList, StaffPreferences, Task, TaskPage } from './tasks.js';
import { TimelinePage } from './timeline.js';

/** A …/count: how many records (or new leads) there are. */
export const RecordCount = z.number();
/** PUT /entities/reset: how many counters were recomputed. */
export const CountersReset = z.object({ updated: z.number() });
/** A 204: nothing comes back (the client answers `undefined`). */
export const NoContent = z.null().describe('No content');

export const API_ROUTES = {
  'GET /addresses/count': RecordCount,
  'GET /addresses/query': AddressPage,
  'GET /addresses/:id/complete': AddressComplete,
  'GET /addresses/:id/history': HistoryPage,
  'POST /addresses': Address,
  'PUT /addresses/:id': Address,
  'GET /addresses/:id/figures': PropertyFigureList,
  'PUT /addresses/:id/figures/:year': PropertyFigure,
  'DELETE /addresses/:id/figures/:year': NoContent,
  'GET /addresses/:id/matches': AddressMatchPage,
  'GET /entities/:id/matches': EntityMatchPage,
  'GET /emails/count': RecordCount,
  'GET /emails/query': EmailPage,
  'GET /emails/:email/complete': EmailComplete,
  'GET /emails/:email/history': HistoryPage,
  'POST /emails': Email,
  'PUT /emails/:email': Email,
  'GET /entities/count': RecordCount,
  'GET /entities/query': EntityPage,
  'GET /entities/:id/complete': EntityComplete,
  'GET /entities/:id/history': HistoryPage,
  'POST /entities': Entity,
  'POST /entities/create_or_update': EntityComplete,
  'PUT /entities/reset': CountersReset,
  'PUT /entities/:id': Entity,
  'GET /numbers/count': RecordCount,
  'GET /numbers/region': PhoneRegion,
  'GET /numbers/query': NumberPage,
  'GET /numbers/:number/complete': NumberComplete,
  'GET /numbers/:number/history': HistoryPage,
  'POST /numbers': PhoneNumber,
  'PUT /numbers/:number': PhoneNumber,
  'GET /duplicates': DuplicatePage,
  'POST /duplicates/dismiss': NoContent,
  'DELETE /duplicates/dismiss': NoContent,
  'POST /entities/merge': EntityComplete,
  'POST /addresses/merge': AddressComplete,
  'GET /entities/:id/merged': MergedRecord,
  'GET /addresses/:id/merged': MergedRecord,
  'GET /addresses/:id/owners': OwnershipGraph,
  'GET /entities/:id/portfolio': OwnershipGraph,
  'POST /addresses_entities': AddressEntity,
  'PUT /addresses_entities/:address_id/:entity_id': AddressEntity,
  'DELETE /addresses_entities/:address_id/:entity_id': NoContent,
  'POST /entities_emails': EntityEmail,
  'PUT /entities_emails/:entity_id/:email': EntityEmail,
  'DELETE /entities_emails/:entity_id/:email': NoContent,
  'POST /entities_entities': EntityEntity,
  'PUT /entities_entities/:entity_id/:entity_id2': EntityEntity,
  'DELETE /entities_entities/:entity_id/:entity_id2': NoContent,
  'POST /entities_numbers': EntityNumber,
  'PUT /entities_numbers/:entity_id/:phone_number': EntityNumber,
  'DELETE /entities_numbers/:entity_id/:phone_number': NoContent,
  'POST /ext/send': Message,
  'POST /ext/receive': Message,
  // 200 for a dry run, 202 once the import starts: the body's `dry_run` says which.
  'POST /imports': z.union([ImportDryRun, ImportStarted]),
  'GET /imports/:id': ImportJob,
  'DELETE /imports/:id': NoContent,
  'POST /imports/:id/resume': ImportStarted,
  'GET /inbox': InboxPage,
  'GET /inbox/count': RecordCount,
  'GET /inbox/:id': InboxItemDetail,
  'PUT /inbox/:id': InboxItem,
  'POST /inbox/:id/contact': InboxItem,
  'POST /inbox/:id/replies': InboxReply,
  'GET /inbox/:id/replies': InboxReplyList,
  'GET /activities': ActivityPage,
  'POST /activities': Activity,
  'PUT /activities/:id': Activity,
  'DELETE /activities/:id': NoContent,
  'GET /activities/:id/complete': Activity,
  'GET /activities/:id/history': HistoryPage,
  'GET /tasks': TaskPage,
  'POST /tasks': Task,
  'PUT /tasks/:id': Task,
  'DELETE /tasks/:id': NoContent,
  'GET /tasks/:id/complete': Task,
  'GET /tasks/:id/history': HistoryPage,
  'GET /lists': ListPage,
  'POST /lists': ContactList,
  'GET /lists/due': DuePage,
  'GET /lists/:id': ContactList,
  'PUT /lists/:id': ContactList,
  'DELETE /lists/:id': NoContent,
  'GET /lists/:id/members': ListMemberPage,
  'POST /lists/:id/members': ListMembersAdded,
  'DELETE /lists/:id/members/:entity_id': NoContent,
  'GET /requirements': RequirementPage,
  'GET /entities/:id/requirements': RequirementList,
  'POST /entities/:id/requirements': Requirement,
  'PUT /requirements/:id': Requirement,
  'DELETE /requirements/:id': NoContent,
  'GET /requirements/:id/complete': Requirement,
  'GET /requirements/:id/history': HistoryPage,
  'GET /comps': CompPage,
  'POST /comps': Comp,
  'PUT /comps/:id': Comp,
  'DELETE /comps/:id': NoContent,
  'GET /comps/:id/complete': Comp,
  'GET /comps/:id/history': HistoryPage,
  'GET /listings': ListingPage,
  'POST /listings': Listing,
  'PUT /listings/:id': Listing,
  'DELETE /listings/:id': NoContent,
  'GET /listings/:id/complete': Listing,
  'GET /listings/:id/history': HistoryPage,
  'GET /listings/:id/photos': ListingPhotoList,
  'POST /listings/:id/photos': ListingPhoto,
  'PUT /listings/:id/photos/:photo_id': ListingPhoto,
  'DELETE /listings/:id/photos/:photo_id': NoContent,
  'GET /listings/:id/documents': ListingDocumentList,
  'POST /listings/:id/documents': ListingDocument,
  'PUT /listings/:id/documents/:docId': ListingDocument,
  'DELETE /listings/:id/documents/:docId': NoContent,
  'GET /listings/:id/leads': LeadLevelList,
  'PUT /listings/:id/leads/:entity_id': LeadLevel,
  'GET /listings/:id/activity': ListingActivityPage,
  'GET /entities/:id/listing-leads': ContactListingLeadList,
  'GET /deals/:id/listing-leads': DealListingLeads,
  'GET /leases': LeasePage,
  'GET /leases/:id': Lease,
  'POST /leases': Lease,
  'PUT /leases/:id': Lease,
  'DELETE /leases/:id': NoContent,
  'GET /leases/:id/complete': Lease,
  'GET /leases/:id/history': HistoryPage,
  'GET /pipelines': PipelineList,
  'POST /pipelines': Pipeline,
  'PUT /pipelines/:id': Pipeline,
  'GET /pipelines/:id/board': Board,
  'GET /deals': DealPage,
  'GET /deals/open-totals': DealOpenTotals,
  'GET /deals/forecast': Forecast,
  'GET /deals/results': DealResults,
  'POST /deals': Deal,
  'GET /deals/:id': Deal,
  'PUT /deals/:id': Deal,
  'PUT /deals/:id/stage': Deal,
  'GET /deals/:id/stage-changes': DealStageChangeList,
  'DELETE /deals/:id': NoContent,
  'GET /deals/:id/complete': Deal,
  'GET /deals/:id/history': HistoryPage,
  'GET /addresses/:id/rent-roll': RentRoll,
  'GET /entities/:id/rent-roll': PortfolioRentRoll,
  'GET /staff': StaffList,
  'GET /staff/me/preferences': StaffPreferences,
  'PUT /staff/me/preferences': StaffPreferences,
  'GET /entities/:id/timeline': TimelinePage,
  'GET /addresses/:id/timeline': TimelinePage,
  'GET /deals/:id/timeline': TimelinePage,
  'GET /addresses/places/:place': PlaceSuggestions,
  'GET /addresses/places/:place/id': PlaceId,
  'GET /ext/all/validate/:address': ValidatedAddress,
  'POST /public/contact': PublicOk,
  'GET /public/showcases/:slug': Showcase,
  'GET /public/listings': PublicListingPage,
  'GET /public/listings/:slug': PublicListing,
  'POST /public/showcases/:slug/access': PublicOk,
  'POST /public/listings/:slug/access': PublicOk,
  'GET /public/listings/:slug/access': ListingAccess,
  'GET /public/listings/:slug/documents': PublicListingDocumentList,
  'GET /public/auth-config': AuthConfig,
  // The client portal (issue 29): a client's session only.
  'GET /client/me': ClientMe,
  'POST /client/messages': ClientMessage,
  'GET /client/messages': ClientMessageList,
  'PUT /client/me': ClientMe,
  'GET /client/updates': ClientUpdateList,
  'GET /client/documents': ClientDocumentList,
  'POST /updates': StaffUpdate,
  'GET /updates': StaffUpdateList,
  'DELETE /updates/:id': NoContent,
  'POST /entities/:id/documents': StaffClientDocument,
  'POST /addresses/:id/client-documents': StaffClientDocument,
  'GET /entities/:id/documents': StaffClientDocumentList,
  'DELETE /client-documents/:id': NoContent,
  // Client accounts (issue 29): staff invite, see, change and revoke; the invitation link.
  'POST /entities/:id/client-invite': ClientAccessStatus,
  'GET /entities/:id/client-access': ClientAccessStatus,
  'GET /entities/:id/client-properties': ClientPropertyList,
  'PUT /entities/:id/client-access': ClientAccessStatus,
  'DELETE /entities/:id/client-access': NoContent,
  'POST /inbox/:id/client-access': ClientAccessStatus,
  'POST /inbox/:id/refuse': NoContent,
  'GET /public/client-invites/:token': ClientInvite,
  'POST /public/client-invites/:token': ClientInviteAccepted,
  'GET /client/properties': ClientPropertyList,
  'GET /client/properties/:id/performance': ClientPropertyPerformance,
  'GET /client/performance': ClientPortfolioPerformance,
} as const satisfies Record<string, z.ZodType>;

/** A CRM API route: `'GET /entities/:id/complete'`. */
export type ApiRoute = keyof typeof API_ROUTES;

/** What `route` answers on success, as the client receives it (a 204: undefined). */
export type ApiAnswer<R extends ApiRoute> = (typeof API_ROUTES)[R] extends typeof NoContent
  ? undefined
  : z.output<(typeof API_ROUTES)[R]>;

/** The routes that answer `A`, for helpers that call one of several kinds' routes alike. */
export type RoutesAnswering<A> = { [R in ApiRoute]: ApiAnswer<R> extends A ? R : never }[ApiRoute];
