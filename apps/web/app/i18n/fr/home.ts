import type { home as en } from '../en/home';
import type { Messages } from '../types';

// Québec French: typographic apostrophes (’) and a non-breaking space (\u00a0) before : ; ! ?
export const home = {
  hero: {
    title: 'L’immobilier commercial, géré en toute clarté',
    subtitle:
      'Nous gérons vos immeubles et vous communiquons chaque résultat en temps réel, pour que propriétaires et investisseurs décident en toute confiance.',
    about: 'À propos',
    contact: 'Nous joindre',
    scrollDown: 'Défiler jusqu’à la section À propos',
  },
  about: {
    title: 'À propos',
    r1: {
      title: 'Un gestionnaire d’actifs qui vous rend des comptes',
      text: 'Sterling Crest gère des immeubles commerciaux et industriels pour des propriétaires privés, des bureaux de gestion familiale et des groupes d’investisseurs. Depuis Montréal, notre équipe supervise la location, l’exploitation, les budgets et les projets d’immobilisation, et traite chaque immeuble comme s’il était le sien.',
      imageAlt: 'Des gestionnaires d’actifs examinent ensemble le tableau de bord de rendement d’un immeuble',
    },
    r2: {
      title: 'Des données utiles, une équipe joignable',
      text: 'Nos clients suivent en temps réel la perception des loyers, le taux d’occupation et les dépenses, et chacun a un représentant attitré joignable 24\u00a0h sur 24, 7\u00a0jours sur 7. Quand vos projets évoluent, qu’il s’agisse de refinancer, de repositionner ou de vendre, nous élaborons avec vous votre stratégie de sortie.',
      imageAlt: 'Une représentante au téléphone devant les gratte-ciel d’une ville',
    },
  },
  owners: {
    title: 'Pour les propriétaires',
    intro: 'Profitez des avantages de la propriété sans en porter la charge au quotidien.',
    imageAlt: 'Un immeuble commercial, les clés de son propriétaire et des documents de bail',
    r1: {
      title: 'Rendement suivi en temps réel',
      text: 'Suivez la perception des loyers, l’occupation et les coûts d’exploitation de chaque immeuble au fil des jours, et non seulement à la fin du trimestre.',
    },
    r2: {
      title: 'Votre représentant, 24\u00a0h sur 24, 7\u00a0jours sur 7',
      text: 'Un représentant attitré, qui connaît vos immeubles, répond à vos appels jour et nuit.',
    },
    r3: {
      title: 'Location et relations avec les locataires',
      text: 'Nous commercialisons les locaux vacants, négocions les baux et prenons soin des locataires pour qu’ils renouvellent.',
    },
    r4: {
      title: 'Exploitation et planification des immobilisations',
      text: 'Entretien, budgets et projets d’immobilisation planifiés des années à l’avance et soumis à des appels d’offres.',
    },
    r5: {
      title: 'Stratégies de sortie',
      text: 'Quand vient le moment de refinancer, de repositionner ou de vendre, nous planifions la sortie avec vous et choisissons le bon moment.',
    },
  },
  investors: {
    title: 'Pour les investisseurs',
    intro: 'Investissez dans l’immobilier commercial productif de revenus, en toute transparence.',
    imageAlt: 'Des graphiques illustrant la croissance d’un portefeuille immobilier',
    r1: {
      title: 'Rendement suivi en temps réel',
      text: 'Rendements, distributions et évaluations de chaque placement, mis à jour en continu.',
    },
    r2: {
      title: 'Un représentant joignable 24\u00a0h sur 24, 7\u00a0jours sur 7',
      text: 'Un représentant qui vous est attitré répond à vos questions sur un immeuble ou une distribution.',
    },
    r3: {
      title: 'Des occasions rigoureusement choisies',
      text: 'Chaque acquisition est inspectée, analysée et soumise à des tests de résistance avant de vous être proposée.',
    },
    r4: {
      title: 'Une information transparente',
      text: 'États financiers audités, feuillets fiscaux et tous les frais expliqués en termes clairs.',
    },
    r5: {
      title: 'Aide aux stratégies de sortie',
      text: 'Vendre votre participation, la réinvestir dans un nouvel immeuble ou la conserver pour son revenu\u00a0: nous planifions chaque sortie avec vous.',
    },
  },
  industries: {
    title: 'Secteurs',
    retail: {
      title: 'Commerce de détail',
      text: 'Centres commerciaux de quartier, commerces sur rue et basilaires commerciaux d’immeubles mixtes. Nous équilibrons la composition des locataires, gérons les aires communes et faisons croître l’achalandage comme les loyers.',
      imageAlt: 'Un panier d’épicerie devant une rangée de vitrines',
    },
    industrial: {
      title: 'Industriel',
      text: 'Entrepôts, centres de distribution et bâtiments de fabrication légère. Nous gardons en bon état les quais de chargement, les toitures et les systèmes des bâtiments, et des baux au diapason du marché.',
      imageAlt: 'Une usine et un entrepôt avec leurs quais de chargement',
    },
  },
  products: {
    title: 'Produits',
    intro: 'Trois nouveaux services destinés à nos clients sont en préparation.',
    comingSoon: 'Bientôt disponible',
    rentals: {
      title: 'Système d’annonces de location',
      subtitle:
        'Parcourez les locaux disponibles dans nos immeubles et présentez une demande de location en ligne.',
      imageAlt: 'Un plan d’étage où les locaux disponibles sont mis en évidence',
    },
    shares: {
      title: 'Achat et vente de parts',
      subtitle: 'Achetez et vendez des parts des immeubles que nous gérons, données de rendement à l’appui.',
      imageAlt: 'Des certificats de parts à côté d’un graphique en hausse',
    },
    management: {
      title: 'Gestion immobilière',
      subtitle: 'Locataires, bons de travail et budgets de vos immeubles, réunis au même endroit.',
      imageAlt: 'Le tableau de bord d’un gestionnaire immobilier sur une tablette',
    },
  },
  timeline: {
    title: 'Historique',
    e1: {
      date: '2012',
      title: 'Fondation à Montréal',
      text: 'Sterling Crest ouvre ses portes avec une promesse simple\u00a0: les propriétaires doivent toujours savoir comment se portent leurs immeubles.',
    },
    e2: {
      date: '2015',
      title: 'Premier portefeuille en gestion',
      text: 'Un propriétaire privé nous confie douze immeubles commerciaux et industriels sur l’île de Montréal.',
    },
    e3: {
      date: '2019',
      title: 'Expansion au Québec et en Ontario',
      text: 'De nouveaux mandats à Québec, à Gatineau et à Ottawa, puis dans la région du Grand Toronto.',
    },
    e4: {
      date: '2024',
      title: 'Lancement du portail des investisseurs',
      text: 'Propriétaires et investisseurs suivent en temps réel le rendement de leurs immeubles, sur tous leurs appareils.',
    },
  },
  services: {
    title: 'Services',
    p1: 'La liste complète de nos services sera bientôt en ligne. Elle décrira chaque volet de nos mandats\u00a0: location, exploitation des immeubles, information financière, projets d’immobilisation et accompagnement lors des transactions.',
    p2: 'D’ici là, notre équipe se fera un plaisir de vous expliquer comment nous pouvons vous aider avec votre immeuble ou votre portefeuille. Écrivez-nous au moyen du formulaire ci-dessous.',
  },
  contact: {
    title: 'Nous joindre',
    intro:
      'Parlez-nous de votre immeuble ou de vos objectifs de placement. Un membre de notre équipe vous répondra dans un délai d’un jour ouvrable.',
    channels: 'Autres façons de nous joindre',
    email: 'Courriel',
    social: 'Réseaux sociaux',
    website: 'Site Web',
    form: {
      title: 'Écrivez-nous',
      sender: 'Nom',
      email: 'Courriel',
      subject: 'Objet',
      body: 'Message',
      phone: 'Téléphone',
      role: 'Je suis',
      // "I am": unset until the visitor chooses (optional).
      roleNone: 'Choisir…',
      roles: {
        owner: 'Propriétaire',
        investor: 'Investisseur',
        tenant: 'Locataire',
        broker: 'Courtier',
        other: 'Autre',
      },
      honeypot: 'Site Web',
      send: 'Envoyer',
      sending: 'Envoi en cours…',
    },
  },
} as const satisfies Messages<typeof en>;
