import type { Language } from '../languages.js';
import { statementEn } from './statement.en.js';
import { statementFr } from './statement.fr.js';

const french = { statement: statementFr } as const;

/** The servers' own namespaces (documents the front ends never show): typed like the others, never bundled by them. */
export type ServerCatalogues = typeof french;

export const serverResources = {
  fr: french,
  en: { statement: statementEn },
} as const satisfies Record<Language, Record<keyof ServerCatalogues, object>>;
