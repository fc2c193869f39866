import { serverT } from './server-resources.js';

/** The words of a student's statement (a PDF a parent prints), French and English. */
export type StatementLanguage = 'fr' | 'en';

export interface StatementTexts {
  title: string;
  student: (name: string) => string;
  unknownStudent: string;
  period: (from: string, to: string) => string;
  issuedOn: (day: string) => string;
  account: (currency: string) => string;
  columns: { date: string; description: string; charge: string; credit: string; balance: string };
  opening: (day: string) => string;
  closing: (day: string) => string;
  totals: string;
  payment: (item: string) => string;
  paymentReversal: (item: string) => string;
  chargeReversal: (item: string) => string;
  nothing: string;
  footer: string;
  filename: string;
}

/** The statement's words in `lang`, from the `statement` namespace. */
function textsIn(lang: StatementLanguage): StatementTexts {
  const t = serverT(lang, 'statement');
  return {
    title: t('title'),
    student: (name) => t('student', { name }),
    unknownStudent: t('unknownStudent'),
    period: (from, to) => t('period', { from, to }),
    issuedOn: (day) => t('issuedOn', { day }),
    account: (currency) => t('account', { currency }),
    columns: {
      date: t('columns.date'),
      description: t('columns.description'),
      charge: t('columns.charge'),
      credit: t('columns.credit'),
      balance: t('columns.balance'),
    },
    opening: (day) => t('opening', { day }),
    closing: (day) => t('closing', { day }),
    totals: t('totals'),
    payment: (item) => t('payment', { item }),
    paymentReversal: (item) => t('paymentReversal', { item }),
    chargeReversal: (item) => t('chargeReversal', { item }),
    nothing: t('nothing'),
    footer: t('footer'),
    filename: t('filename'),
  };
}

export const statementTexts: Record<StatementLanguage, StatementTexts> = {
  fr: textsIn('fr'),
  en: textsIn('en'),
};
