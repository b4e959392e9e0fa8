import type { history as en } from '../en/history';
import type { Messages } from '../types';

export const history = {
  title: 'Historique',
  empty: 'Aucune modification enregistrée pour le moment.',
  more: 'Afficher les modifications plus anciennes',
  loading: 'Chargement de l’historique…',
  err: { load: 'Impossible de charger l’historique. Réessayez.', retry: 'Réessayer' },
  actor: {
    staff: 'un membre du personnel',
    apiKey: 'clé d’API {{name}}',
    import: 'importation {{id}}',
    contactForm: 'le formulaire de contact du site',
    showcaseForm: 'le formulaire de la vitrine du site',
  },
  byline: '{{when}} · {{who}}',
  action: {
    created: 'Création',
    imported: 'Importation',
    changed: 'Modification',
    merge_one: '{{count}} fiche fusionnée dans celle-ci',
    merge_other: '{{count}} fiches fusionnées dans celle-ci',
    merged: 'Fusionnée dans',
    mergedGone: 'Fusionnée dans un autre contact',
    linked: 'Liée à',
    retagged: 'Lien modifié avec',
    unlinked: 'Lien retiré avec',
    deleted: 'Suppression',
  },
  change: '{{field}} : {{old}} → {{new}}',
  empty_value: '(vide)',
  gone: 'une fiche supprimée depuis',
} satisfies Messages<typeof en>;
