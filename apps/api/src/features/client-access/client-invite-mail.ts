// The invitation mail (issue 29), in the contact's language: a link to set a password, valid seven
// days; Google sign-in with the same address works too, and two-factor is on the Security page.
import type { Mail } from '../mail/mailer.js';
import { INVITE_DAYS } from './client-invite-token.js';

const TEXT = {
  en: {
    subject: 'Your client portal at Sterling Crest',
    hello: (name: string) => `Hello ${name},`,
    intro:
      'Sterling Crest invites you to its client portal: your properties, their performance, our updates, your documents and your representative, in one place.',
    link: `Open this link within ${INVITE_DAYS} days to choose your password:`,
    google: (email: string) =>
      `You may also sign in with Google, with the same address (${email}), once your password is set.`,
    twoFactor:
      'To protect your account further, turn on two-factor sign-in from the Security page of your account.',
    end: 'If you did not expect this message, ignore it: nothing happens without the link.',
  },
  fr: {
    subject: 'Votre portail client chez Sterling Crest',
    hello: (name: string) => `Bonjour ${name},`,
    intro:
      'Sterling Crest vous invite à son portail client : vos immeubles, leur rendement, nos nouvelles, vos documents et votre représentant, au même endroit.',
    link: `Ouvrez ce lien dans les ${INVITE_DAYS} jours pour choisir votre mot de passe :`,
    google: (email: string) =>
      `Vous pourrez aussi vous connecter avec Google, avec la même adresse (${email}), une fois votre mot de passe choisi.`,
    twoFactor:
      'Pour mieux protéger votre compte, activez la connexion en deux étapes depuis la page Sécurité de votre compte.',
    end: 'Si vous n’attendiez pas ce message, ignorez-le : rien ne se passe sans le lien.',
  },
} as const;

export function clientInviteMail(
  to: string,
  name: string,
  lang: 'en' | 'fr',
  token: string,
  publicUrl: string,
): Mail {
  const x = TEXT[lang];
  const link = `${publicUrl}/portal/invite/${token}`;
  return {
    to,
    subject: x.subject,
    text: [x.hello(name), '', x.intro, '', x.link, link, '', x.google(to), '', x.twoFactor, '', x.end].join(
      '\n',
    ),
  };
}
