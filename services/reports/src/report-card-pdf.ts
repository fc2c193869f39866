import PDFDocument from 'pdfkit';
import type { ReportCard, ReportLanguage, Term, TermWork } from '@crescendo/contracts';
import { musicCompetencies } from '@crescendo/domain';
import { reportCardTexts } from './report-card-texts.js';

export interface ReportCardDocument {
  language: ReportLanguage;
  card: ReportCard;
  term: Term;
  work: TermWork;
  studentName: string | null;
}

const margin = 54;
const locale = { fr: 'fr-CA', en: 'en-CA' } as const;

/** '2027-01-20' → '20 janvier 2027' / 'January 20, 2027'. */
function longDay(day: string, language: ReportLanguage): string {
  return new Intl.DateTimeFormat(locale[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/**
 * A report card as a PDF a family prints on Letter paper, tagged for screen readers (PDF/UA's essentials): the
 * document's language and title, a structure tree of headings (H1, H2) and paragraphs in reading order, and
 * the decorative rule marked as an artifact. Helvetica of the standard fonts writes French (é, œ, ’, —).
 */
export function renderReportCardPdf(report: ReportCardDocument): Promise<Buffer> {
  const doc = reportCardPdfDocument(report);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The same report card as a stream of its bytes (pdfkit's document is a Readable, ended): the report-card job
 * pipes it into the zip, never holding more than one card.
 */
export function reportCardPdfDocument(report: ReportCardDocument): PDFKit.PDFDocument {
  const texts = reportCardTexts[report.language];
  const lang = locale[report.language];
  const name = report.studentName ?? texts.unknownStudent;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    pdfVersion: '1.7',
    tagged: true,
    lang,
    displayTitle: true,
    info: { Title: `${texts.title} — ${name} — ${report.term.name}`, Author: 'Crescendo' },
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const heading = (tag: 'H1' | 'H2', text: string, size: number) =>
    root.add(
      doc.struct(tag, {}, () => {
        doc.moveDown(tag === 'H1' ? 0 : 0.8);
        doc.font('Helvetica-Bold').fontSize(size).fillColor('#000000').text(text);
      }),
    );
  const paragraph = (text: string) =>
    root.add(
      doc.struct('P', {}, () => {
        doc.font('Helvetica').fontSize(11).fillColor('#000000').text(text);
      }),
    );

  heading('H1', texts.title, 20);
  paragraph(texts.student(name));
  paragraph(texts.course(report.card.groupName));
  paragraph(
    texts.term(
      report.term.name,
      longDay(report.term.startsOn, report.language),
      longDay(report.term.endsOn, report.language),
      report.term.weight,
    ),
  );
  paragraph(texts.status(report.card.status === 'published'));
  // A rule under the heading block: decoration, not content.
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(margin, doc.y + 6)
    .lineTo(doc.page.width - margin, doc.y + 6)
    .strokeColor('#555555')
    .stroke();
  doc.endMarkedContent();

  heading('H2', texts.competencies, 14);
  for (const competency of musicCompetencies) {
    const mark = report.card.marks[competency.id];
    paragraph(
      texts.markLine(competency[report.language], mark === null ? texts.notEvaluated : texts.mark(mark)),
    );
    // The teacher's comment on the competency, under its mark, when written.
    const comment = report.card.competencyComments[competency.id].trim();
    if (comment) paragraph(comment);
  }

  heading('H2', texts.gradedWork, 14);
  paragraph(
    report.work.gradedAverage === null
      ? texts.noGradedWork
      : texts.gradedAverage(report.work.gradedAverage, report.work.graded),
  );

  heading('H2', texts.consistency, 14);
  paragraph(texts.daysPerWeek(report.work.daysPerWeek.toLocaleString(lang, { maximumFractionDigits: 1 })));
  paragraph(
    report.work.handedInPercent === null
      ? texts.nothingDue
      : texts.handedIn(report.work.handedInPercent, report.work.handedIn, report.work.assigned),
  );

  heading('H2', texts.comment, 14);
  paragraph(report.card.comment || texts.noComment);

  root.add(
    doc.struct('P', {}, () => {
      doc.moveDown(2).font('Helvetica').fontSize(8).fillColor('#333333').text(texts.footer);
    }),
  );
  root.end();
  doc.end();
  return doc;
}
