import type { imports as en } from '../en/imports';
import type { Messages } from '../types';

export const imports = {
  meta: { title: 'Importation' },
  title: 'Importer un tableur',
  intro:
    'Des contacts (avec leurs courriels, numéros de téléphone et adresses) ou des adresses, d’un fichier CSV ou Excel (XLSX) (les exportations de Google Contacts, Outlook, Thunderbird, LinkedIn, HubSpot, Salesforce, Twenty et EspoCRM sont lues telles quelles), ou des vCards (.vcf) d’un téléphone ou d’un carnet d’adresses. Rien n’est enregistré avant de lancer l’importation.',
  kind: { label: 'Le fichier contient', contacts: 'Des contacts', addresses: 'Des adresses' },
  policy: {
    label: 'Quand une fiche existe déjà',
    skip: 'Ignorer la ligne',
    fill: 'Remplir seulement les champs vides',
    overwrite: 'Remplacer',
  },
  file: {
    choose: 'Choisir un fichier',
    drop: 'ou déposer un fichier CSV, XLSX ou vCard (.vcf) ici',
    chosen: 'Fichier : {{name}}',
  },
  mapping: {
    title: 'Colonnes',
    column: 'Colonne',
    field: 'Champ',
    fieldOf: 'Champ de {{header}}',
    ignore: 'Ignorer cette colonne',
    leftBehind: 'Laissé de côté',
    values_one: '{{count}} valeur',
    values_other: '{{count}} valeurs',
    leftBehindNotice:
      'Les colonnes qu’aucun champ ne reçoit laissent leurs valeurs de côté : {{columns}}. Choisissez un champ pour importer une colonne.',
    leftBehindItem: '{{header}} ({{values}})',
  },
  preview: {
    title: 'Aperçu',
    checking: 'Vérification du fichier',
    row: 'Ligne',
    action: 'Action',
    values: 'Valeurs',
    errors: 'Erreurs',
    error: '{{field}} : {{message}}',
    refused: '{{column}} « {{value}} » : {{message}}',
    refusedTotal_one:
      '{{count}} cellule sera laissée hors des contacts importés ; le fichier des lignes refusées la liste avec sa raison.',
    refusedTotal_other:
      '{{count}} cellules seront laissées hors des contacts importés ; le fichier des lignes refusées les liste avec leur raison.',
    totals:
      'L’importation créerait {{create}}, mettrait à jour {{update}}, ignorerait {{skip}} et refuserait {{fail}} lignes.',
  },
  fields: {
    name_prefix: 'Préfixe du nom',
    first_name: 'Prénom',
    middle_name: 'Deuxième prénom',
    last_name: 'Nom de famille',
    name_suffix: 'Suffixe du nom',
    department: 'Service (ajouté aux notes)',
    representative: 'Représentant (courriel d’un membre du personnel)',
    email: 'Courriel',
    email_type: 'Type de courriel',
    phone_number: 'Numéro de téléphone',
    phone_type: 'Type de téléphone',
    address_role: 'Rôle de l’adresse',
    uuid: 'Identifiant du contact',
    entity_ids: 'Identifiants des contacts liés',
  },
  actions: { create: 'Créer', update: 'Mettre à jour', skip: 'Ignorer', fail: 'Refuser' },
  run: 'Lancer l’importation',
  progress: {
    title: 'Progression de l’importation',
    rows: '{{done}} lignes sur {{total}}',
    pace: '{{rate}} lignes par seconde · {{left}} s restantes',
    cancel: 'Annuler l’importation',
  },
  status: {
    queued: 'En attente',
    running: 'Importation en cours…',
    done: 'Importation terminée',
    failed: 'Importation échouée',
    canceled: 'Importation annulée',
    interrupted: 'Importation interrompue',
  },
  result: {
    counts: '{{created}} créées, {{updated}} mises à jour, {{skipped}} ignorées, {{failed}} refusées.',
    failedRows: 'Télécharger les lignes refusées',
    again: 'Importer un autre fichier',
    resume: 'Reprendre l’importation',
  },
} as const satisfies Messages<typeof en>;
