import {
  cancelPurchase,
  payPurchase,
  recordPurchase,
  renderStatement,
  reversePayment,
} from '@crescendo/contracts';
import { newTenant } from '@crescendo/testing';
import { startFinance, type FinanceHarness } from './finance-harness.js';
import { pdfText } from '@crescendo/testing/pdf';

// Issue 13 §4: a statement per student, French or English, that a parent can print.
let now = new Date('2026-09-10T15:00:00Z');
let h: FinanceHarness;
const t = newTenant();

beforeAll(async () => {
  h = await startFinance({ now: () => now });
  await h.groupWith(t.teacher, [t.student]);
  const at = (day: string) => (now = new Date(`${day}T15:00:00Z`));
  const record = (item: string, amount: string, currency: 'CAD' | 'USD' = 'CAD') =>
    h.ok(recordPurchase, { studentId: t.student.userId, item, amount, currency }, t.teacher);
  at('2026-09-10');
  const reeds = await record('Anches de saxophone', '12,50');
  at('2026-09-20');
  await h.ok(payPurchase, { purchaseId: reeds.id }, t.teacher);
  at('2026-09-25');
  const method = await record('Méthode Essential Elements', '25');
  at('2026-10-02');
  const trip = await record('Sortie à l’OSM', '18');
  at('2026-10-05');
  await h.ok(payPurchase, { purchaseId: method.id }, t.teacher);
  at('2026-10-06');
  await h.ok(reversePayment, { purchaseId: method.id, reason: 'Chèque refusé' }, t.teacher);
  at('2026-10-07');
  await h.ok(cancelPurchase, { purchaseId: trip.id, reason: 'Sortie annulée' }, t.teacher);
  at('2026-10-08');
  await record('Cours d’été', '40', 'USD');
  at('2026-11-01');
}, 90_000);
afterAll(() => h?.close());

async function statement(language: 'fr' | 'en', from = '2026-10-01', to = '2026-10-31') {
  const reply = await h.ok(renderStatement, { studentId: t.student.userId, from, to, language }, t.student);
  const pdf = Buffer.from(reply.contentBase64, 'base64');
  // One line of text, as a reader takes it in: a description wrapped in its column reads on.
  const text = pdfText(pdf)
    .join(' ')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ');
  return { reply, pdf, text };
}

describe('a student’s statement', () => {
  it('is a PDF listing the period’s purchases and payments with the balance, in French', async () => {
    const { reply, pdf, text } = await statement('fr');
    expect(reply.contentType).toBe('application/pdf');
    expect(reply.filename).toBe('releve-eleve-2026-10-01-2026-10-31.pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const line of [
      'Relevé de compte',
      'Élève : Utilisateur inconnu',
      'Période : du 1 octobre 2026 au 31 octobre 2026',
      'Émis le 1 novembre 2026',
      'Compte en CAD',
      'Solde au 1 octobre 2026',
      '25,00 $ CAD', // owed before the period: the method
      'Sortie à l’OSM',
      '43,00 $ CAD',
      'Paiement — Méthode Essential Elements',
      'Annulation du paiement — Méthode Essential Elements',
      'Annulation de l’achat — Sortie à l’OSM',
      'Solde dû au 31 octobre 2026',
      'Compte en USD',
      '40,00 $ USD',
    ])
      expect(text).toContain(line);
    // The September purchase and payment are before the period: only their balance shows.
    expect(text).not.toContain('Anches de saxophone');
  });

  it('is written in English when asked', async () => {
    const { reply, text } = await statement('en');
    expect(reply.filename).toBe('statement-eleve-2026-10-01-2026-10-31.pdf');
    for (const line of [
      'Account statement',
      'Student: Unknown user',
      'Period: October 1, 2026 to October 31, 2026',
      'Balance on October 1, 2026',
      '$25.00 CAD',
      'Payment reversed — Méthode Essential Elements',
      'Purchase cancelled — Sortie à l’OSM',
      'Balance due on October 31, 2026',
    ])
      expect(text).toContain(line);
  });

  it('says so when the period has nothing', async () => {
    const { text } = await statement('fr', '2026-08-01', '2026-08-31');
    expect(text).toContain('Aucun achat enregistré pour le moment');
  });

  it('is the student’s own, their teacher’s and the admin’s to print; nobody else’s', async () => {
    const input = { studentId: t.student.userId, from: '2026-09-01', to: '2026-10-31' };
    for (const reader of [t.student, t.teacher, t.admin])
      expect((await h.send(renderStatement, input, reader)).ok).toBe(true);
    expect(await h.send(renderStatement, input, t.otherStudent)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await h.send(renderStatement, input, t.otherTeacher)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', messageKey: 'finance.studentNotYours' },
    });
    expect(await h.send(renderStatement, input, newTenant().admin)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', messageKey: 'finance.studentUnknown' },
    });
    expect(
      await h.send(renderStatement, { ...input, from: '2026-10-31', to: '2026-10-01' }, t.student),
    ).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });
});
