import en from 'zod/v4/locales/en.js';
import fr from 'zod/v4/locales/fr.js';
import type { Language } from '../languages.js';
import type { MessageParams } from './message-key.js';

const locales = { fr: fr(), en: en() };

/** A stand-in of the received value's type: the wire never carries what the user typed. */
const samples: Record<string, unknown> = {
  string: '',
  number: 0,
  nan: Number.NaN,
  boolean: false,
  array: [],
  object: {},
  null: null,
  undefined: undefined,
};

/**
 * zod's issue data without the input (the user's value stays on their side): `received` names its type,
 * which is all zod's locales say of it.
 */
export function zodIssueParams(issue: { code: string; input?: unknown } & object): MessageParams {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(issue)) {
    if (name === 'input' || name === 'path' || name === 'message' || name === 'inst') continue;
    if (typeof value === 'bigint') params[name] = Number(value);
    else if (value instanceof RegExp) params[name] = value.source;
    else if (typeof value !== 'function' && typeof value !== 'symbol') params[name] = value;
  }
  if ('input' in issue) params.received = receivedType(issue.input);
  return params;
}

function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/** zod's own words for an issue, in `lang` (its French or English locale). */
export function zodIssueText(params: MessageParams, lang: Language): string {
  const { received, ...issue } = params;
  // Parsed without `reportInput`: zod's words for the type received cannot be said, its general ones can.
  if (issue.code === 'invalid_type' && typeof received !== 'string') issue.code = 'custom';
  const input = typeof received === 'string' ? samples[received] : undefined;
  const said = locales[lang].localeError({ ...issue, input } as never);
  return typeof said === 'string'
    ? said
    : (said?.message ?? (locales[lang].localeError({ code: 'custom' } as never) as string));
}
