import type { property as en } from '../en/property';
import type { Messages } from '../types';

export const property = {
  facts: {
    yearBuilt: 'Année de construction',
    landArea: 'Superficie du terrain',
    sqft: '{{value}} pi²',
    parking: 'Places de stationnement',
    zoning: 'Zonage',
    sale: 'Vente',
    forSale: 'À vendre',
    forSaleAt: 'À vendre · {{price}}',
  },
  figures: {
    title: 'Chiffres annuels',
    add: 'Ajouter une année',
    loading: 'Chargement des chiffres…',
    empty:
      'Aucun chiffre pour l’instant : ajoutez le revenu net d’exploitation, les dépenses d’exploitation et les taxes d’une année.',
    tableLabel: 'Revenu net d’exploitation, dépenses d’exploitation et taxes par année',
    col: {
      year: 'Année',
      noi: 'RNE',
      opex: 'Dépenses d’exploitation',
      taxes: 'Taxes',
      actions: 'Actions',
    },
    series: { noi: 'RNE', opex: 'Dépenses d’exploitation', taxes: 'Taxes' },
    edit: 'Modifier',
    editLabel: 'Modifier les chiffres de {{year}}',
    delete: 'Supprimer',
    deleteLabel: 'Supprimer les chiffres de {{year}}',
    deleteTitle: 'Supprimer les chiffres de {{year}}?',
    deleteConfirm:
      'Le revenu net d’exploitation, les dépenses d’exploitation et les taxes de {{year}} seront supprimés. L’historique de l’adresse les conserve.',
    deleted: 'Chiffres supprimés',
    saved: 'Chiffres enregistrés',
    cancel: 'Annuler',
    save: 'Enregistrer',
    dialog: {
      add: 'Ajouter les chiffres d’une année',
      edit: 'Chiffres de {{year}}',
      year: 'Année',
      noi: 'Revenu net d’exploitation ($)',
      noiHelp: 'Négatif en cas de perte',
      opex: 'Dépenses d’exploitation ($)',
      taxes: 'Taxes ($)',
      taken: '{{year}} a déjà des chiffres : modifiez plutôt sa ligne.',
    },
  },
} satisfies Messages<typeof en>;
