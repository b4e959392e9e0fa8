// Spreadsheet import (issue 13; comps and leases, issue 26): the fields a column can fill, the header words that name each
// field (the portal's English and French labels, copied here so the API never imports web code,
// plus the variants spreadsheets use), and the API's request and answer shapes.
import { z } from 'zod';
import { COMP_KINDS } from './comps.js';
import { DEAL_DATES, DEAL_PARTY_ROLES } from './deals.js';
import {
  ENTITY_AMOUNT_FIELDS,
  ENTITY_COUNT_FIELDS,
  ENTITY_FLAG_FIELDS,
  ENTITY_PERCENT_FIELDS,
  ENTITY_TEXT_FIELDS,
} from './entities.js';
import { ADDRESS_COMPONENTS } from './enums.js';
import { LEASE_STATUSES, RENT_BASES } from './leases.js';
import { PROPERTY_TYPES } from './requirements.js';

export const IMPORT_KINDS = ['contacts', 'addresses', 'comps', 'leases', 'deals'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_POLICIES = ['skip', 'fill', 'overwrite'] as const;
export type ImportPolicy = (typeof IMPORT_POLICIES)[number];
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'canceled', 'interrupted'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** A building's facts (issue 26): an addresses import reads them like the export writes them. */
export const ADDRESS_FACT_FIELDS = [
  'year_built',
  'land_area_sqft',
  'parking_spaces',
  'zoning',
  'for_sale',
  'asking_price',
  'sale_terms',
] as const;

/** An address's own fields besides its text and the building ones (shared by both kinds). */
const ADDRESS_PARTS = ['property_type', ...ADDRESS_COMPONENTS] as const;

/** Columns that compose a contact's `name` when no column gives it whole, in this order. */
export const IMPORT_NAME_PARTS = [
  'name_prefix',
  'first_name',
  'middle_name',
  'last_name',
  'name_suffix',
] as const;

/** Fields a row of a contacts import fills: the entity's (its name whole or in parts; a department
 * joins the notes), its emails and numbers with their type, and its addresses with their role. (The address's notes and pct_leased would collide with the
 * contact's, so a contacts import leaves them to the contact.) */
export const CONTACT_IMPORT_FIELDS = [
  'uuid',
  'name',
  ...IMPORT_NAME_PARTS,
  ...ENTITY_TEXT_FIELDS,
  'department',
  ...ENTITY_COUNT_FIELDS,
  ...ENTITY_AMOUNT_FIELDS,
  ...ENTITY_PERCENT_FIELDS,
  ...ENTITY_FLAG_FIELDS,
  'notes',
  // The contact's representative: a staff member's email (as the export writes it) or user id,
  // resolved by the import against the staff; `representative_id` itself is no import field.
  'representative',
  'email',
  'email_type',
  'phone_number',
  'phone_type',
  'address',
  ...ADDRESS_PARTS,
  'address_role',
] as const;

/** Fields a row of an addresses import fills: the address's own (the pipeline's derived ones,
 * confirmation levels and map data, are left to the pipeline). */
export const ADDRESS_IMPORT_FIELDS = [
  'address',
  ...ADDRESS_PARTS,
  'building_class',
  'rba',
  'pct_leased',
  'notes',
  // A space's fields (ADR 0040; its building is named through the API, never by a cell).
  'floor',
  'space_use',
  'space_status',
  'asking_rent_sqft_year',
  // The building's facts (issue 26).
  ...ADDRESS_FACT_FIELDS,
  'entity_ids',
] as const;

/** Fields a row of a comps import fills (issue 26): one comp a row, its address by text (and its
 * parts, as an addresses row gives them), its buyer, seller and tenant by name. `kind` may be left
 * out (a price makes a sale, a rent a lease); `price_per_sqft` only stands for the price when the
 * row gives none (price = price per sq ft × area). */
export const COMP_IMPORT_FIELDS = [
  'kind',
  'date_on',
  'address',
  ...ADDRESS_COMPONENTS,
  'property_type',
  'area_sqft',
  'price',
  'price_per_sqft',
  'cap_rate',
  'buyer',
  'seller',
  'rent_per_sqft',
  'term_months',
  'free_rent_months',
  'tenant',
  'source',
  'notes',
] as const;

/** Fields a row of a leases import fills (a rent roll): one lease a row, its building by text
 * (and its parts, as a comps row gives them), its units (one or several, "101, 102": the spaces of
 * that building the lease covers, created when missing), its tenant by name, and its rent in
 * whichever of three forms the file gives. A unit without tenant or dates is vacant: its space
 * alone. */
export const LEASE_IMPORT_FIELDS = [
  'address',
  ...ADDRESS_COMPONENTS.filter((c) => c !== 'subpremise'),
  'unit',
  'tenant',
  'start_on',
  'end_on',
  'area_sqft',
  'rent_per_sqft',
  'monthly_rent',
  'annual_rent',
  'deposit',
  'status',
  'notes',
] as const;

/** The roles a deals row names parties by, a column each (Buyer, Seller…): `other` only through
 * `parties`. */
export const DEAL_PARTY_FIELDS = DEAL_PARTY_ROLES.filter((r) => r !== 'other');

/** Fields a row of a deals import fills (issue 27): one deal a row, through the API's own create.
 * Its pipeline by name or deal type, its stage by name (the pipeline's first when none), its
 * property by text (and parts), its parties by name in a column per role or in `parties` (the
 * export's "buyer: Jane Doe; seller: Acme Inc."), its owner and splits by staff email. */
export const DEAL_IMPORT_FIELDS = [
  'name',
  'pipeline',
  'stage',
  'address',
  ...ADDRESS_COMPONENTS.filter((c) => c !== 'subpremise'),
  'value',
  'area_sqft',
  'rent_sqft_year',
  'term_months',
  'commission_pct',
  'commission_amount',
  'probability',
  'expected_close_on',
  ...DEAL_DATES,
  'closed_on',
  'owner',
  ...DEAL_PARTY_FIELDS,
  'parties',
  'splits',
  'lost_reason',
  'lost_note',
] as const;

export type ImportField =
  | (typeof DEAL_IMPORT_FIELDS)[number]
  | (typeof CONTACT_IMPORT_FIELDS)[number]
  | (typeof ADDRESS_IMPORT_FIELDS)[number]
  | (typeof COMP_IMPORT_FIELDS)[number]
  | (typeof LEASE_IMPORT_FIELDS)[number];
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  contacts: CONTACT_IMPORT_FIELDS,
  addresses: ADDRESS_IMPORT_FIELDS,
  comps: COMP_IMPORT_FIELDS,
  leases: LEASE_IMPORT_FIELDS,
  deals: DEAL_IMPORT_FIELDS,
};

/** Header words per field besides the field's own name (which always matches, underscores read as
 * spaces, so the English role-flag labels match too). Compared case-, accent-, space- and
 * punctuation-insensitively (`headerKey`). */
export const IMPORT_HEADER_WORDS: Partial<Record<ImportField, readonly string[]>> = {
  name: ['Name', 'Nom', 'Full name', 'Nom complet', 'Contact', 'Contact name', 'Nom du contact'],
  alt_name: ['Alternate name', 'Alt name', 'Autre nom', 'Other name'],
  nickname: ['Nickname', 'Surnom'],
  is_person: ['Is a person', 'Person', 'Personne', 'Est une personne'],
  job_title: ['Job title', 'Title', 'Titre', 'Poste', 'Titre du poste', 'Fonction'],
  company_name: [
    'Company',
    'Company name',
    'Société',
    'Entreprise',
    'Nom de l’entreprise',
    'Organization',
    'Organisation',
    'Employer',
    'Employeur',
  ],
  primary_practice: ['Primary practice', 'Pratique principale'],
  industry_type: ['Industry type', 'Industry', 'Secteur d’activité', 'Secteur', 'Industrie'],
  website: ['Website', 'Web site', 'Site Web', 'Site', 'URL', 'Web'],
  sunset: ['Sunset'],
  n_sales: ['Number of sales', 'Nombre de ventes', 'Sales'],
  n_sales_value: ['Sales value', 'Valeur des ventes'],
  total_square_foot: ['Total square feet', 'Superficie totale (pi²)', 'Superficie totale'],
  total_square_foot_available: [
    'Total square feet available',
    'Superficie totale disponible (pi²)',
    'Superficie totale disponible',
  ],
  total_units: ['Total units', 'Nombre total d’unités'],
  total_land_acres: ['Total land (acres)', 'Terrain total (acres)'],
  total_properties: ['Total properties', 'Nombre total de propriétés'],
  pct_vacant: ['Vacant (%)', 'Inoccupé (%)', 'Vacant', 'Inoccupé'],
  pct_leased: ['Leased (%)', 'Loué (%)', 'Taux de location (%)', 'Leased', 'Loué'],
  n_properties_owned: ['Properties owned', 'Propriétés détenues'],
  portfolio_square_foot: ['Portfolio square feet', 'Superficie du portefeuille (pi²)'],
  portfolio_units: ['Portfolio units', 'Unités du portefeuille'],
  revenue: ['Revenue', 'Revenus', 'Chiffre d’affaires'],
  n_employees: ['Employees', 'Employés', 'Number of employees', 'Nombre d’employés'],
  notes: ['Notes', 'Note', 'Comments', 'Commentaires', 'Remarques'],
  // Not "Owner" (the owner role flag's own name), nor HubSpot's "Contact owner", which holds the
  // owner's name, not an email. `representative_id` is read through the same staff check.
  representative: [
    'Representative',
    'Représentant',
    'Représentante',
    'Representative email',
    'Courriel du représentant',
    'representative_id',
  ],
  investor: ['Investisseur'],
  capital_investor: ['Investisseur en capital'],
  developer: ['Promoteur'],
  architect: ['Architecte'],
  owner: ['Propriétaire'],
  property_manager: ['Gestionnaire immobilier'],
  leasing_company: ['Société de location'],
  realtor: ['Courtier immobilier'],
  vendor: ['Fournisseur'],
  tenant: ['Locataire'],
  contractor: ['Entrepreneur'],
  private_equity: ['Capital-investissement'],
  government: ['Gouvernement'],
  religious: ['Organisme religieux'],
  bank: ['Banque'],
  insurance: ['Assurance'],
  pension_fund: ['Caisse de retraite'],
  medical: ['Médical'],
  educational: ['Éducation'],
  non_profit: ['Organisme sans but lucratif', 'OSBL', 'Nonprofit'],
  trust: ['Fiducie'],
  reit: ['FPI (REIT)', 'FPI'],
  reoc: ['SEOI (REOC)', 'SEOI'],
  user: ['Utilisateur'],
  private: ['Privé'],
  email: [
    'Emails',
    'Email',
    'E-mail',
    'Email address',
    'E-mail address',
    'Courriel',
    'Adresse courriel',
    'Mail',
  ],
  email_type: ['Email type', 'E-mail type', 'Type de courriel', 'Type courriel'],
  phone_number: [
    'Numbers',
    'Phone numbers',
    'Phone',
    'Phone number',
    'Tel',
    'Tél',
    'Telephone',
    'Téléphone',
    'Numéro de téléphone',
    'Mobile',
    'Cell',
    'Cellulaire',
    'Number',
    'Numéro',
  ],
  phone_type: ['Phone type', 'Number type', 'Type de téléphone', 'Type de numéro'],
  address: ['Address', 'Full address', 'Street address', 'Adresse', 'Adresse complète'],
  address_role: ['Address role', 'Role', 'Rôle', 'Rôle de l’adresse'],
  // A contact's id in this CRM (an export's first column): only its own name and label match, never
  // a bare "ID", which another CRM's file uses for ids of its own.
  uuid: ['Contact id', 'Identifiant du contact'],
  entity_ids: ['Linked contact ids', 'Identifiants des contacts liés'],
  property_type: ['Property Type', 'Type de propriété'],
  point_of_interest: ['Point of Interest', 'Point d’intérêt'],
  post_box: ['PO Box', 'Case postale'],
  subpremise: ['Unit', 'Unité', 'Suite', 'Apt', 'Appartement', 'Bureau'],
  street_number: ['Street Number', 'Numéro civique', 'Civic number'],
  route: ['Street', 'Rue'],
  locality: ['City', 'Ville', 'Locality', 'Localité', 'Town', 'Municipalité'],
  sublocality_level_1: ['Sublocality', 'Sous-localité'],
  neighborhood: ['Neighbourhood', 'Neighborhood', 'Quartier'],
  postal_town: ['Postal town', 'Ville postale'],
  administrative_area_level_3: ['Area (level 3)', 'Secteur (niveau 3)'],
  administrative_area_level_1: ['Province/State', 'Province', 'State', 'Province/État', 'État', 'Prov'],
  country: ['Country', 'Pays'],
  postal_code: ['Postal Code', 'Code postal', 'ZIP', 'ZIP code', 'Postcode'],
  postal_code_suffix: ['Postal Code Suffix', 'Suffixe du code postal', 'ZIP+4'],
  building_class: ['Building Class', 'Classe d’immeuble'],
  rba: ['Rentable Building Area (sq ft)', 'Superficie locative (pi²)', 'RBA'],
  year_built: ['Year built', 'Année de construction'],
  land_area_sqft: ['Land area (sq ft)', 'Land area', 'Superficie du terrain (pi²)', 'Superficie du terrain'],
  parking_spaces: ['Parking spaces', 'Parking', 'Places de stationnement', 'Stationnement'],
  zoning: ['Zoning', 'Zonage'],
  for_sale: ['For sale', 'À vendre'],
  asking_price: ['Asking price', 'Prix demandé'],
  sale_terms: ['Sale terms', 'Conditions de vente'],
  // A comp's own fields, by the portal's comp form (brokers' tools' names: import-headers.ts).
  kind: ['Kind', 'Comp type', 'Type de comparable', 'Sale or lease', 'Vente ou location'],
  date_on: ['Date'],
  area_sqft: ['Area (sq ft)', 'Superficie (pi²)', 'Area', 'Superficie'],
  price: ['Price', 'Prix'],
  price_per_sqft: ['Price per sq ft', 'Prix au pi²', '$/sq ft'],
  cap_rate: ['Cap rate (%)', 'Taux de capitalisation (%)', 'Cap rate', 'Taux de capitalisation'],
  buyer: ['Buyer', 'Acheteur'],
  seller: ['Seller', 'Vendeur'],
  rent_per_sqft: [
    'Rent per sq ft per year',
    'Loyer au pied carré par année',
    'Rent/sq ft/yr',
    'Rent',
    'Loyer',
  ],
  term_months: ['Term (months)', 'Durée (mois)', 'Term', 'Durée'],
  free_rent_months: ['Free rent (months)', 'Loyer gratuit (mois)', 'Free rent', 'Loyer gratuit'],
  source: ['Source'],
  // A lease's own fields, by the portal's lease form (rent rolls' names: import-headers.ts).
  unit: ['Unit', 'Units', 'Suite', 'Unité', 'Unités', 'Local', 'Locaux'],
  start_on: ['Start date', 'Date de début', 'Lease start', 'Début du bail'],
  end_on: ['End date', 'Date de fin', 'Lease end', 'Fin du bail'],
  monthly_rent: ['Monthly rent', 'Loyer mensuel'],
  annual_rent: ['Annual rent', 'Loyer annuel'],
  deposit: ['Security deposit', 'Dépôt de garantie', 'Deposit', 'Dépôt'],
  status: ['Status', 'Statut'],
};

/** A header or word as compared: accents, case, spacing and punctuation folded away. */
export const headerKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Role flags and user types, and an address's for_sale, read as yes/no columns. */
export const IMPORT_FLAG_FIELDS: readonly string[] = [...ENTITY_FLAG_FIELDS, 'for_sale'];

const mappingJson = z.string({ error: 'import.val.mapping' }).transform((text, ctx) => {
  try {
    const value: unknown = JSON.parse(text);
    const parsed = z.record(z.string(), z.string().nullable()).safeParse(value);
    if (parsed.success) return parsed.data;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'import.val.mapping' });
  return z.NEVER;
});

/** The multipart form of POST /imports besides its `file` (every field a text, as forms send). */
export const ImportForm = z.strictObject({
  kind: z.enum(IMPORT_KINDS, { error: 'import.val.kind' }),
  policy: z.enum(IMPORT_POLICIES, { error: 'import.val.policy' }).default('skip'),
  mapping: mappingJson.optional(),
  dry_run: z
    .enum(['true', 'false', '1', '0', ''], { error: 'val.boolean' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});
export type ImportForm = z.infer<typeof ImportForm>;
/** POST /imports as OpenAPI documents it: the form's fields and the file (read by the route itself). */
export const ImportUpload = ImportForm.extend({
  file: z.string().meta({ format: 'binary' }).describe('The CSV or XLSX file'),
});

export const ImportColumn = z.object({
  header: z.string(),
  field: z.string().nullable().describe('The field this column fills, or null when it is ignored'),
  type: z
    .string()
    .optional()
    .describe(
      "An email or phone column's link type, or an address column's role, from its header; a comps or leases date column's day order (MDY or DMY)",
    ),
  group: z
    .string()
    .optional()
    .describe(
      'Columns of one value or one address share a group (Google\'s "E-mail 1 - Type" and "- Value")',
    ),
  left_behind: z
    .number()
    .optional()
    .describe('Dry run, an ignored column: how many of its cells hold a value the import leaves behind'),
});

/** A cell the import leaves out of an imported contact, with the spec's message. */
export const ImportRefusedCell = z.object({
  row: z.number(),
  column: z.string().describe("The file's header"),
  value: z.string(),
  reason: z.string().describe('English message'),
  key: z.string().describe('Message key'),
});
export type ImportRefusedCell = z.infer<typeof ImportRefusedCell>;

const fieldMessages = z.record(z.string(), z.string());
const figure = z.number().nullish();
/** A comps row's comp as it would be saved: CompCreate's values, its buyer, seller and tenant by
 * the names the row gives (each found by name, or created as a company). */
export const ImportPreviewComp = z.object({
  kind: z.enum(COMP_KINDS),
  date_on: z.string(),
  area_sqft: z.number(),
  property_type: z.enum(PROPERTY_TYPES),
  price: figure,
  cap_rate: figure,
  rent_per_sqft: figure,
  term_months: figure,
  free_rent_months: figure,
  source: z.string().nullish(),
  notes: z.string().nullish(),
  buyer: z.string().optional(),
  seller: z.string().optional(),
  tenant: z.string().optional(),
});
export type ImportPreviewComp = z.infer<typeof ImportPreviewComp>;
/** A leases row's lease as it would be saved: LeaseCreate's values, its tenant by name and its
 * spaces by unit. A vacant unit has no tenant and no lease values: its space alone is saved. */
export const ImportPreviewLease = z.object({
  units: z.array(z.string()).describe('The units leased, spaces of the building; none: the building itself'),
  tenant: z.string().nullable().describe('Found by name, or created as a company; null for a vacant unit'),
  start_on: z.string().nullable(),
  end_on: z.string().nullable(),
  area_sqft: figure,
  base_rent: figure,
  rent_basis: z.enum(RENT_BASES).nullable(),
  deposit: figure,
  status: z.enum(LEASE_STATUSES).nullable(),
  notes: z.string().nullish(),
});
export type ImportPreviewLease = z.infer<typeof ImportPreviewLease>;
/** A deals row's deal as it would be saved: its pipeline and stage as found (null when the row
 * names none that exists: the row fails), its parties and owner as the row names them. */
export const ImportPreviewDeal = z.object({
  name: z.string(),
  pipeline: z.string().nullable(),
  stage: z.string().nullable(),
  value: figure,
  commission_pct: figure,
  commission_amount: figure,
  probability: figure,
  expected_close_on: z.string().nullish(),
  owner: z.string().nullable().describe('The staff email the row gives; null: the one importing'),
  parties: z.array(z.object({ role: z.enum(DEAL_PARTY_ROLES), name: z.string() })),
  lost_reason: z.string().nullish(),
});
export type ImportPreviewDeal = z.infer<typeof ImportPreviewDeal>;
export const ImportPreviewRow = z.object({
  row: z.number().describe('Row number in the file (the header is row 1)'),
  action: z.enum(['create', 'update', 'skip', 'fail']),
  entity: z.record(z.string(), z.unknown()).nullable(),
  address: z.record(z.string(), z.unknown()).nullable().describe('The first of `addresses`'),
  addresses: z.array(z.record(z.string(), z.unknown())),
  emails: z.array(z.object({ email: z.string(), type: z.string() })),
  numbers: z.array(z.object({ phone_number: z.string(), type: z.string(), notes: z.string().optional() })),
  errors: fieldMessages.describe('Field → English message of each value that fails the row'),
  error_keys: fieldMessages.describe('The same fields → message keys'),
  refused: z.array(ImportRefusedCell).describe('Cells left out of the imported contact'),
  comp: ImportPreviewComp.nullable().describe(
    'A comps row: the comp as it would be saved (`address` is its address)',
  ),
  lease: ImportPreviewLease.nullable().describe(
    'A leases row: the lease as it would be saved (`address` is its building)',
  ),
  deal: ImportPreviewDeal.nullable()
    .optional()
    .describe('A deals row: the deal as it would be saved (`address` is its property)'),
});
export type ImportPreviewRow = z.infer<typeof ImportPreviewRow>;

export const ImportTotals = z.object({
  create: z.number(),
  update: z.number(),
  skip: z.number(),
  fail: z.number(),
});
export type ImportTotals = z.infer<typeof ImportTotals>;

/** The records a comps or leases import creates besides its comps or leases: the addresses (a
 * leases import's buildings), spaces and contacts its rows name that none stored matches. */
export const ImportNewRecords = z.object({
  addresses: z.array(z.string()).describe("The first 100 new addresses' texts (a leases import: buildings)"),
  addresses_total: z.number(),
  spaces: z.array(z.string()).optional().describe("A leases import: the first 100 new spaces' texts"),
  spaces_total: z.number().optional(),
  contacts: z.array(z.string()).describe("The first 100 new contacts' names (created as companies)"),
  contacts_total: z.number(),
});
export type ImportNewRecords = z.infer<typeof ImportNewRecords>;

/** POST /imports with dry_run: what the import would do, writing nothing. */
export const ImportDryRun = z.object({
  columns: z.array(ImportColumn),
  preview: z.array(ImportPreviewRow).describe('The first 20 rows as they would be saved'),
  totals: ImportTotals,
  refused: z.array(ImportRefusedCell).describe('The first 500 cells left out of imported contacts'),
  refused_total: z.number().describe('How many cells the import leaves out of imported contacts'),
  new_records: ImportNewRecords.optional().describe(
    'A comps or leases import: the addresses, spaces and contacts the rows it would create or update need created',
  ),
});
export type ImportDryRun = z.infer<typeof ImportDryRun>;

export const ImportStarted = z.object({ id: z.string() });

/** GET /imports/{id}: a job's progress; `done` counts the rows of the batches committed. */
export const ImportJob = z.object({
  id: z.string(),
  kind: z.enum(IMPORT_KINDS),
  policy: z.enum(IMPORT_POLICIES),
  status: z.enum(IMPORT_STATUSES),
  total: z.number(),
  done: z.number(),
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  failed: z.number(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;
