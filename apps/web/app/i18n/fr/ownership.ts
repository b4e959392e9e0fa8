import type { ownership as en } from '../en/ownership';
import type { Messages } from '../types';

export const ownership = {
  title: 'Propriété',
  depth: 'Profondeur',
  depthHint: 'Nombre de niveaux de propriété à suivre',
  loading: 'Suivi des liens de propriété…',
  err: { load: 'Impossible de charger la propriété. Réessayez.', retry: 'Réessayer' },
  truncated: 'Trop de chemins pour tous les montrer : seuls les premiers sont listés.',
  owners: {
    empty: 'Aucun propriétaire n’est enregistré pour cette adresse.',
    reached: 'Propriétaires ultimes',
    contacts: 'Contacts des propriétaires',
    diagram:
      'Diagramme de la propriété de {{name}} : {{records}} fiches sur {{tiers}} niveaux. La liste à côté donne les mêmes chemins, avec des liens.',
  },
  portfolio: {
    empty: 'Ce contact ne possède aucune propriété, ni directement ni par d’autres contacts.',
    reached: 'Propriétés contrôlées',
    contacts: 'Propriétés dont ce contact est le contact du propriétaire',
    diagram:
      'Diagramme du portefeuille de {{name}} : {{records}} fiches sur {{tiers}} niveaux. La liste à côté donne les mêmes chemins, avec des liens.',
  },
  stopped: 'Chemins non suivis jusqu’au bout',
  end: {
    cycle: 'S’arrête ici : cette fiche figure déjà sur le chemin (une boucle de propriété).',
    depth: 'S’arrête à la profondeur maximale : choisissez une profondeur plus grande pour aller plus loin.',
  },
  pathDepth: 'Profondeur {{depth}} :',
  path: 'Chemin',
  ultimate: 'Propriétaire ultime',
  person: 'Personne',
  company: 'Société',
  unit: 'Unité {{unit}}',
  totals: {
    title: 'Totaux',
    properties_one: '{{count}} propriété',
    properties_other: '{{count}} propriétés',
    units_one: '{{count}} unité',
    units_other: '{{count}} unités',
    area: '{{area}} pi²',
    withArea: '{{count}} sur {{total}} avec une superficie',
    noArea: 'Aucune superficie enregistrée',
  },
} satisfies Messages<typeof en>;
