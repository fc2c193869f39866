import { statementTexts } from '../src/server/index.js';

describe("the statement's words, from the statement namespace", () => {
  it('says the French of the PDF as before', () => {
    const fr = statementTexts.fr;
    expect(fr.title).toBe('Relevé de compte');
    expect(fr.student('Léa Roy')).toBe('Élève : Léa Roy');
    expect(fr.period('1 mars 2026', '31 mars 2026')).toBe('Période : du 1 mars 2026 au 31 mars 2026');
    expect(fr.issuedOn('2 avril 2026')).toBe('Émis le 2 avril 2026');
    expect(fr.account('CAD')).toBe('Compte en CAD');
    expect(fr.columns.charge).toBe('Achat');
    expect(fr.closing('31 mars 2026')).toBe('Solde dû au 31 mars 2026');
    expect(fr.chargeReversal('Anches')).toBe('Annulation de l’achat — Anches');
    expect(fr.filename).toBe('releve');
  });

  it('says it in English', () => {
    expect(statementTexts.en.paymentReversal('Reeds')).toBe('Payment reversed — Reeds');
    expect(statementTexts.en.period('March 1', 'March 31')).toBe('Period: March 1 to March 31');
  });
});
