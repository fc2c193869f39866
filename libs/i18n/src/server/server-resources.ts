import type { TFunction } from 'i18next';
import type { Language } from '../languages.js';
import { privateCatalogue } from '../private-catalogue.js';
import { factSheetEn } from './fact-sheet.en.js';
import { factSheetFr } from './fact-sheet.fr.js';
import { mailsEn } from './mails.en.js';
import { mailsFr } from './mails.fr.js';
import { remindersEn } from './reminders.en.js';
import { remindersFr } from './reminders.fr.js';
import { signInEn } from './sign-in.en.js';
import { signInFr } from './sign-in.fr.js';
import { statementEn } from './statement.en.js';
import { statementFr } from './statement.fr.js';

const french = {
  mails: mailsFr,
  signIn: signInFr,
  statement: statementFr,
  reminders: remindersFr,
  factSheet: factSheetFr,
} as const;

/** The servers' own namespaces (mails, sign-in pages, documents): typed like the others, never bundled by the front ends. */
export type ServerCatalogues = typeof french;
export type ServerNamespace = keyof ServerCatalogues;

export const serverResources = {
  fr: french,
  en: {
    mails: mailsEn,
    signIn: signInEn,
    statement: statementEn,
    reminders: remindersEn,
    factSheet: factSheetEn,
  },
} as const satisfies Record<Language, Record<ServerNamespace, object>>;

const catalogue = privateCatalogue(serverResources, Object.keys(french), false);

/** A namespace's `t` in `lang`, from the servers' own instance (each mail or document in its reader's language). */
export function serverT<N extends ServerNamespace>(lang: Language, namespace: N): TFunction<N> {
  return catalogue.getFixedT(lang, namespace);
}
