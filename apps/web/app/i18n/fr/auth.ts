import type { auth as en } from '../en/auth';
import type { Messages } from '../types';

export const auth = {
  meta: {
    login: 'Connexion',
    resetPassword: 'Choisir un nouveau mot de passe',
  },
  layout: {
    homeLink: 'Retour au site de {{company}}',
  },
  login: {
    title: 'Connexion',
    signUpTitle: 'Inscription',
    intro: 'Connectez-vous au portail du personnel.',
    signUpIntro: 'Créez un compte. Un administrateur accorde l’accès au portail.',
    email: 'Adresse courriel',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    rememberMe: 'Se souvenir de moi',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    submitLogin: 'Se connecter',
    submitSignUp: 'S’inscrire',
    toSignUp: 'Pas encore de compte? Inscrivez-vous',
    toLogin: 'Vous avez déjà un compte? Connectez-vous',
    forgot: 'Mot de passe oublié?',
    or: 'ou',
    google: 'Se connecter avec Google',
    passwordHint:
      'Au moins {{min}} caractères, dont une majuscule, une minuscule, un chiffre et l’un de {{specials}}',
  },
  dialog: {
    error: 'Erreur',
    success: 'Succès',
    close: 'Fermer',
  },
  reset: {
    title: 'Choisir un nouveau mot de passe',
    intro: 'Entrez deux fois votre nouveau mot de passe.',
    password: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    submit: 'Enregistrer le nouveau mot de passe',
    done: 'Votre mot de passe a été changé. Connectez-vous avec votre nouveau mot de passe.',
    toLogin: 'Aller à la connexion',
    newLink: 'Demandez un nouveau lien depuis la page de connexion (Mot de passe oublié?).',
  },
  account: {
    menu: 'Compte : {{email}}',
    signedInAs: 'Connecté en tant que',
    users: 'Utilisateurs',
    inbox: 'Boîte de réception',
    import: 'Importation',
    duplicates: 'Doublons',
    logout: 'Déconnexion',
    logoutFailed: 'La déconnexion a échoué. Vérifiez votre connexion et réessayez.',
  },
  err: {
    generic: 'Une erreur s’est produite. Réessayez.',
    network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  },
} as const satisfies Messages<typeof en>;
