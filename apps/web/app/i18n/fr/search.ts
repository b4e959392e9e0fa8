import type { search as en } from '../en/search';
import type { Messages } from '../types';

export const search = {
  meta: { title: 'Recherche' },
  title: 'Recherche',
  newContact: 'Nouveau contact',
  newAddress: 'Nouvelle adresse',
  counts: {
    label: 'Fiches dans le CRM',
    unknown: 'Non disponible',
  },
  tabsLabel: 'Quoi chercher',
  tabs: { addresses: 'Adresses', contacts: 'Contacts', emails: 'Courriels', numbers: 'Numéros' },
  filtersLabel: 'Filtres',
  fields: {
    address: 'Adresse',
    city: 'Ville',
    postal_code: 'Code postal',
    country: 'Pays',
    name: 'Nom',
    email: 'Courriel',
    domain: 'Domaine',
    phone_number: 'Numéro',
    min_entities: 'Contacts min.',
    min_addresses: 'Adresses min.',
    min_emails: 'Courriels min.',
    min_numbers: 'Numéros min.',
  },
  prompt: {
    addresses: 'Tapez une adresse, une ville, un code postal ou un pays pour chercher.',
    contacts: 'Tapez un nom pour chercher.',
    emails: 'Tapez un courriel ou un domaine pour chercher.',
    numbers: 'Tapez un numéro pour chercher.',
  },
  results: 'Résultats',
  linked: {
    min_entities: 'Contacts : {{count}}',
    min_addresses: 'Adresses : {{count}}',
    min_emails: 'Courriels : {{count}}',
    min_numbers: 'Numéros : {{count}}',
  },
  status: {
    searching: 'Recherche en cours…',
    range: 'Résultats {{from}} à {{to}}',
    none: 'Aucun résultat',
  },
  empty: {
    title: 'Aucun résultat trouvé',
    hint: 'Essayez de modifier vos critères de recherche',
    hintCreate: 'Essayez de modifier vos critères de recherche ou créez une nouvelle fiche',
  },
  pager: { label: 'Pages de résultats', previous: 'Précédent', next: 'Suivant' },
  clear: 'Effacer les filtres',
  export: {
    label: 'Exporter tous les résultats',
    csv: 'Exporter en CSV',
    xlsx: 'Exporter en XLSX',
    vcf: 'Exporter en vCard',
  },
} satisfies Messages<typeof en>;
