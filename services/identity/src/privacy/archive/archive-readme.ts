import type { RetentionCategory } from '@crescendo/contracts';
import type { GatheredExports, GatheredFile } from './gather-exports.js';

/** How long each kind of data is kept, said to the person (the defaults of decision 0059; a school may shorten some). */
const retentionFr: Record<RetentionCategory, string> = {
  account: 'tant que le compte existe',
  'sign-in-traces': '90 jours au plus',
  membership: 'tant que la personne fait partie de l’école ou du groupe',
  'practice-and-grades': 'jusqu’au départ de l’élève, plus 1 an',
  chat: 'jusqu’à la fin de l’année scolaire, plus 1 an',
  accounting: 'les montants et les dates, anonymisés, le temps que la loi exige',
  administration: 'tant que l’école en a besoin pour son administration',
  loans: 'jusqu’à la fin du prêt, plus 1 an',
  'external-links': 'tant que la connexion ou l’importation dure',
  recordings: '2 ans',
  'ai-log': '1 an',
};
const retentionEn: Record<RetentionCategory, string> = {
  account: 'while the account exists',
  'sign-in-traces': '90 days at most',
  membership: 'while the person belongs to the school or group',
  'practice-and-grades': 'until the student leaves, plus 1 year',
  chat: 'to the end of the school year, plus 1 year',
  accounting: 'amounts and dates, anonymised, as long as the law requires',
  administration: 'while the school needs it for its administration',
  loans: 'until the loan ends, plus 1 year',
  'external-links': 'while the connection or the import lasts',
  recordings: '2 years',
  'ai-log': '1 year',
};

export interface ReadmeFacts {
  person: { id: string; email: string; name: string };
  generatedAt: Date;
  exports: GatheredExports;
  /** Each table's CSV file in the archive. */
  csvPath: (service: string, table: string) => string;
  /** The person's files (recordings) and where each is in the archive. */
  files: GatheredFile[];
  filePath: (file: GatheredFile) => string;
}

/**
 * The archive's LISEZMOI-README.txt (issue 31 §2): what the files are and, table by table, what it holds,
 * why, and how long it is kept, in French then in English.
 */
export function archiveReadme({
  person,
  generatedAt,
  exports,
  csvPath,
  files,
  filePath,
}: ReadmeFacts): string {
  const when = generatedAt.toISOString();
  const tables = Object.entries(exports).flatMap(([service, list]) =>
    list.map((table) => ({ service, ...table })),
  );
  const listFr = tables.map(
    (t) =>
      `- ${csvPath(t.service, t.table)} (${t.rows.length} ligne${t.rows.length > 1 ? 's' : ''}) : ${t.purpose}. Conservation : ${retentionFr[t.retention]}.`,
  );
  const listEn = tables.map(
    (t) =>
      `- ${csvPath(t.service, t.table)} (${t.rows.length} row${t.rows.length > 1 ? 's' : ''}): ${t.purpose}. Kept: ${retentionEn[t.retention]}.`,
  );
  const filesFr = files.map(
    (f) =>
      `- ${filePath(f)} (${f.file.contentType}, ${f.bytes.length} octets) : ligne ${f.file.id} de ${f.service}/${f.file.table}.`,
  );
  const filesEn = files.map(
    (f) =>
      `- ${filePath(f)} (${f.file.contentType}, ${f.bytes.length} bytes): row ${f.file.id} of ${f.service}/${f.file.table}.`,
  );
  const empty = Object.entries(exports)
    .filter(([, list]) => list.length === 0)
    .map(([service]) => service);
  return [
    'CRESCENDO — VOS DONNÉES PERSONNELLES',
    '',
    `Archive des données de ${person.name} (${person.email}, identifiant ${person.id}), produite le ${when}.`,
    'Elle contient toutes les données personnelles que la plateforme conserve à votre sujet, service par service,',
    'comme le prévoit la Loi 25 (droit d’accès et de portabilité, dans un format technologique structuré et',
    'couramment utilisé).',
    '',
    'Fichiers :',
    '- donnees.json : toutes les données, pour un logiciel (JSON, UTF-8).',
    '- csv/<service>/<table>.csv : une table par fichier, pour un tableur (UTF-8, séparateur « ; »).',
    '  Une cellule qui commence par = + - ou @ est précédée d’une apostrophe pour qu’un tableur ne l’exécute pas.',
    '- fichiers/<service>/<nom> : vos fichiers tels qu’ils sont conservés (vos enregistrements audio).',
    '- Les secrets (empreintes de mots de passe, jetons chiffrés) sont indiqués « [conservé, non exporté] ».',
    '',
    'Contenu :',
    ...(listFr.length ? listFr : ['- (aucune donnée)']),
    ...(empty.length ? [`Services sans donnée à votre sujet : ${empty.join(', ')}.`] : []),
    ...(filesFr.length ? ['', 'Fichiers joints :', ...filesFr] : []),
    '',
    'Pour faire corriger ou supprimer ces données, adressez-vous à la personne responsable de la protection',
    'des renseignements personnels de votre école, ou supprimez votre compte depuis Mon Profil.',
    '',
    '────────────────────────────────────────',
    '',
    'CRESCENDO — YOUR PERSONAL DATA',
    '',
    `Archive of the data of ${person.name} (${person.email}, id ${person.id}), made on ${when}.`,
    'It holds all the personal data the platform keeps about you, service by service, as Quebec’s Law 25',
    'provides (right of access and portability, in a structured, commonly used technological format).',
    '',
    'Files:',
    '- donnees.json: all the data, for software (JSON, UTF-8).',
    '- csv/<service>/<table>.csv: one table per file, for a spreadsheet (UTF-8, “;” separated, French style).',
    '  A cell starting with = + - or @ is prefixed with an apostrophe so that no spreadsheet runs it.',
    '- fichiers/<service>/<name>: your files as they are kept (your audio recordings).',
    '- Secrets (password hashes, sealed tokens) read “[conservé, non exporté]” (kept, not exported).',
    '',
    'Contents:',
    ...(listEn.length ? listEn : ['- (no data)']),
    ...(empty.length ? [`Services holding nothing about you: ${empty.join(', ')}.`] : []),
    ...(filesEn.length ? ['', 'Attached files:', ...filesEn] : []),
    '',
    'To have this data corrected or erased, contact your school’s person in charge of the protection of',
    'personal information, or delete your account from My Profile.',
    '',
  ].join('\r\n');
}
