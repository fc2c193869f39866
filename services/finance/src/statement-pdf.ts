import PDFDocument from 'pdfkit';
import type { DayRange, StatementAccount, StatementLine } from '@crescendo/domain';
import { instantAt } from '@crescendo/domain';
import { formatDate, formatMoney } from '@crescendo/i18n';
import { statementTexts, type StatementLanguage } from '@crescendo/i18n/server';

export interface StatementDocument {
  language: StatementLanguage;
  studentName: string | null;
  period: DayRange;
  /** The day it is printed, on the organisation's calendar. */
  issuedOn: string;
  accounts: StatementAccount[];
}

const margin = 50;
const columns = { date: 50, description: 130, charge: 330, credit: 405, balance: 480, end: 545 };

/**
 * The statement a parent prints, A4-sized (Letter prints it too): the student, the period, then per
 * currency the opening balance, each entry with the balance after it, the period's totals and the balance
 * due. Helvetica of the PDF standard fonts writes French (é, à, ç, ’, —, €) without embedding a font.
 */
export function renderStatementPdf(statement: StatementDocument): Promise<Buffer> {
  const texts = statementTexts[statement.language];
  const lang = statement.language;
  const day = (value: string) => formatDate(instantAt(value, '12:00'), lang);
  const money = (cents: number, currency: StatementAccount['currency']) => formatMoney(cents, currency, lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: `${texts.title} — ${statement.studentName ?? texts.unknownStudent}`, Author: 'Crescendo' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Crescendo', { continued: false });
  doc.fontSize(14).text(texts.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  doc.text(texts.student(statement.studentName ?? texts.unknownStudent));
  doc.text(texts.period(day(statement.period.from), day(statement.period.to)));
  doc.text(texts.issuedOn(day(statement.issuedOn)));
  doc.moveDown();

  if (statement.accounts.length === 0) doc.text(texts.nothing);
  for (const account of statement.accounts) {
    ensureRoom(doc, 80);
    doc.font('Helvetica-Bold').fontSize(12).text(texts.account(account.currency), margin);
    doc.moveDown(0.3).fontSize(9);
    row(doc, {
      date: texts.columns.date,
      description: texts.columns.description,
      charge: texts.columns.charge,
      credit: texts.columns.credit,
      balance: texts.columns.balance,
    });
    doc.font('Helvetica');
    row(doc, {
      date: '',
      description: texts.opening(day(statement.period.from)),
      charge: '',
      credit: '',
      balance: money(account.openingCents, account.currency),
    });
    for (const line of account.lines) {
      row(doc, {
        date: day(line.day),
        description: describe(line, texts),
        charge: line.chargeCents ? money(line.chargeCents, account.currency) : '',
        credit: line.creditCents ? money(line.creditCents, account.currency) : '',
        balance: money(line.balanceCents, account.currency),
      });
    }
    doc.font('Helvetica-Bold');
    row(doc, {
      date: '',
      description: texts.totals,
      charge: money(account.chargesCents, account.currency),
      credit: money(account.creditsCents, account.currency),
      balance: '',
    });
    row(doc, {
      date: '',
      description: texts.closing(day(statement.period.to)),
      charge: '',
      credit: '',
      balance: money(account.closingCents, account.currency),
    });
    doc.font('Helvetica').moveDown();
  }
  doc
    .moveDown()
    .fontSize(8)
    .fillColor('#444444')
    .text(texts.footer, margin, undefined, {
      width: columns.end - margin,
    });
  doc.end();
  return done;
}

function describe(line: StatementLine, texts: (typeof statementTexts)['fr']): string {
  if (line.kind === 'payment') return texts.payment(line.item);
  if (line.kind === 'paymentReversal') return texts.paymentReversal(line.item);
  if (line.kind === 'chargeReversal') return texts.chargeReversal(line.item);
  return line.item;
}

type Cells = Record<'date' | 'description' | 'charge' | 'credit' | 'balance', string>;

/** One table row: the description wraps, the amounts are right-aligned; a new page when it would not fit. */
function row(doc: PDFKit.PDFDocument, cells: Cells): void {
  const descriptionWidth = columns.charge - columns.description - 8;
  const height = Math.max(doc.heightOfString(cells.description || ' ', { width: descriptionWidth }), 12) + 4;
  ensureRoom(doc, height);
  const y = doc.y;
  doc.text(cells.date, columns.date, y, { width: columns.description - columns.date - 6 });
  doc.text(cells.description, columns.description, y, { width: descriptionWidth });
  for (const [key, next] of [
    ['charge', columns.credit],
    ['credit', columns.balance],
    ['balance', columns.end],
  ] as const) {
    doc.text(cells[key], columns[key], y, { width: next - columns[key] - 4, align: 'right' });
  }
  doc.x = margin;
  doc.y = y + height;
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - margin) doc.addPage();
}
