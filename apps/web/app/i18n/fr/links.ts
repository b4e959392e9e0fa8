import type { links as en } from '../en/links';
import type { Messages } from '../types';

export const links = {
  meta: { title: 'Lier une fiche' },
  lists: {
    entity: 'Contacts liés',
    address: 'Adresses liées',
    email: 'Courriels liés',
    number: 'Numéros liés',
  },
  empty: {
    entity: 'Aucun contact lié.',
    address: 'Aucune adresse liée.',
    email: 'Aucun courriel lié.',
    number: 'Aucun numéro lié.',
  },
  add: {
    entity: 'Lier un contact',
    address: 'Lier une adresse',
    email: 'Lier un courriel',
    number: 'Lier un numéro de téléphone',
  },
  tag: { relationship: 'Relation', role: 'Rôle', type: 'Type' },
  relationship: {
    EMPLOYER_EMPLOYEE: { out: 'Employeur de', in: 'Employé de' },
    OWNER: { out: 'Propriétaire de', in: 'Détenu par' },
    'CO-OWNER': { both: 'Copropriétaire avec' },
    SPOUSE: { both: 'Conjoint de' },
  },
  row: {
    edit: 'Modifier le champ {{tag}} du lien avec {{name}}',
    remove: 'Retirer le lien avec {{name}}',
    tagOf: '{{tag}} pour {{name}}',
  },
  remove: {
    title: 'Retirer ce lien?',
    body: '{{name}} ne sera plus lié à {{owner}}. Aucune fiche n’est supprimée.',
    confirm: 'Retirer le lien',
  },
  picker: {
    title: {
      entity: 'Lier un contact à {{owner}}',
      address: 'Lier une adresse à {{owner}}',
      email: 'Lier un courriel à {{owner}}',
      number: 'Lier un numéro de téléphone à {{owner}}',
    },
    field: {
      entity: 'Nom du contact',
      address: 'Adresse',
      email: 'Adresse courriel',
      number: 'Numéro de téléphone',
    },
    hint: {
      entity: 'Tapez pour chercher un contact ou pour nommer un nouveau contact.',
      address:
        'Tapez pour chercher une adresse. Une nouvelle adresse se crée depuis la page Nouvelle adresse.',
      email: 'Tapez pour chercher un courriel ou pour en saisir un nouveau.',
      number: 'Tapez pour chercher un numéro ou pour en saisir un nouveau.',
    },
    choices: 'Fiche à lier',
    searching: 'Recherche…',
    noResults: 'Aucun résultat trouvé',
    typeToSearch: 'Tapez ci-dessus pour voir les fiches correspondantes.',
    alreadyLinked: 'déjà lié',
    createNew: {
      entity: 'Nouveau contact : {{value}}',
      email: 'Nouveau courriel : {{value}}',
      number: 'Nouveau numéro : {{value}}',
    },
    exists: {
      email: 'Ce courriel existe déjà. Liez celui qui existe plutôt que de créer un doublon.',
      number: 'Ce numéro existe déjà. Liez celui qui existe plutôt que de créer un doublon.',
    },
    useExisting: 'Lier celui qui existe',
    chooseRecord: 'Choisissez une fiche dans la liste, ou la nouvelle.',
    chooseTag: {
      relationship: 'Choisissez une relation',
      role: 'Choisissez un rôle',
      type: 'Choisissez un type',
    },
    newIs: 'Le nouveau contact est',
    person: 'Une personne',
    company: 'Une entreprise',
    choosePerson: 'Indiquez si le nouveau contact est une personne ou une entreprise.',
    placeholder: 'Choisir…',
    sentence: '{{owner}} : {{relation}} {{other}}',
    save: 'Lier',
  },
  done: {
    linked: 'Lien enregistré',
    updated: 'Lien modifié',
    removed: 'Lien retiré',
  },
  err: {
    save: 'Le lien n’a pas pu être enregistré. Rien n’est perdu; réessayez.',
    update: 'Le lien n’a pas pu être modifié; il est resté tel quel. Réessayez.',
    remove: 'Le lien n’a pas pu être retiré. Réessayez.',
    search: 'La recherche n’a pas pu être lancée. Réessayez.',
    network: 'Le serveur est injoignable. Réessayez.',
    stale: 'Quelqu’un d’autre a modifié cette fiche entre-temps. Elle est affichée telle quelle; réessayez.',
  },
} satisfies Messages<typeof en>;
