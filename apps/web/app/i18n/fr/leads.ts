import type { leads as en } from '../en/leads';
import type { Messages } from '../types';

export const leads = {
  title: 'Salles de données',
  dealTitle: 'Salles de données des annonces de cette transaction',
  loading: 'Chargement des salles de données…',
  failed: 'Les salles de données n’ont pas pu être chargées.',
  retry: 'Réessayer',
  empty: 'Prospect d’aucune annonce.',
  listOf: 'Les annonces dont {{name}} est prospect',
  level: { agreement: 'Entente signée', approved: 'Approuvé' },
  levelOf: 'Niveau de {{name}} pour {{listing}}',
  status: { draft: 'Brouillon', published: 'Publiée', archived: 'Archivée' },
  accepted: 'A accepté l’entente le {{date}}',
  notAccepted: 'Donné par l’équipe, sans acceptation de l’entente',
  changed: 'Niveau fixé le {{date}}',
  thisRequest: 'L’annonce de cette demande',
  saving: 'Enregistrement…',
  emailed: 'Courriel envoyé au prospect',
  notEmailed:
    'Aucun courriel envoyé : le prospect n’a pas de courriel utilisable, ou l’envoi a échoué. Prévenez-le vous-même.',
  lowered: 'Niveau abaissé : le prospect n’en est pas informé.',
  linkFirst: 'Liez cette demande à un contact pour fixer son niveau pour l’annonce.',
} satisfies Messages<typeof en>;
