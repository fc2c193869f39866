import { sayDuration } from '../durations.js';

/**
 * The mails identity sends, French and English: a subject, paragraphs and at most one link (the action).
 * Identity renders each as plain text and simple HTML in the recipient's language.
 */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** After the link: how long it works, what to do if the mail was not expected. */
  footer: string[];
}

export type MailLanguage = 'fr' | 'en';

const roleNames = {
  fr: { admin: 'administrateur', teacher: 'enseignant', student: 'élève' },
  en: { admin: 'administrator', teacher: 'teacher', student: 'student' },
} as const;

type Role = keyof (typeof roleNames)['fr'];

const hours = (lang: MailLanguage, n: number) => sayDuration('hours', n, lang);
const days = (lang: MailLanguage, n: number) => sayDuration('days', n, lang);

export const mailTexts = {
  verifyEmail: (
    lang: MailLanguage,
    p: { firstName: string; url: string; validHours: number },
  ): MailContent =>
    lang === 'fr'
      ? {
          subject: 'Confirmez votre adresse e-mail',
          paragraphs: [
            `Bonjour ${p.firstName},`,
            'Confirmez votre adresse e-mail pour terminer la création de votre compte Crescendo.',
          ],
          action: { label: 'Confirmer mon adresse', url: p.url },
          footer: [
            `Ce lien est valable ${hours(lang, p.validHours)} et ne sert qu’une fois.`,
            'Si vous n’avez pas créé de compte, ignorez ce courriel.',
          ],
        }
      : {
          subject: 'Confirm your e-mail address',
          paragraphs: [
            `Hello ${p.firstName},`,
            'Confirm your e-mail address to finish creating your Crescendo account.',
          ],
          action: { label: 'Confirm my address', url: p.url },
          footer: [
            `This link works for ${hours(lang, p.validHours)}, once.`,
            'If you did not create an account, ignore this e-mail.',
          ],
        },

  signupAttempt: (lang: MailLanguage, p: { firstName: string; loginUrl: string }): MailContent =>
    lang === 'fr'
      ? {
          subject: 'Tentative d’inscription avec votre adresse',
          paragraphs: [
            `Bonjour ${p.firstName},`,
            'Quelqu’un a essayé de créer un compte Crescendo avec votre adresse e-mail, qui a déjà un compte. Aucun compte n’a été créé.',
            'Si c’était vous, connectez-vous ; en cas d’oubli, choisissez « Mot de passe oublié ? » sur la page de connexion.',
          ],
          action: { label: 'Se connecter', url: p.loginUrl },
          footer: ['Si ce n’était pas vous, vous n’avez rien à faire : votre compte n’a pas changé.'],
        }
      : {
          subject: 'Sign-up attempt with your address',
          paragraphs: [
            `Hello ${p.firstName},`,
            'Someone tried to create a Crescendo account with your e-mail address, which already has one. No account was created.',
            'If it was you, sign in; if you forgot your password, choose “Forgot your password?” on the sign-in page.',
          ],
          action: { label: 'Sign in', url: p.loginUrl },
          footer: ['If it was not you, there is nothing to do: your account has not changed.'],
        },

  invitation: (
    lang: MailLanguage,
    p: { organization: string; role: Role; url: string; validDays: number },
  ): MailContent =>
    lang === 'fr'
      ? {
          subject: `Invitation à rejoindre ${p.organization} sur Crescendo`,
          paragraphs: [
            `Vous êtes invité(e) à rejoindre ${p.organization} sur Crescendo en tant que ${roleNames.fr[p.role]}.`,
            'Ouvrez le lien, puis connectez-vous ou créez votre compte avec cette adresse e-mail.',
          ],
          action: { label: 'Accepter l’invitation', url: p.url },
          footer: [
            `Ce lien est valable ${days(lang, p.validDays)} et ne sert qu’une fois.`,
            'Si vous ne vous attendiez pas à cette invitation, ignorez ce courriel.',
          ],
        }
      : {
          subject: `Invitation to join ${p.organization} on Crescendo`,
          paragraphs: [
            `You are invited to join ${p.organization} on Crescendo as ${roleNames.en[p.role]}.`,
            'Open the link, then sign in or create your account with this e-mail address.',
          ],
          action: { label: 'Accept the invitation', url: p.url },
          footer: [
            `This link works for ${days(lang, p.validDays)}, once.`,
            'If you did not expect this invitation, ignore this e-mail.',
          ],
        },

  confirmEmailChange: (
    lang: MailLanguage,
    p: { firstName: string; url: string; validHours: number },
  ): MailContent =>
    lang === 'fr'
      ? {
          subject: 'Confirmez votre nouvelle adresse e-mail',
          paragraphs: [
            `Bonjour ${p.firstName},`,
            'Vous avez demandé que cette adresse devienne celle de votre compte Crescendo. Elle le deviendra quand vous l’aurez confirmée.',
          ],
          action: { label: 'Confirmer cette adresse', url: p.url },
          footer: [
            `Ce lien est valable ${hours(lang, p.validHours)} et ne sert qu’une fois.`,
            'Si vous n’avez rien demandé, ignorez ce courriel.',
          ],
        }
      : {
          subject: 'Confirm your new e-mail address',
          paragraphs: [
            `Hello ${p.firstName},`,
            'You asked for this address to become your Crescendo account’s. It will once you confirm it.',
          ],
          action: { label: 'Confirm this address', url: p.url },
          footer: [
            `This link works for ${hours(lang, p.validHours)}, once.`,
            'If you asked nothing, ignore this e-mail.',
          ],
        },

  emailChangeRequested: (lang: MailLanguage, p: { firstName: string; newEmail: string }): MailContent =>
    lang === 'fr'
      ? {
          subject: 'Changement d’adresse e-mail demandé',
          paragraphs: [
            `Bonjour ${p.firstName},`,
            `Un changement de l’adresse e-mail de votre compte Crescendo vers ${p.newEmail} a été demandé. Votre adresse actuelle reste en place tant que la nouvelle n’est pas confirmée.`,
          ],
          footer: [
            'Si ce n’était pas vous, changez votre mot de passe et ne confirmez rien : l’adresse ne changera pas.',
          ],
        }
      : {
          subject: 'E-mail address change requested',
          paragraphs: [
            `Hello ${p.firstName},`,
            `A change of your Crescendo account’s e-mail address to ${p.newEmail} was requested. Your current address stays until the new one is confirmed.`,
          ],
          footer: [
            'If it was not you, change your password and confirm nothing: the address will not change.',
          ],
        },

  addressInUse: (lang: MailLanguage, p: { firstName: string }): MailContent =>
    lang === 'fr'
      ? {
          subject: 'Tentative d’utilisation de votre adresse',
          paragraphs: [
            `Bonjour ${p.firstName},`,
            'Quelqu’un a demandé à utiliser votre adresse e-mail pour un autre compte Crescendo. Elle est déjà celle de votre compte : rien n’a changé.',
          ],
          footer: ['Vous n’avez rien à faire.'],
        }
      : {
          subject: 'Attempt to use your address',
          paragraphs: [
            `Hello ${p.firstName},`,
            'Someone asked to use your e-mail address for another Crescendo account. It already belongs to your account: nothing changed.',
          ],
          footer: ['There is nothing to do.'],
        },

  passwordReset: (
    lang: MailLanguage,
    p: { firstName: string; url: string; validMinutes: number },
  ): MailContent =>
    lang === 'fr'
      ? {
          subject: 'Réinitialisation de votre mot de passe',
          paragraphs: [
            `Bonjour ${p.firstName},`,
            'Une réinitialisation du mot de passe de votre compte Crescendo a été demandée. Choisissez un nouveau mot de passe avec ce lien.',
          ],
          action: { label: 'Choisir un nouveau mot de passe', url: p.url },
          footer: [
            `Ce lien est valable ${p.validMinutes} minutes et ne sert qu’une fois.`,
            'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe ne change pas.',
          ],
        }
      : {
          subject: 'Reset your password',
          paragraphs: [
            `Hello ${p.firstName},`,
            'A reset of your Crescendo account’s password was requested. Choose a new password with this link.',
          ],
          action: { label: 'Choose a new password', url: p.url },
          footer: [
            `This link works for ${p.validMinutes} minutes, once.`,
            'If you asked nothing, ignore this e-mail: your password does not change.',
          ],
        },

  passwordChanged: (lang: MailLanguage, p: { firstName: string }): MailContent =>
    lang === 'fr'
      ? {
          subject: 'Votre mot de passe a été modifié',
          paragraphs: [
            `Bonjour ${p.firstName},`,
            'Le mot de passe de votre compte Crescendo vient d’être modifié.',
          ],
          footer: ['Si ce n’était pas vous, choisissez « Mot de passe oublié ? » sur la page de connexion.'],
        }
      : {
          subject: 'Your password was changed',
          paragraphs: [`Hello ${p.firstName},`, 'Your Crescendo account’s password was just changed.'],
          footer: ['If it was not you, choose “Forgot your password?” on the sign-in page.'],
        },

  /** A student created by a teacher's Google Classroom import (spec §4): how to sign in. */
  classroomWelcome: (
    lang: MailLanguage,
    p: { firstName: string; teacher: string; group: string; email: string; loginUrl: string },
  ): MailContent =>
    lang === 'fr'
      ? {
          subject: 'Votre compte Crescendo est prêt',
          paragraphs: [
            `Bonjour ${p.firstName},`,
            `${p.teacher} a importé le groupe « ${p.group} » depuis Google Classroom : un compte élève Crescendo a été créé pour vous avec l’adresse ${p.email}.`,
            'Pour vous connecter, choisissez « Continuer avec Google » avec ce compte Google. Vous pouvez aussi choisir un mot de passe : « Mot de passe oublié ? » sur la page de connexion.',
          ],
          action: { label: 'Se connecter', url: p.loginUrl },
          footer: ['Si vous ne connaissez pas cet enseignant, ignorez ce courriel.'],
        }
      : {
          subject: 'Your Crescendo account is ready',
          paragraphs: [
            `Hello ${p.firstName},`,
            `${p.teacher} imported the group “${p.group}” from Google Classroom: a Crescendo student account was created for you with the address ${p.email}.`,
            'To sign in, choose “Continue with Google” with this Google account. You may also choose a password: “Forgot your password?” on the sign-in page.',
          ],
          action: { label: 'Sign in', url: p.loginUrl },
          footer: ['If you do not know this teacher, ignore this e-mail.'],
        },
} as const;
