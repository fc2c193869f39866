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

export const statementTexts: Record<StatementLanguage, StatementTexts> = {
  fr: {
    title: 'Relevé de compte',
    student: (name) => `Élève : ${name}`,
    unknownStudent: 'Utilisateur inconnu',
    period: (from, to) => `Période : du ${from} au ${to}`,
    issuedOn: (day) => `Émis le ${day}`,
    account: (currency) => `Compte en ${currency}`,
    columns: {
      date: 'Date',
      description: 'Description',
      charge: 'Achat',
      credit: 'Paiement',
      balance: 'Solde',
    },
    opening: (day) => `Solde au ${day}`,
    closing: (day) => `Solde dû au ${day}`,
    totals: 'Totaux de la période',
    payment: (item) => `Paiement — ${item}`,
    paymentReversal: (item) => `Annulation du paiement — ${item}`,
    chargeReversal: (item) => `Annulation de l’achat — ${item}`,
    nothing: 'Aucun achat enregistré pour le moment',
    footer:
      'Les montants sont indiqués dans la devise de leur enregistrement. Pour toute question, adressez-vous à l’enseignant de musique ou à l’administration de l’école.',
    filename: 'releve',
  },
  en: {
    title: 'Account statement',
    student: (name) => `Student: ${name}`,
    unknownStudent: 'Unknown user',
    period: (from, to) => `Period: ${from} to ${to}`,
    issuedOn: (day) => `Issued on ${day}`,
    account: (currency) => `Account in ${currency}`,
    columns: {
      date: 'Date',
      description: 'Description',
      charge: 'Purchase',
      credit: 'Payment',
      balance: 'Balance',
    },
    opening: (day) => `Balance on ${day}`,
    closing: (day) => `Balance due on ${day}`,
    totals: 'Totals for the period',
    payment: (item) => `Payment — ${item}`,
    paymentReversal: (item) => `Payment reversed — ${item}`,
    chargeReversal: (item) => `Purchase cancelled — ${item}`,
    nothing: 'No purchase recorded yet',
    footer:
      'Amounts are shown in the currency they were recorded in. For any question, contact the music teacher or the school office.',
    filename: 'statement',
  },
};
