import type {
  DeclaredTable,
  MaestroModelDescription,
  PersonColumnKind,
  PublishedPrivacyOfficer,
  RetentionCategory,
} from '@crescendo/contracts';
import { factSheetT } from '@crescendo/i18n/server';

/** What the fact sheet says, gathered by `FactSheetService`: nothing here reads a database or the network. */
export interface FactSheetFacts {
  language: 'fr' | 'en';
  organization: string;
  day: string;
  officer: PublishedPrivacyOfficer;
  /** Each service's declaration, or null when it did not answer. */
  services: Array<{ service: string; tables: DeclaredTable[] | null }>;
  stored: { location: string; database: string; redis: string; nats: string[] };
  subprocessors: { google: boolean; mailHost: string | null; declared: string[] };
  /** Maestro IA's model, or null when it did not answer. */
  model: MaestroModelDescription | null;
}

/** A Markdown table cell: pipes and line breaks would break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** 'Fiche pour l'évaluation des facteurs relatifs à la vie privée' as Markdown, in the reader's language. */
export function factSheetMarkdown(facts: FactSheetFacts): string {
  const t = factSheetT(facts.language);
  const lines: string[] = [
    `# ${t('title')}`,
    '',
    t('organization', { name: facts.organization }),
    '',
    t('generatedOn', { day: facts.day }),
    '',
    `## ${t('officerTitle')}`,
    '',
    t('officer', { ...facts.officer }),
    '',
    `## ${t('collectedTitle')}`,
    '',
    t('collectedIntro'),
  ];
  for (const { service, tables } of facts.services) {
    lines.push('', `### ${t('serviceTitle', { service })}`, '');
    if (!tables) {
      lines.push(t('serviceSilent', { service }));
      continue;
    }
    const heads = [t('columns.table'), t('columns.purpose'), t('columns.retention'), t('columns.data')];
    lines.push(`| ${heads.join(' | ')} |`, `|${heads.map(() => ' --- ').join('|')}|`);
    for (const table of tables) {
      const data = Object.entries(table.columns)
        .map(([column, kind]) => `${column} (${t(`kinds.${kind as PersonColumnKind}`)})`)
        .join(', ');
      const retention = t(`retention.${table.retention as RetentionCategory}`);
      lines.push(`| ${[table.table, table.purpose, retention, data].map(cell).join(' | ')} |`);
    }
  }
  lines.push(
    '',
    `## ${t('storedTitle')}`,
    '',
    `- ${t('storedLocation', { location: facts.stored.location })}`,
    `- ${t('storedDatabase', { host: facts.stored.database })}`,
    `- ${t('storedRedis', { host: facts.stored.redis })}`,
    `- ${t('storedNats', { hosts: facts.stored.nats.join(', ') })}`,
    '',
    `## ${t('subprocessorsTitle')}`,
    '',
  );
  const subprocessors = [
    ...(facts.subprocessors.google ? [t('subprocessorGoogle')] : []),
    ...(facts.subprocessors.mailHost ? [t('subprocessorMail', { host: facts.subprocessors.mailHost })] : []),
    ...facts.subprocessors.declared.map((name) => t('subprocessorDeclared', { name })),
  ];
  lines.push(...(subprocessors.length ? subprocessors.map((line) => `- ${line}`) : [t('subprocessorsNone')]));
  lines.push('', `## ${t('modelTitle')}`, '');
  const model = facts.model;
  if (!model) lines.push(t('modelSilent'));
  else if (!model.configured || !model.model) lines.push(t('modelNone'));
  else {
    lines.push(
      `- ${t('model', { model: model.model.model, provider: model.model.provider, host: model.endpointHost ?? '—' })}`,
      `- ${model.model.location === 'external' ? t('modelExternal') : t('modelLocal')}`,
    );
    if (model.model.demonstration) lines.push(`- ${t('modelDemonstration')}`);
  }
  return `${lines.join('\n')}\n`;
}
