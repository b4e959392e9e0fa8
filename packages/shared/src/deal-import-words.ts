// A deals import's words (issue 27): the headers of brokers' deal spreadsheets and CRM exports
// (Salesforce opportunities, HubSpot deals, a pipeline kept in Excel) in English and French, and the
// words a row names its pipeline (a deal type), its stage (a seeded stage) and its lost reason by.
// The French words are the portal's (apps/web/app/i18n/fr/deals.ts), copied here so the API never
// imports web code. Compared by `headerKey`.
import type { LostReason } from './deals.js';
import type { ColumnMeaning } from './import-headers.js';
import { headerKey } from './imports.js';
import type { DealType } from './pipelines.js';

const SPELLINGS: [readonly string[], string | null][] = [
  [
    [
      'Deal',
      'Deal name',
      'Name',
      'Opportunity',
      'Opportunity name',
      'Transaction',
      'Nom de la transaction',
      'Nom',
      'Dossier',
      'Nom du dossier',
    ],
    'name',
  ],
  [
    ['Pipeline', 'Type', 'Deal type', 'Transaction type', 'Type de transaction', 'Type de dossier'],
    'pipeline',
  ],
  [['Stage', 'Deal stage', 'Étape', 'Étape de la transaction', 'Phase', 'Status', 'Statut'], 'stage'],
  [
    [
      'Property',
      'Property address',
      'Address',
      'Building',
      'Propriété',
      'Adresse',
      'Adresse de la propriété',
      'Immeuble',
    ],
    'address',
  ],
  [['City', 'Property city', 'Ville'], 'locality'],
  [
    [
      'Value',
      'Deal value',
      'Amount',
      'Price',
      'Sale price',
      'Valeur',
      'Valeur de la transaction',
      'Montant',
      'Prix',
      'Prix de vente',
    ],
    'value',
  ],
  [['Area', 'Size', 'SF', 'Square feet', 'Superficie', 'Superficie (pi²)'], 'area_sqft'],
  [['Rent', 'Rent/SF/yr', 'Rent per sq ft', 'Loyer', 'Loyer au pi²'], 'rent_sqft_year'],
  [['Term', 'Term (months)', 'Durée', 'Durée (mois)'], 'term_months'],
  [['Commission rate', 'Fee rate', 'Taux de commission'], 'commission_pct'],
  // "Commission %" and "Commission $" fold to one key: the sign decides (dealHeaderMeaning).
  [
    ['Commission', 'Commission amount', 'Fee', 'Montant de la commission', 'Honoraires', 'Rétribution'],
    'commission_amount',
  ],
  [['Probability', 'Probabilité', 'Chance', 'Win probability'], 'probability'],
  [
    [
      'Expected close',
      'Expected close date',
      'Close date',
      'Est. close',
      'Clôture prévue',
      'Date de clôture prévue',
      'Conclusion prévue',
    ],
    'expected_close_on',
  ],
  [['LOI', 'LOI date', 'LOI signed', 'Lettre d’intention', 'Date de la LOI'], 'loi_on'],
  [['Signed', 'Signed date', 'Date signed', 'Signature', 'Date de signature', 'Signé le'], 'signed_on'],
  [
    [
      'DD expires',
      'DD expiration',
      'Due diligence expires',
      'Fin de la vérification diligente',
      'Échéance de la vérification diligente',
    ],
    'dd_expires_on',
  ],
  [
    ['Financing', 'Financing date', 'Financing deadline', 'Financement', 'Date de financement'],
    'financing_on',
  ],
  [['Closing', 'Closing date', 'Clôture', 'Date de clôture'], 'closing_on'],
  [['Closed', 'Closed on', 'Date closed', 'Conclue le', 'Date de conclusion'], 'closed_on'],
  [
    [
      'Owner',
      'Owner email',
      'Deal owner',
      'Broker',
      'Broker email',
      'Assigned to',
      'Courtier',
      'Courriel du courtier',
      'Responsable',
      'Courriel du responsable',
    ],
    'owner',
  ],
  [['Parties', 'Intervenants'], 'parties'],
  [['Buyer', 'Purchaser', 'Acheteur', 'Acquéreur'], 'buyer'],
  [['Seller', 'Vendor', 'Vendeur'], 'seller'],
  [['Tenant', 'Locataire', 'Preneur'], 'tenant'],
  [['Landlord', 'Lessor', 'Bailleur', 'Locateur', 'Propriétaire'], 'landlord'],
  [['Co-broker', 'Cooperating broker', 'Co-courtier', 'Courtier collaborateur'], 'co_broker'],
  [['Lender', 'Prêteur'], 'lender'],
  [['Attorney', 'Lawyer', 'Notary', 'Avocat', 'Notaire'], 'attorney'],
  [['Splits', 'Commission splits', 'Partage', 'Partage de commission'], 'splits'],
  [['Lost reason', 'Reason lost', 'Loss reason', 'Raison de la perte', 'Motif de perte'], 'lost_reason'],
  [['Lost note', 'Loss note', 'Note de perte', 'Précision sur la perte'], 'lost_note'],
  // A contact's own columns in a deals file: left to the mapping, never the deal's name.
  [['Contact', 'Contact name', 'Nom du contact'], null],
];

const table = new Map<string, ColumnMeaning | null>();
for (const [spellings, field] of SPELLINGS)
  for (const s of spellings)
    if (!table.has(headerKey(s))) table.set(headerKey(s), field === null ? null : { field });

/** What a deals file's header means, null for one left to the mapping, or undefined. A commission
 * header with a % is the rate, with a $ the amount ("Commission %", "Commission ($)"). */
export function dealHeaderMeaning(header: string): ColumnMeaning | null | undefined {
  const key = headerKey(header);
  if (/^(commission|fee|honoraires)/.test(key)) {
    if (header.includes('%')) return { field: 'commission_pct' };
    if (header.includes('$')) return { field: 'commission_amount' };
  }
  return table.get(key);
}

/** The words a row names a deal type by, besides its key: the seeded pipelines' names in English
 * and French, and brokers' short forms. */
export const DEAL_TYPE_WORDS: Record<DealType, readonly string[]> = {
  investment_sale: ['Investment sale', 'Vente d’immeuble de placement', 'Sale', 'Vente'],
  acquisition: ['Acquisition', 'Purchase', 'Buy side', 'Achat'],
  landlord_leasing: ['Landlord leasing', 'Location (mandat du propriétaire)', 'Leasing', 'Landlord rep'],
  tenant_representation: ['Tenant representation', 'Représentation de locataire', 'Tenant rep'],
  disposition: ['Disposition'],
};

/** The French names of the seeded stages, by key (the English ones are the stored names). */
export const DEAL_STAGE_WORDS: Record<string, readonly string[]> = {
  pursuit: ['Prospection'],
  listing_signed: ['Mandat signé'],
  marketing: ['Mise en marché'],
  offers: ['Offres'],
  under_contract: ['Sous promesse d’achat'],
  due_diligence: ['Vérification diligente'],
  representation_signed: ['Contrat de représentation signé'],
  search: ['Recherche'],
  offer: ['Offre'],
  proposals: ['Propositions'],
  lease_negotiation: ['Négociation du bail'],
  tours: ['Visites'],
  valuation: ['Évaluation'],
  closed_won: ['Conclue (gagnée)', 'Won', 'Gagnée', 'Conclue'],
  closed_lost: ['Lost', 'Perdue'],
};

/** A lost reason's words in English and French (the portal's), by reason. */
export const LOST_REASON_WORDS: Record<LostReason, readonly string[]> = {
  price: ['Price', 'Prix'],
  timing: ['Timing', 'Échéancier', 'Calendrier'],
  lost_to_competitor: ['Lost to competitor', 'Competitor', 'Concurrent', 'Perdue au profit d’un concurrent'],
  withdrawn: ['Withdrawn', 'Retirée', 'Retiré'],
  other: ['Other', 'Autre'],
};
