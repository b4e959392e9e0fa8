// The headers of the contact exports firms bring (issue 23), from each tool's documented layout:
// Google Contacts (old and current CSV; the vCard reader writes the current one), Outlook CSV,
// Thunderbird, LinkedIn connections, HubSpot, Salesforce, Twenty and EspoCRM, in English and French.
// A header names a field and, for emails, numbers and addresses, the link type or address role it
// stands for and the group of columns it belongs to ("E-mail 1 - Type" types "E-mail 1 - Value";
// "Home Street" and "Home City" are one address). Compared by `headerKey`.
import { headerKey } from './imports.js';

export interface ColumnMeaning {
  field: string;
  /** An email or phone column's link type (`Mobile Phone` → MOBILE), or an address column's role
   * (`Home Street` → HOME). */
  type?: string;
  /** Columns describing one value or one address share a group ("email1", "home"). */
  group?: string;
}

const m = (field: string, tag?: string, group?: string): ColumnMeaning => ({
  field,
  ...(tag ? { type: tag } : {}),
  ...(group ? { group } : {}),
});

/** Spellings → meaning, every tool together (a spelling means the same in each). */
const SPELLINGS: [readonly string[], ColumnMeaning][] = [
  // Names. A display name ("Name", "Display Name") wins over its parts.
  [['Display Name', 'Nom affiché', 'Nom d’affichage', 'Full Name', 'Nom complet'], m('name')],
  [['Name Prefix', 'Prefix', 'Salutation', 'Civilité', 'Préfixe', 'Titre de civilité'], m('name_prefix')],
  [['First Name', 'Given Name', 'Firstname', 'Name / First Name', 'Prénom', 'Prenom'], m('first_name')],
  [
    ['Middle Name', 'Additional Name', 'Deuxième prénom', 'Second prénom', 'Autres prénoms'],
    m('middle_name'),
  ],
  [['Last Name', 'Family Name', 'Surname', 'Lastname', 'Name / Last Name', 'Nom de famille'], m('last_name')],
  [['Name Suffix', 'Suffix', 'Suffixe'], m('name_suffix')],
  // The organisation.
  [['Organization Name', 'Organization 1 - Name', 'Account Name', 'Company Name'], m('company_name')],
  [['Job Title', 'Organization Title', 'Organization 1 - Title', 'Position', 'jobTitle'], m('job_title')],
  [
    ['Department', 'Organization Department', 'Organization 1 - Department', 'Service', 'Département'],
    m('department'),
  ],
  [['Web Page', 'Web Page 1', 'Website 1 - Value', 'Website URL', 'Site Web 1', 'Page Web'], m('website')],
  [['Description'], m('notes')],
  [['Company / Name'], m('company_name')],
  // Parts of an address given without a group (HubSpot, Twenty, LinkedIn's rare exports).
  [['Street Address', 'Address Line 1'], m('route')],
  [['Address Line 2'], m('subpremise')],
  [
    ['State/Region', 'State/Province', 'Region', 'Région', 'Province/État/Région'],
    m('administrative_area_level_1'),
  ],
  [['Zip/Postal Code', 'ZipCode', 'Zip Code'], m('postal_code')],
  [['Country/Region', 'Pays/Région'], m('country')],
  // Emails without a type of their own.
  [
    [
      'E-mail Address',
      'Email Address',
      'Primary Email',
      'Secondary Email',
      'Emails / Primary Email',
      'Emails / Additional Emails',
      'Adresse e-mail',
      'Adresse électronique',
      'Adresse de messagerie',
      'Adresse courriel',
    ],
    m('email'),
  ],
  [['Work Email', 'Business Email', 'Courriel professionnel', 'Courriel (bureau)'], m('email', 'WORK')],
  [['Home Email', 'Courriel personnel', 'Courriel (domicile)'], m('email', 'HOME')],
  [['Personal Email'], m('email', 'PERSONAL')],
  [['Other Email', 'Autre courriel'], m('email', 'OTHER')],
  // Numbers, typed by the header.
  [
    [
      'Primary Phone',
      'Phones / Primary Phone Number',
      'Phones / Additional Phones',
      'Phone Number',
      'Numéro de téléphone',
      'phones',
    ],
    m('phone_number'),
  ],
  [
    [
      'Mobile',
      'Mobile Phone',
      'Mobile Number',
      'Mobile Phone Number',
      'Cell',
      'Cell Phone',
      'Cellulaire',
      'Portable',
      'Téléphone mobile',
      'Tél. mobile',
      'Téléphone portable',
      'Téléphone cellulaire',
    ],
    m('phone_number', 'MOBILE'),
  ],
  [
    [
      'Business Phone',
      'Work Phone',
      'Company Main Phone',
      'Office Phone',
      'Téléphone professionnel',
      'Téléphone (bureau)',
      'Téléphone bureau',
      'Téléphone travail',
      'Tél. bureau',
    ],
    m('phone_number', 'WORK'),
  ],
  [['Home Phone', 'Téléphone domicile', 'Téléphone (domicile)', 'Tél. domicile'], m('phone_number', 'HOME')],
  [
    [
      'Fax',
      'Fax Number',
      'Business Fax',
      'Home Fax',
      'Other Fax',
      'Télécopie',
      'Télécopieur',
      'Télécopie (bureau)',
      'Télécopie (domicile)',
    ],
    m('phone_number', 'FAX'),
  ],
  [
    [
      'Pager',
      'Pager Number',
      'Other Phone',
      'Car Phone',
      'Assistant’s Phone',
      "Assistant's Phone",
      'Callback',
      'ISDN',
      'Radio Phone',
      'TTY/TDD Phone',
      'Telex',
      'Autre téléphone',
      'Radiomessagerie',
    ],
    m('phone_number', 'OTHER'),
  ],
];

/** Address groups: a header's prefix (English) or suffix (French, "Rue (bureau)") names the group
 * and its role. */
const ADDRESS_GROUPS: [readonly string[], string, string | undefined][] = [
  [['Business', 'Work', 'Office', 'Bureau', 'Travail', 'Professionnel', 'Professionnelle'], 'work', 'OFFICE'],
  [['Home', 'Domicile', 'Personnel', 'Personnelle'], 'home', 'HOME'],
  [['Other', 'Autre'], 'other', undefined],
  [['Mailing', 'Postal'], 'mailing', undefined],
  // EspoCRM's "Address Street", "Address City"…
  [['Address', 'Adresse'], '', undefined],
];

/** The parts of an address column group, after its prefix. */
const ADDRESS_PARTS: [readonly string[], string][] = [
  [['Street', 'Address', 'Street Address', 'Address 1', 'Street 1', 'Rue', 'Adresse'], 'route'],
  [['Street 2', 'Address 2', 'Adresse 2', 'Rue 2'], 'subpremise'],
  [['City', 'Ville'], 'locality'],
  [
    ['State', 'Region', 'Province', 'State/Province', 'State/Region', 'Province/État', 'État', 'Région'],
    'administrative_area_level_1',
  ],
  [
    [
      'Postal Code',
      'Zip',
      'ZipCode',
      'Zip Code',
      'Zip/Postal Code',
      'Postal Code/Zip',
      'Code postal',
      'Code Postal',
    ],
    'postal_code',
  ],
  [['Country', 'Country/Region', 'Pays', 'Pays/Région'], 'country'],
  [['PO Box', 'P.O. Box', 'Case postale', 'Boîte postale'], 'post_box'],
];

const table = new Map<string, ColumnMeaning>();
for (const [spellings, meaning] of SPELLINGS) for (const s of spellings) table.set(headerKey(s), meaning);
for (const [prefixes, group, role] of ADDRESS_GROUPS)
  for (const prefix of prefixes)
    for (const [parts, field] of ADDRESS_PARTS)
      for (const part of parts) {
        const meaning = m(field, role, group || 'address');
        // "Address Address" is no header; "Adresse" alone is the address's whole text.
        if (headerKey(prefix) === headerKey(part)) continue;
        for (const key of [headerKey(`${prefix} ${part}`), headerKey(`${part} (${prefix})`)])
          if (!table.has(key)) table.set(key, meaning);
      }

// Google's numbered groups: "E-mail 1 - Type", "Phone 2 - Value", "Address 1 - Postal Code",
// Outlook's "E-mail 2 Address", "Business Phone 2"; the French spellings Google writes alike.
const GOOGLE_ADDRESS_PARTS: Record<string, string> = {
  formatted: 'address',
  street: 'route',
  city: 'locality',
  pobox: 'post_box',
  region: 'administrative_area_level_1',
  postalcode: 'postal_code',
  country: 'country',
  extendedaddress: 'subpremise',
  neighborhood: 'neighborhood',
  type: 'address_role',
  label: 'address_role',
};
const NUMBERED: [RegExp, (n: string, part: string) => ColumnMeaning | null][] = [
  [
    /^(?:email|courriel)(\d+)(type|label|value|address)$/,
    (n, p) => m(p === 'type' || p === 'label' ? 'email_type' : 'email', undefined, `email${n}`),
  ],
  [
    /^(?:phone|telephone)(\d+)(type|label|value)$/,
    (n, p) => m(p === 'value' ? 'phone_number' : 'phone_type', undefined, `phone${n}`),
  ],
  [
    /^(?:address|adresse)(\d+)([a-z]+)$/,
    (n, p) => (GOOGLE_ADDRESS_PARTS[p] ? m(GOOGLE_ADDRESS_PARTS[p]!, undefined, `address${n}`) : null),
  ],
  [
    /^organization(\d+)(name|title|department)$/,
    (_n, p) => m(p === 'name' ? 'company_name' : p === 'title' ? 'job_title' : 'department'),
  ],
  [/^(?:website|webpage)(\d+)value$/, () => m('website')],
];

/** What a contacts file's header means by the tools' layouts, or undefined when none names it
 * (the field's own name and the portal's labels are then tried: `IMPORT_HEADER_WORDS`). */
export function contactHeaderMeaning(header: string): ColumnMeaning | undefined {
  const key = headerKey(header);
  const exact = table.get(key);
  if (exact) return exact;
  for (const [pattern, meaning] of NUMBERED) {
    const match = pattern.exec(key);
    if (match) return meaning(match[1]!, match[2]!) ?? undefined;
  }
  // A numbered repeat of a typed column: "Business Phone 2", "Home Phone 2", "E-mail 3 Address".
  const repeat = /^(.*\D)\d+$/.exec(key);
  const base = repeat ? table.get(repeat[1]!) : undefined;
  return base && (base.field === 'email' || base.field === 'phone_number') ? base : undefined;
}

const has = (keys: ReadonlySet<string>, ...spellings: string[]) =>
  spellings.some((s) => keys.has(headerKey(s)));

/** Meanings the whole header row decides. Outlook's `Title` is the name prefix (Mr., Mrs.) beside
 * its `Job Title`, its `Private` is Outlook's own and its `E-mail Type` says SMTP; a French `Nom`
 * beside a `Prénom` is the family name. `null` leaves the column out. */
export function contextualMeaning(
  header: string,
  /** The header row's keys (headerKey of each), read once for the whole row. */
  keys: ReadonlySet<string>,
): ColumnMeaning | null | undefined {
  const key = headerKey(header);
  const outlook = has(keys, 'E-mail Display Name', 'Business Street', 'Home Street', 'Business Phone');
  if ((key === 'title' || key === 'titre') && has(keys, 'Job Title', 'Fonction')) return m('name_prefix');
  if (outlook && (key === 'private' || key === 'prive' || /^email\d*type$/.test(key))) return null;
  if (key === 'nom' && has(keys, 'First Name', 'Prénom', 'Given Name')) return m('last_name');
  return undefined;
}

/** The headers of the comps brokers bring (issue 26): CoStar's, Altus' and RCA's sale and lease
 * comp exports as they name their columns, and their French spellings (Québec's "TGA" is the cap
 * rate). The portal's own labels are in `IMPORT_HEADER_WORDS`. */
const COMP_SPELLINGS: [readonly string[], string][] = [
  [['Comp Type', 'Deal Type', 'Transaction Type', 'Type de transaction', 'Sale/Lease'], 'kind'],
  [
    [
      'Sale Date',
      'Date Sold',
      'Sold Date',
      'Close Date',
      'Closing Date',
      'Deal Date',
      'Transaction Date',
      'Lease Sign Date',
      'Sign Date',
      'Signed Date',
      'Lease Date',
      'Date de vente',
      'Date de transaction',
      'Date de la transaction',
      'Date de signature',
      'Date du bail',
    ],
    'date_on',
  ],
  [['Property Address', 'Street Address', 'Address', 'Adresse de la propriété', 'Adresse'], 'address'],
  [['Property City', 'City', 'Municipality', 'Municipalité', 'Ville'], 'locality'],
  [['Property State', 'State', 'State/Prov', 'Province', 'Property Province'], 'administrative_area_level_1'],
  [['Property Zip', 'Property Zip Code', 'Zip', 'Zip Code', 'Postal Code', 'Code postal'], 'postal_code'],
  [
    [
      'Property Type',
      'Asset Type',
      'Property Use',
      'Type de propriété',
      'Type d’immeuble',
      "Type d'immeuble",
      'Type d’actif',
      'Catégorie',
    ],
    'property_type',
  ],
  [
    [
      'Building SF',
      'Bldg SF',
      'RBA',
      'GLA',
      'SF',
      'Sq Ft',
      'Square Feet',
      'Square Footage',
      'Size',
      'Size (SF)',
      'Building Size',
      'Building Size (SF)',
      'SF Leased',
      'Leased SF',
      'Area Leased',
      'Pi²',
      'Superficie du bâtiment',
      'Superficie louée',
      'Superficie locative',
    ],
    'area_sqft',
  ],
  [['Sale Price', 'Sale Price ($)', 'Price ($)', 'Total Price', 'Prix de vente', 'Prix ($)'], 'price'],
  [['Price/SF', 'Price Per SF', 'Price per Sq Ft', 'Prix/pi²', 'Prix par pi²'], 'price_per_sqft'],
  [
    ['Cap Rate', 'Actual Cap Rate', 'Cap Rate (%)', 'Taux de capitalisation', 'Taux cap', 'TGA', 'TGA (%)'],
    'cap_rate',
  ],
  [
    [
      'Buyer',
      'Buyer Name',
      'Buyer True Company',
      'True Buyer',
      'Recorded Buyer',
      'Purchaser',
      'Acheteur',
      'Acquéreur',
    ],
    'buyer',
  ],
  [
    [
      'Seller',
      'Seller Name',
      'Seller True Company',
      'True Seller',
      'Recorded Seller',
      'Vendor',
      'Vendeur',
      'Cédant',
    ],
    'seller',
  ],
  [['Tenant', 'Tenant Name', 'Lessee', 'Locataire', 'Nom du locataire', 'Preneur'], 'tenant'],
  [
    [
      'Rent/SF/Yr',
      'Rent/SF',
      'Rent per SF',
      'Rent ($/SF)',
      'Starting Rent',
      'Starting Rent/SF',
      'Base Rent',
      'Net Rent',
      'Face Rent',
      'Loyer ($/pi²)',
      'Loyer/pi²/an',
      'Loyer net',
      'Loyer de base',
    ],
    'rent_per_sqft',
  ],
  [
    ['Term (months)', 'Term', 'Lease Term', 'Term Months', 'Durée (mois)', 'Durée du bail', 'Durée'],
    'term_months',
  ],
  [
    [
      'Free Rent (months)',
      'Free Rent',
      'Free Months',
      'Months Free',
      'Loyer gratuit (mois)',
      'Mois gratuits',
      'Gratuité',
    ],
    'free_rent_months',
  ],
  [['Source', 'Data Source', 'Comp Source', 'Source des données', 'Provenance'], 'source'],
  [['Notes', 'Comments', 'Remarks', 'Sale Notes', 'Lease Notes', 'Commentaires', 'Remarques'], 'notes'],
];

const compTable = new Map<string, ColumnMeaning>();
for (const [spellings, field] of COMP_SPELLINGS)
  for (const s of spellings) if (!compTable.has(headerKey(s))) compTable.set(headerKey(s), m(field));

/** What a comps file's header means by the brokers' tools' layouts, or undefined. */
export const compHeaderMeaning = (header: string): ColumnMeaning | undefined =>
  compTable.get(headerKey(header));

/** The headers of the rent rolls brokers and landlords bring (issue 26): Yardi's, MRI's and Excel
 * rent rolls as they name their columns, and their French spellings. `null`: a rent whose period
 * the header does not say ("Rent", "Loyer" hold a month's rent in one file, a year's per sq ft in
 * another), left for the mapping to name rather than a rent a dozen times off. The portal's own
 * labels are in `IMPORT_HEADER_WORDS`. */
const LEASE_SPELLINGS: [readonly string[], string | null][] = [
  [
    [
      'Property Address',
      'Building Address',
      'Street Address',
      'Address',
      'Adresse',
      'Adresse de l’immeuble',
      "Adresse de l'immeuble",
      'Adresse de la propriété',
      'Adresse du bâtiment',
    ],
    'address',
  ],
  [['Property City', 'City', 'Municipality', 'Municipalité', 'Ville'], 'locality'],
  [['Property State', 'State', 'State/Prov', 'Province', 'Property Province'], 'administrative_area_level_1'],
  [['Property Zip', 'Zip', 'Zip Code', 'Postal Code', 'Code postal'], 'postal_code'],
  [
    [
      'Unit',
      'Units',
      'Unit(s)',
      'Unit No',
      'Unit Number',
      'Suite',
      'Suite/Unit',
      'Unit/Suite',
      'Space',
      'Unité',
      'Unités',
      'Local',
      'Locaux',
      'No de local',
      'Numéro de local',
      'Bureau',
    ],
    'unit',
  ],
  [
    ['Tenant', 'Tenant Name', 'Lessee', 'Occupant', 'Lease Name', 'Locataire', 'Nom du locataire', 'Preneur'],
    'tenant',
  ],
  [
    [
      'Lease Start',
      'Lease Start Date',
      'Start',
      'Start Date',
      'Lease From',
      'From',
      'Commencement',
      'Commencement Date',
      'Lease Commencement',
      'Début',
      'Début du bail',
      'Date de début',
      'Entrée en vigueur',
      'Date d’entrée en vigueur',
      "Date d'entrée en vigueur",
    ],
    'start_on',
  ],
  [
    [
      'Lease End',
      'Lease End Date',
      'End',
      'End Date',
      'Lease To',
      'To',
      'Expiration',
      'Expiration Date',
      'Lease Expiration',
      'Expiry',
      'Expiry Date',
      'Fin',
      'Fin du bail',
      'Date de fin',
      'Échéance',
      'Date d’échéance',
      "Date d'échéance",
    ],
    'end_on',
  ],
  [
    [
      'SF',
      'Sq Ft',
      'Square Feet',
      'RSF',
      'NRA',
      'GLA',
      'Area',
      'Area (SF)',
      'Unit SF',
      'Leased SF',
      'SF Leased',
      'Size',
      'Size (SF)',
      'Pi²',
      'Pi2',
      'Superficie',
      'Superficie (pi²)',
      'Superficie louée',
      'Superficie locative',
    ],
    'area_sqft',
  ],
  [
    [
      'Rent/SF',
      'Rent/SF/Yr',
      'Rent PSF',
      'Rent per SF',
      'Rent ($/SF)',
      'Annual Rent/SF',
      'Annual Rent PSF',
      'Annual Rent/Area',
      'Annual Rent per SF',
      'Base Rent/SF',
      'Base Rent PSF',
      '$/SF',
      'Loyer/pi²',
      'Loyer ($/pi²)',
      'Loyer au pi²',
      'Loyer/pi²/an',
      'Loyer annuel/pi²',
      'Loyer annuel au pi²',
    ],
    'rent_per_sqft',
  ],
  [
    [
      'Monthly Rent',
      'Monthly Base Rent',
      'Base Rent (Monthly)',
      'Rent/Month',
      'Rent per Month',
      'Monthly',
      'Loyer mensuel',
      'Loyer de base mensuel',
      'Loyer par mois',
      'Loyer/mois',
    ],
    'monthly_rent',
  ],
  [
    [
      'Annual Rent',
      'Annual Base Rent',
      'Base Rent (Annual)',
      'Yearly Rent',
      'Rent/Year',
      'Rent per Year',
      'Loyer annuel',
      'Loyer de base annuel',
      'Loyer par année',
      'Loyer/an',
    ],
    'annual_rent',
  ],
  [['Rent', 'Base Rent', 'Current Rent', 'Loyer', 'Loyer de base', 'Loyer actuel'], null],
  [
    [
      'Deposit',
      'Security Deposit',
      'Deposit Held',
      'Security Deposit Held',
      'Dépôt',
      'Dépôt de garantie',
      'Dépôt de sécurité',
    ],
    'deposit',
  ],
  [['Status', 'Lease Status', 'Statut', 'Statut du bail'], 'status'],
  [['Notes', 'Comments', 'Remarks', 'Lease Notes', 'Commentaires', 'Remarques'], 'notes'],
];

const leaseTable = new Map<string, ColumnMeaning | null>();
for (const [spellings, field] of LEASE_SPELLINGS)
  for (const s of spellings)
    if (!leaseTable.has(headerKey(s))) leaseTable.set(headerKey(s), field === null ? null : m(field));

/** What a rent roll's header means by the landlords' tools' layouts, null for a header left to the
 * mapping, or undefined. */
export const leaseHeaderMeaning = (header: string): ColumnMeaning | null | undefined =>
  leaseTable.get(headerKey(header));
