import { en } from '../locales/en.js';
import { fr } from '../locales/fr.js';

/**
 * Identity's page 'Se connecter avec mon école' (issue 25 §5, the spec's 'connexion par domaine'): the school
 * address, then the school's own identity provider. The failure is the spec's toast. French and English.
 */
export const domainSignInPageStrings = {
  fr: {
    link: 'Se connecter avec mon école',
    title: 'Se connecter avec mon école',
    intro:
      'Saisissez votre adresse courriel de l’école : vous continuerez sur la page de connexion de votre école (Google Workspace, Microsoft ou autre).',
    email: 'Courriel de l’école',
    submit: 'Continuer',
    redirecting: 'Vous continuez sur la page de connexion de votre école…',
    back: 'Se connecter avec un mot de passe',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    failed: fr.errors.domainLogin,
  },
  en: {
    link: 'Sign in with my school',
    title: 'Sign in with my school',
    intro:
      'Enter your school e-mail address: you will continue on your school’s sign-in page (Google Workspace, Microsoft or other).',
    email: 'School e-mail',
    submit: 'Continue',
    redirecting: 'You are continuing on your school’s sign-in page…',
    back: 'Sign in with a password',
    emailInvalid: 'Please enter a valid e-mail address.',
    failed: en.errors.domainLogin,
  },
} as const;

export type DomainSignInPageLanguage = keyof typeof domainSignInPageStrings;
