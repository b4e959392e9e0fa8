import type { common as en } from '../en/common';
import type { Messages } from '../types';

export const common = {
  nav: {
    home: 'Accueil',
    about: 'À propos',
    owners: 'Propriétaires',
    investors: 'Investisseurs',
    industries: 'Secteurs',
    products: 'Produits',
    timeline: 'Historique',
    services: 'Services',
    contact: 'Nous joindre',
    admin: 'Portail administratif',
    newEntity: 'Nouveau client',
    newAddress: 'Nouvelle adresse',
    tenants: 'Locataires',
    listings: 'Annonces',
  },
  header: {
    homeLink: 'Page d’accueil de {{company}}',
    mainNav: 'Principale',
    menu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    login: 'Connexion',
    switchTo: 'English',
    switchToLabel: 'Read in English',
    skipToContent: 'Aller au contenu',
  },
  banner: {
    text: 'Nouvelle occasion d’investissement à Westmount : 426, avenue Sunset.',
    link: 'Découvrir',
  },
  footer: {
    tagline:
      'Gestion d’actifs immobiliers commerciaux pour les propriétaires et les investisseurs au Canada et aux États-Unis.',
    contact: 'Nous joindre',
    follow: 'Suivez-nous',
    email: 'Écrivez-nous à {{email}}',
    copyright: '© {{year}} {{company}}. Tous droits réservés.',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  notFound: {
    title: 'Page introuvable !',
    before: 'Cette page est introuvable. Pourquoi ne pas visiter notre page d’',
    link: 'accueil',
    after: ' ?',
  },
  failure: {
    title: 'Cette page n’a pas pu être affichée',
    notFound: 'Il n’y a pas de page à cette adresse.',
    network: 'Le serveur est injoignable. Vérifiez votre connexion, puis rechargez la page.',
    server: 'Le serveur a rencontré un problème. Recharger la page suffit le plus souvent.',
    unexpected: 'Un problème est survenu en affichant cette page. La recharger suffit le plus souvent.',
    reload: 'Recharger',
    backToSearch: 'Retour à la recherche',
    backHome: 'Retour à l’accueil',
  },
  scrollTop: 'Retour en haut',
  meta: {
    showcaseTitle: '426, avenue Sunset, Westmount | Occasion d’investissement',
    showcaseDescription:
      'Une maison en pierre grise des années 1920, rénovée, dans le haut de Westmount, à Montréal, proposée par {{company}} à des acheteurs et à des investisseurs qualifiés, sous réserve d’une entente de confidentialité.',
    showcaseGenericTitle: 'Occasion d’investissement | {{company}}',
    showcaseGenericDescription:
      'Une propriété proposée par {{company}} à des acheteurs et à des investisseurs qualifiés, sous réserve d’une entente de confidentialité.',
    homeTitle: '{{company}} | Gestion d’actifs immobiliers commerciaux',
    homeDescription:
      'Nous gérons l’immobilier commercial des propriétaires et des investisseurs : rendement suivi en temps réel, un représentant attitré joignable jour et nuit et une stratégie pour chaque sortie.',
    notFoundTitle: 'Page introuvable | {{company}}',
    listingsTitle: 'Annonces : propriétés à vendre et à louer | {{company}}',
    listingsDescription:
      'Les propriétés commerciales que {{company}} offre à vendre ou à louer : bureaux, commerces, bâtiments industriels et terrains.',
    listingTitle: '{{title}} | {{company}}',
    listingDescription: '{{title}} : {{kind}} à {{city}}, offert par {{company}}.',
    listingDescriptionNoCity: '{{title}} : {{kind}}, offert par {{company}}.',
  },
} as const satisfies Messages<typeof en>;
