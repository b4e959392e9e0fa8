import type { matches as en } from '../en/matches';
import type { Messages } from '../types';

export const matches = {
  who: {
    title: 'Qui cherche ceci',
    loading: 'Recherche des besoins qui correspondent…',
    empty:
      'Aucun besoin d’un contact ne correspond à cet immeuble ni à ses locaux. Un immeuble est proposé tant qu’il est à vendre, un local tant qu’il est disponible ou vacant.',
    emptySpace:
      'Aucun besoin d’un contact ne correspond à ce local. Un local est proposé tant qu’il est disponible ou vacant, ou à vendre.',
    tableLabel: 'Les besoins qui correspondent, avec leurs contacts',
    col: { contact: 'Contact', requirement: 'Besoin', property: 'Propriété', why: 'Pourquoi' },
    thisBuilding: 'Cet immeuble',
    thisSpace: 'Ce local',
    space: 'Local {{unit}}',
    more: 'Plus',
  },
  fits: {
    title: 'Ce qui correspond',
    loading: 'Recherche de ce qui correspond…',
    noRequirements:
      'Aucun besoin pour l’instant : ce qui y correspond s’affichera ici dès que ce contact en aura un.',
    none: 'Rien de ce qui est proposé ne correspond encore à ce besoin.',
    fitsOf: 'Ce qui correspond : {{requirement}}',
    manyFits: 'D’autres correspondent aussi.',
    moreFits: 'Afficher plus de correspondances',
    more: 'Plus de besoins',
  },
  failed: 'Les correspondances n’ont pas pu être chargées.',
  retry: 'Réessayer',
  offer: { lease: 'à louer', sale: 'à vendre' },
  why: {
    size: '{{area}} pi² entre {{min}} et {{max}}',
    sizeFrom: '{{area}} pi², {{min}} ou plus',
    sizeTo: '{{area}} pi², jusqu’à {{max}}',
    sizeOnly: '{{area}} pi²',
    city: 'à {{city}}',
    rent: 'demande {{asked}}/pi²/an, sous le plafond de {{ceiling}}',
    rentOnly: 'demande {{asked}}/pi²/an',
    price: 'demande {{asked}}, sous {{ceiling}}',
    priceOnly: 'demande {{asked}}',
    any: 'toute propriété répond à ce besoin',
  },
} satisfies Messages<typeof en>;
