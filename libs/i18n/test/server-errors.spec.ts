import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { z } from 'zod';
import { practiceEntryInputSchema } from '@crescendo/contracts';
import { en, fr } from '../src/server/index.js';
import {
  describeError,
  describeFields,
  describeIssue,
  isServerMessageKey,
  renderMessage,
  serverErrorsEn,
  serverErrorsFr,
  zodIssueParams,
} from '../src/server-errors/index.js';

/** A front end's i18next instance, as the portals hold it (its own words for error codes). */
function frontEnd(lng: 'fr' | 'en') {
  const instance = createInstance({
    lng,
    resources: { fr: { translation: fr }, en: { translation: en } },
    initAsync: false,
  });
  void instance.init();
  return instance;
}

function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [k, v] of leaves(value as object, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the servers’ catalogue', () => {
  it('says every message in English with the same placeholders as in French', () => {
    const french = leaves(serverErrorsFr);
    const english = leaves(serverErrorsEn);
    expect([...english.keys()].sort()).toEqual([...french.keys()].sort());
    for (const [key, text] of french)
      expect([key, placeholders(english.get(key)!)]).toEqual([key, placeholders(text)]);
  });

  it('renders a key with its parameters in each language, and nothing for a key it does not know', () => {
    const timeout = { key: 'common.timeout', params: { service: 'groups' } };
    expect(renderMessage(timeout, 'fr')).toBe(
      'Le service « groups » ne répond pas à temps. Réessayez dans quelques instants.',
    );
    expect(renderMessage(timeout, 'en')).toBe(
      'The “groups” service is not answering in time. Please try again in a few moments.',
    );
    expect(renderMessage({ key: 'common.rateLimited', params: { seconds: 120 } }, 'en')).toBe(
      'Too many attempts. Try again in 2 minutes.',
    );
    // An instant travels in ISO form: each reader's language writes it, on the school's clock.
    const conflict = {
      key: 'inventory.reservationConflict',
      params: { assetNumber: 'CR-0007', from: '2030-12-10T23:15:00.000Z', until: '2030-12-11T02:00:00.000Z' },
    };
    expect(renderMessage(conflict, 'fr')).toBe(
      'Conflit : l’instrument CR-0007 est déjà réservé pour un autre événement (10 décembre 2030, 18:15 – 10 décembre 2030, 21:00).',
    );
    expect(renderMessage(conflict, 'en')).toBe(
      'Conflict: instrument CR-0007 is already reserved for another event (December 10, 2030, 18:15 – December 10, 2030, 21:00).',
    );
    expect(renderMessage({ key: 'homework.nope' }, 'en')).toBeUndefined();
    expect(isServerMessageKey('homework.alreadySubmitted')).toBe(true);
    expect(isServerMessageKey('homework')).toBe(false);
  });
});

describe('a server error shown by a front end', () => {
  const refusal = {
    code: 'CONFLICT',
    message: 'L’organisation doit garder au moins un administrateur.',
    messageKey: 'identity.lastAdmin',
  };

  it('is said in the reader’s language from its key', () => {
    expect(describeError(refusal, frontEnd('en'))).toBe(
      'The organisation must keep at least one administrator.',
    );
    expect(describeError(refusal, frontEnd('fr'))).toBe(
      'L’organisation doit garder au moins un administrateur.',
    );
  });

  it('falls back on the server’s French for a French reader, and on the code’s words otherwise', () => {
    const newer = { code: 'CONFLICT', message: 'Un message d’un serveur plus récent.', messageKey: 'x.y' };
    expect(describeError(newer, frontEnd('fr'))).toBe('Un message d’un serveur plus récent.');
    expect(describeError(newer, frontEnd('en'))).toBe(en.apiErrors.CONFLICT);
    expect(describeError({ code: 'NETWORK', message: 'fetch failed' }, frontEnd('fr'))).toBe(
      fr.apiErrors.NETWORK,
    );
  });

  it('says each field’s reason, zod’s own words included, in the reader’s language', () => {
    const uuidIssue = z.string().uuid().safeParse('pas-un-groupe').error!.issues[0]!;
    const error = {
      code: 'VALIDATION_FAILED',
      fields: { groupId: 'UUID invalide', duration: 'La durée est d’au plus 300 minutes.' },
      fieldMessages: {
        groupId: { key: 'zod', params: zodIssueParams(uuidIssue) },
        duration: { key: 'validation.durationMax', params: { maximum: 300 } },
      },
    };
    expect(describeFields(error, frontEnd('en'))).toEqual({
      groupId: 'Invalid UUID',
      duration: 'The duration is at most 300 minutes.',
    });
    expect(describeFields(error, frontEnd('fr'))).toEqual({
      groupId: 'UUID invalide',
      duration: 'La durée est d’au plus 300 minutes.',
    });
  });

  it('never carries what the user typed, only its type', () => {
    const issue = z.number().safeParse('mon mot de passe', { reportInput: true }).error!.issues[0]!;
    const params = zodIssueParams(issue);
    expect(JSON.stringify(params)).not.toContain('mot de passe');
    expect(describeFields({ fieldMessages: { n: { key: 'zod', params } } }, frontEnd('en'))).toEqual({
      n: 'Invalid input: expected number, received string',
    });
    const unreported = z.number().safeParse('x').error!.issues[0]!;
    expect(
      describeFields(
        { fieldMessages: { n: { key: 'zod', params: zodIssueParams(unreported) } } },
        frontEnd('fr'),
      ),
    ).toEqual({
      n: 'Entrée invalide',
    });
  });
});

describe('a contract’s own messages', () => {
  it('are catalogue keys, said in the reader’s language when the browser validates', () => {
    const parsed = practiceEntryInputSchema.safeParse({
      practiceDate: '2026-02-30',
      duration: 301,
      location: 'home',
      content: '  ',
      nextGoals: 'Gammes',
    });
    const said = Object.fromEntries(
      parsed.error!.issues.map((issue) => [issue.path.join('.'), describeIssue(issue, frontEnd('en'))]),
    );
    expect(said).toEqual({
      practiceDate: 'This date does not exist.',
      duration: 'The duration is at most 300 minutes.',
      content: 'The content is required.',
    });
  });

  it('name only keys the catalogue has', () => {
    const root = join(import.meta.dirname, '../../contracts/src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
    const areas = Object.keys(serverErrorsFr).join('|');
    const named = files(root).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(new RegExp(`'((?:${areas})\\.\\w+)'`, 'g'))].map((m) => m[1]!),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((key) => !isServerMessageKey(key))).toEqual([]);
    // …and no French sentence is a schema's message (a reader of another language could not be told it).
    const sentences = files(root).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*\*)|summary:/.test(line))
        .filter((line) => /'[^']*[éèêàçù’][^']*\.'/.test(line)),
    );
    expect(sentences).toEqual([]);
  });
});
