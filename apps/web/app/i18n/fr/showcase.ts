import type { showcase as en } from '../en/showcase';
import type { Messages } from '../types';

const NBSP = '\u00a0';

export const showcase = {
  page: {
    eyebrow: 'Occasion d’investissement',
    loading: 'Chargement de la propriété…',
  },
  bar: {
    label: 'Propriété',
    sections: 'Sections',
    email: 'Écrire à {{email}}',
    phone: 'Appeler le {{phone}}',
  },
  nda: {
    title: 'Entente de confidentialité',
    intro:
      'Avant de consulter cette propriété, veuillez lire et accepter la présente entente. Elle protège le propriétaire et l’information que {{company}} s’apprête à vous communiquer.',
    textLabel: 'Texte de l’entente',
    terms: {
      confidential: {
        title: 'Information confidentielle.',
        body: 'Tout ce qui est présenté sur cette page ou qui vous sera transmis par la suite (photos, plans, données financières, ventes comparables, dossier des travaux) est confidentiel et vous est fourni par {{company}} au nom du propriétaire.',
      },
      purpose: {
        title: 'Usage.',
        body: 'Vous utiliserez cette information uniquement pour évaluer un éventuel achat de la propriété ou un investissement dans celle-ci.',
      },
      disclosure: {
        title: 'Non-divulgation.',
        body: 'Vous ne la copierez, ne la publierez ni ne la communiquerez, sauf à vos propres conseillers (avocat, comptable, prêteur) qui en ont besoin pour cette évaluation et qui sont tenus aux mêmes obligations.',
      },
      contact: {
        title: 'Aucun contact direct.',
        body: 'Vous ne communiquerez pas avec le propriétaire, les occupants ou les voisins et ne visiterez pas la propriété sans un rendez-vous fixé par {{company}}.',
      },
      record: {
        title: 'Preuve d’acceptation.',
        body: '{{company}} conserve une trace de votre acceptation (les renseignements ci-dessous, la date et l’heure, votre adresse IP et votre navigateur) et peut communiquer avec vous au sujet de cette propriété. Ces obligations s’appliquent qu’une transaction ait lieu ou non.',
      },
    },
    version: `Version de l’entente${NBSP}: {{version}}`,
  },
  form: {
    type: 'Type',
    typePlaceholder: 'Choisissez un type…',
    name: 'Nom',
    company: 'Entreprise (facultatif)',
    email: 'Courriel',
    emailType: 'Type de courriel',
    number: 'Numéro de téléphone',
    numberType: 'Type de numéro',
    contactHint: 'Indiquez un courriel, un numéro de téléphone ou les deux.',
    agree: 'J’accepte les conditions de l’entente de confidentialité',
    honeypot: 'Laissez ce champ vide',
    submit: 'Accepter et voir la propriété',
    sending: 'Envoi en cours…',
    failed: 'Votre acceptation n’a pas pu être enregistrée. Vérifiez votre connexion et réessayez.',
    types: {
      Agent: 'Agent immobilier',
      Buyer: 'Acheteur',
      Corporation: 'Société',
      Investor: 'Investisseur',
      'Property Manager': 'Gestionnaire immobilier',
      Other: 'Autre',
    },
    emailTypes: { Personal: 'Personnel', Work: 'Travail', Other: 'Autre' },
    numberTypes: { Mobile: 'Cellulaire', Home: 'Domicile', Office: 'Bureau', Other: 'Autre' },
  },
} as const satisfies Messages<typeof en>;
