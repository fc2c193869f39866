import type { CatalogueShape } from '../locales/catalogue.js';
import type { factSheetFr } from './fact-sheet.fr.js';

/** The privacy impact assessment fact sheet (issue 31 §6), in English. */
export const factSheetEn = {
  title: 'Fact sheet for the privacy impact assessment',
  organization: 'Organisation: {{name}}',
  generatedOn: 'Generated on {{day}} by Crescendo, from the services’ declarations and their configuration.',
  officerTitle: 'Person in charge of personal information',
  officer: '{{name}}, {{title}} — {{email}}',
  collectedTitle: 'Information collected',
  collectedIntro:
    'Each service declares the tables holding personal information, their purpose, their retention category and what each column says of a person.',
  serviceTitle: 'Service “{{service}}”',
  serviceSilent: 'The service “{{service}}” did not answer: its declaration is missing from this sheet.',
  columns: { table: 'Table', purpose: 'Purpose', retention: 'Retention', data: 'Information' },
  kinds: {
    person: 'person identifier',
    email: 'e-mail',
    name: 'name',
    contact: 'contact details',
    content: 'content',
    secret: 'secret (never exported)',
  },
  retention: {
    account: 'while the account exists',
    'sign-in-traces': 'sign-in traces (90 days at most)',
    membership: 'while the person is a member',
    'practice-and-grades': 'until the student leaves (+ 1 year by default)',
    chat: 'to the end of the school year (+ 1 year by default)',
    accounting: 'accounting (amounts anonymised, as the law asks)',
    administration: 'the school’s administration',
    loans: 'until the loan ends (+ 1 year by default)',
    'external-links': 'while the connection to the outside service lasts',
    recordings: 'recordings (2 years by default)',
    'ai-log': 'Maestro IA’s log (1 year by default)',
  },
  storedTitle: 'Where it is stored',
  storedLocation: 'Hosting declared by the operator: {{location}}',
  storedDatabase: 'PostgreSQL database (one schema per service): {{host}}',
  storedRedis: 'Redis job queues and caches: {{host}}',
  storedNats: 'NATS JetStream messaging between services (events kept): {{hosts}}',
  subprocessorsTitle: 'Subprocessors and outside services',
  subprocessorsNone: 'No subprocessor declared or configured.',
  subprocessorGoogle:
    'Google (“Continue with Google” sign-in and Google Classroom): identity, e-mail, imported groups and coursework.',
  subprocessorMail: 'Mail relay {{host}}: addresses and content of the mails sent.',
  subprocessorDeclared: '{{name}} (declared by the operator)',
  modelTitle: 'Artificial intelligence models (Maestro IA)',
  modelNone: 'No model is configured: Maestro IA sends nothing.',
  modelSilent: 'Maestro IA did not answer: its model could not be described.',
  model: 'Model {{model}} (provider {{provider}}), endpoint {{host}}.',
  modelDemonstration: 'This is the demonstration model: no real data should be sent to it.',
  modelLocal: 'Location: local — the data stay on the organisation’s servers.',
  modelExternal:
    'Location: external — the data leave the organisation’s servers. Any communication outside Quebec requires a privacy impact assessment.',
  filename: 'privacy-impact-fact-sheet-{{day}}.md',
} as const satisfies CatalogueShape<typeof factSheetFr>;
