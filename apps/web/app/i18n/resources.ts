import { addresses as enAddresses } from './en/addresses';
import { admin as enAdmin } from './en/admin';
import { auth as enAuth } from './en/auth';
import { clientAccess as enClientAccess } from './en/clientAccess';
import { clientPortal as enClientPortal } from './en/clientPortal';
import { common as enCommon } from './en/common';
import { comps as enComps } from './en/comps';
import { crm as enCrm } from './en/crm';
import { deals as enDeals } from './en/deals';
import { duplicates as enDuplicates } from './en/duplicates';
import { history as enHistory } from './en/history';
import { home as enHome } from './en/home';
import { imports as enImports } from './en/imports';
import { inbox as enInbox } from './en/inbox';
import { leads as enLeads } from './en/leads';
import { leases as enLeases } from './en/leases';
import { links as enLinks } from './en/links';
import { listings as enListings } from './en/listings';
import { listingsSite as enListingsSite } from './en/listingsSite';
import { lists as enLists } from './en/lists';
import { matches as enMatches } from './en/matches';
import { ownership as enOwnership } from './en/ownership';
import { property as enProperty } from './en/property';
import { records as enRecords } from './en/records';
import { requirements as enRequirements } from './en/requirements';
import { search as enSearch } from './en/search';
import { showcase as enShowcase } from './en/showcase';
import { timeline as enTimeline } from './en/timeline';
import { validation as enValidation } from './en/validation';
import { addresses as frAddresses } from './fr/addresses';
import { admin as frAdmin } from './fr/admin';
import { auth as frAuth } from './fr/auth';
import { clientAccess as frClientAccess } from './fr/clientAccess';
import { clientPortal as frClientPortal } from './fr/clientPortal';
import { common as frCommon } from './fr/common';
import { comps as frComps } from './fr/comps';
import { crm as frCrm } from './fr/crm';
import { deals as frDeals } from './fr/deals';
import { duplicates as frDuplicates } from './fr/duplicates';
import { history as frHistory } from './fr/history';
import { home as frHome } from './fr/home';
import { imports as frImports } from './fr/imports';
import { inbox as frInbox } from './fr/inbox';
import { leads as frLeads } from './fr/leads';
import { leases as frLeases } from './fr/leases';
import { links as frLinks } from './fr/links';
import { listings as frListings } from './fr/listings';
import { listingsSite as frListingsSite } from './fr/listingsSite';
import { lists as frLists } from './fr/lists';
import { matches as frMatches } from './fr/matches';
import { ownership as frOwnership } from './fr/ownership';
import { property as frProperty } from './fr/property';
import { records as frRecords } from './fr/records';
import { requirements as frRequirements } from './fr/requirements';
import { search as frSearch } from './fr/search';
import { showcase as frShowcase } from './fr/showcase';
import { timeline as frTimeline } from './fr/timeline';
import { validation as frValidation } from './fr/validation';

// Every message, for types (i18n.ts) and tests only: the app loads each language's namespaces
// lazily (see i18n.ts). French files are checked against English with `satisfies`.
export const resources = {
  en: {
    common: enCommon,
    home: enHome,
    showcase: enShowcase,
    validation: enValidation,
    auth: enAuth,
    admin: enAdmin,
    crm: enCrm,
    search: enSearch,
    records: enRecords,
    addresses: enAddresses,
    links: enLinks,
    imports: enImports,
    inbox: enInbox,
    history: enHistory,
    duplicates: enDuplicates,
    ownership: enOwnership,
    timeline: enTimeline,
    lists: enLists,
    requirements: enRequirements,
    comps: enComps,
    leases: enLeases,
    property: enProperty,
    matches: enMatches,
    deals: enDeals,
    listings: enListings,
    leads: enLeads,
    listingsSite: enListingsSite,
    clientPortal: enClientPortal,
    clientAccess: enClientAccess,
  },
  fr: {
    common: frCommon,
    home: frHome,
    showcase: frShowcase,
    validation: frValidation,
    auth: frAuth,
    admin: frAdmin,
    crm: frCrm,
    search: frSearch,
    records: frRecords,
    addresses: frAddresses,
    links: frLinks,
    imports: frImports,
    inbox: frInbox,
    history: frHistory,
    duplicates: frDuplicates,
    ownership: frOwnership,
    timeline: frTimeline,
    lists: frLists,
    requirements: frRequirements,
    comps: frComps,
    leases: frLeases,
    property: frProperty,
    matches: frMatches,
    deals: frDeals,
    listings: frListings,
    leads: frLeads,
    listingsSite: frListingsSite,
    clientPortal: frClientPortal,
    clientAccess: frClientAccess,
  },
} as const;
