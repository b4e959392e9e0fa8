// The portal's search page (/admin): tabs, count cards, filters, results and pager.
import type { PortalKindPage } from '@crm/shared';

export const search = {
  meta: { title: 'Search' },
  title: 'Search',
  newContact: 'New contact',
  newAddress: 'New address',
  counts: {
    label: 'Records in the CRM',
    unknown: 'Unavailable',
  },
  tabsLabel: 'What to search',
  // One a kind the portal shows (@crm/shared PORTAL_KINDS): a new kind's tab needs its name here.
  tabs: {
    addresses: 'Addresses',
    contacts: 'Contacts',
    emails: 'Emails',
    numbers: 'Numbers',
  } satisfies Record<PortalKindPage, string>,
  filtersLabel: 'Filters',
  fields: {
    address: 'Address',
    city: 'City',
    postal_code: 'Postal code',
    country: 'Country',
    name: 'Name',
    email: 'Email',
    domain: 'Domain',
    phone_number: 'Number',
    min_entities: 'Min contacts',
    min_addresses: 'Min addresses',
    min_emails: 'Min emails',
    min_numbers: 'Min numbers',
  },
  prompt: {
    addresses: 'Type an address, city, postal code or country to search.',
    contacts: 'Type a name to search.',
    emails: 'Type an email or a domain to search.',
    numbers: 'Type a number to search.',
  },
  results: 'Results',
  linked: {
    min_entities: 'Contacts: {{count}}',
    min_addresses: 'Addresses: {{count}}',
    min_emails: 'Emails: {{count}}',
    min_numbers: 'Numbers: {{count}}',
  },
  status: {
    searching: 'Searching…',
    range: 'Results {{from}}–{{to}}',
    none: 'No results',
  },
  empty: {
    title: 'No Results Found',
    hint: 'Try adjusting your search criteria',
    hintCreate: 'Try adjusting your search criteria or create new',
  },
  pager: { label: 'Pages of results', previous: 'Previous', next: 'Next' },
  clear: 'Clear filters',
  export: { label: 'Export every result', csv: 'Export CSV', xlsx: 'Export XLSX', vcf: 'Export vCard' },
} as const;
