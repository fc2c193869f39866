import type { serverErrorsFr } from './server-errors.fr.js';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** A catalogue with the French one's keys. */
export type ServerErrorCatalogue = Strings<typeof serverErrorsFr>;

/** 'groups.notFound', 'common.rateLimited': a message of the servers' catalogue. */
export type ServerMessageKey = Leaves<typeof serverErrorsFr>;

/** Values for a message's `{{placeholders}}` (zod's issue data for `zodIssueKey`). */
export type MessageParams = Record<string, unknown>;

/** A message on the wire: what to say, not how; each reader renders it in its language. */
export interface LocalizedMessage {
  key: string;
  params?: MessageParams;
}

/** The key of a field error zod wrote with its own words: rendered with zod's locale of the language. */
export const zodIssueKey = 'zod';
