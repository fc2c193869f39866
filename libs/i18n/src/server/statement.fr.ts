/** The words of a student's statement (a PDF a parent prints), in French. */
export const statementFr = {
  title: 'Relevé de compte',
  student: 'Élève : {{name}}',
  unknownStudent: 'Utilisateur inconnu',
  period: 'Période : du {{from}} au {{to}}',
  issuedOn: 'Émis le {{day}}',
  account: 'Compte en {{currency}}',
  columns: {
    date: 'Date',
    description: 'Description',
    charge: 'Achat',
    credit: 'Paiement',
    balance: 'Solde',
  },
  opening: 'Solde au {{day}}',
  closing: 'Solde dû au {{day}}',
  totals: 'Totaux de la période',
  payment: 'Paiement — {{item}}',
  paymentReversal: 'Annulation du paiement — {{item}}',
  chargeReversal: 'Annulation de l’achat — {{item}}',
  nothing: 'Aucun achat enregistré pour le moment',
  footer:
    'Les montants sont indiqués dans la devise de leur enregistrement. Pour toute question, adressez-vous à l’enseignant de musique ou à l’administration de l’école.',
  filename: 'releve',
} as const;
