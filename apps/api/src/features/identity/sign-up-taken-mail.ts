// The mail the owner of an address gets when someone signs up with it (issue 29): sign-up answers
// alike for new and known addresses (ADR 0049), so the person who holds the account is told here.
// Accounts have no language of their own: the mail is in English and French.
import type { Mail } from '../mail/mailer.js';

export function signUpTakenMail(to: string, publicUrl: string): Mail {
  const login = `${publicUrl}/login`;
  return {
    to,
    subject: 'Sign-up attempt with your address / Tentative d’inscription avec votre adresse',
    text: [
      `Someone tried to create an account on the Sterling Crest portal with your address (${to}),`,
      'which already has one. No new account was created and nothing was changed.',
      '',
      'If it was you: sign in with your password, or choose a new one with "Forgot password?" on',
      'the sign-in page:',
      login,
      '',
      'If it was not you, you can ignore this message.',
      '',
      '---',
      '',
      `Quelqu’un a tenté de créer un compte sur le portail Sterling Crest avec votre adresse (${to}),`,
      'qui en a déjà un. Aucun compte n’a été créé et rien n’a été modifié.',
      '',
      'Si c’était vous : connectez-vous avec votre mot de passe, ou choisissez-en un nouveau avec',
      '« Mot de passe oublié? » sur la page de connexion :',
      login,
      '',
      'Si ce n’était pas vous, vous pouvez ignorer ce message.',
    ].join('\n'),
  };
}
