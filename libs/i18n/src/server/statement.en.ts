import type { CatalogueShape } from '../locales/catalogue.js';
import type { statementFr } from './statement.fr.js';

export const statementEn = {
  title: 'Account statement',
  student: 'Student: {{name}}',
  unknownStudent: 'Unknown user',
  period: 'Period: {{from}} to {{to}}',
  issuedOn: 'Issued on {{day}}',
  account: 'Account in {{currency}}',
  columns: {
    date: 'Date',
    description: 'Description',
    charge: 'Purchase',
    credit: 'Payment',
    balance: 'Balance',
  },
  opening: 'Balance on {{day}}',
  closing: 'Balance due on {{day}}',
  totals: 'Totals for the period',
  payment: 'Payment — {{item}}',
  paymentReversal: 'Payment reversed — {{item}}',
  chargeReversal: 'Purchase cancelled — {{item}}',
  nothing: 'No purchase recorded yet',
  footer:
    'Amounts are shown in the currency they were recorded in. For any question, contact the music teacher or the school office.',
  filename: 'statement',
} as const satisfies CatalogueShape<typeof statementFr>;
