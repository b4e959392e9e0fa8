import type { ownership as en } from '../en/ownership';
import type { Messages } from '../types';

export const ownership = {
  title: 'Propriété',
  rentRoll: 'État locatif du portefeuille',
  depth: 'Profondeur',
  depthHint: 'Nombre de niveaux de propriété à suivre',
  loading: 'Suivi des liens de propriété…',
  err: { load: 'Impossible de charger la propriété. Réessayez.', retry: 'Réessayer' },
  truncated: 'Trop de chemins pour tous les montrer : seuls les premiers sont listés.',
  owners: {
    empty: 'Aucun propriétaire n’est enregistré pour cette adresse.',
    reached: 'Propriétaires ultimes',
    contacts: 'Contacts des propriétaires',
    beyond:
      'D’autres propriétaires se trouvent au-delà de la profondeur {{depth}} : choisissez une profondeur plus grande pour suivre chaque chemin jusqu’au bout.',
    diagram:
      'Diagramme de la propriété de {{name}} : {{records}} fiches sur {{tiers}} niveaux. La liste à côté donne les mêmes chemins, avec des liens.',
  },
  portfolio: {
    empty: 'Ce contact ne possède aucune propriété, ni directement ni par d’autres contacts.',
    reached: 'Propriétés contrôlées',
    contacts: 'Propriétés dont ce contact est le contact du propriétaire',
    beyond:
      'Il y a davantage au-delà de la profondeur {{depth}} : ce contact peut contrôler d’autres propriétés par les contacts qu’il détient. Choisissez une profondeur plus grande pour les suivre.',
    diagram:
      'Diagramme du portefeuille de {{name}} : {{records}} fiches sur {{tiers}} niveaux. La liste à côté donne les mêmes chemins, avec des liens.',
  },
  stopped: 'Chemins non suivis jusqu’au bout',
  end: {
    cycle:
      'Une boucle de propriété : {{name}} figure déjà sur ce chemin, qui n’est donc pas suivi plus loin.',
    depth:
      'Il y a davantage au-delà de la profondeur {{depth}} : choisissez une profondeur plus grande pour aller plus loin.',
  },
  loopEdge: '{{link}} (boucle)',
  pathDepth: 'Profondeur {{depth}} :',
  path: 'Chemin',
  ultimate: 'Propriétaire ultime',
  person: 'Personne',
  company: 'Société',
  unit: 'Unité {{unit}}',
  totals: {
    title: 'Totaux jusqu’à la profondeur {{depth}}',
    properties_one: '{{count}} propriété',
    properties_other: '{{count}} propriétés',
    units_one: '{{count}} unité',
    units_other: '{{count}} unités',
    area: '{{area}} pi²',
    withArea: '{{count}} sur {{total}} avec une superficie',
    noArea: 'Aucune superficie enregistrée',
    partial: 'Incomplet : le parcours s’est arrêté à sa limite avant d’atteindre toutes les propriétés.',
  },
} satisfies Messages<typeof en>;
