import Papa from 'papaparse';
import type { ReportCard, ReportLanguage, TermWork } from '@crescendo/contracts';
import { musicCompetencies, neutraliseSpreadsheetCell } from '@crescendo/domain';

/** One student of the group for the term: their card (if written) and their term's work. */
export interface CsvStudent {
  studentId: string;
  name: string | null;
  card: ReportCard | null;
  work: TermWork;
}

/** The columns, in French (the product's language) and English, as the PDF's words are (report-card-texts). */
export const reportCardCsvTexts = {
  fr: {
    student: 'Élève',
    studentId: 'Identifiant de l’élève',
    group: 'Groupe',
    term: 'Étape',
    mark: (competency: string) => `${competency} (%)`,
    daysPerWeek: 'Jours de pratique par semaine',
    practiceDays: 'Jours de pratique',
    assigned: 'Travaux donnés',
    handedIn: 'Travaux remis',
    handedInPercent: 'Travaux remis (%)',
    gradedAverage: 'Moyenne des travaux notés (%)',
    status: 'Bulletin',
    statuses: { draft: 'Brouillon', published: 'Publié', none: 'Non rédigé' },
    fileName: (group: string, term: string) => `bulletins-${group}-${term}.csv`,
  },
  en: {
    student: 'Student',
    studentId: 'Student ID',
    group: 'Group',
    term: 'Term',
    mark: (competency: string) => `${competency} (%)`,
    daysPerWeek: 'Practice days per week',
    practiceDays: 'Practice days',
    assigned: 'Assignments given',
    handedIn: 'Assignments handed in',
    handedInPercent: 'Assignments handed in (%)',
    gradedAverage: 'Graded work average (%)',
    status: 'Report card',
    statuses: { draft: 'Draft', published: 'Published', none: 'Not written' },
    fileName: (group: string, term: string) => `report-cards-${group}-${term}.csv`,
  },
} as const;

/** How a spreadsheet of that language reads a CSV: French Excel and LibreOffice expect ';' and a decimal comma. */
const formats = {
  fr: { delimiter: ';', decimal: ',' },
  en: { delimiter: ',', decimal: '.' },
} as const;

/**
 * A group's report cards for a term as a CSV for the school's student information system: a line per student,
 * the mark per competency (empty: not evaluated or no card), the practice consistency (days a week, days, the
 * assignments given and handed in — never minutes) and the card's state. What a spreadsheet of the reader's
 * language opens as it is: a UTF-8 byte-order mark, its delimiter and decimal separator, CRLF, every cell
 * through the platform's one rule against formulas (`neutraliseSpreadsheetCell`), as finance's and the
 * data archive's CSVs.
 */
export function reportCardsCsv(input: {
  language: ReportLanguage;
  groupName: string;
  termName: string;
  students: readonly CsvStudent[];
}): string {
  const texts = reportCardCsvTexts[input.language];
  const format = formats[input.language];
  const decimal = (value: number) => String(Math.round(value * 10) / 10).replace('.', format.decimal);
  const count = (value: number | null) => (value === null ? '' : String(value));
  const header = [
    texts.student,
    texts.studentId,
    texts.group,
    texts.term,
    ...musicCompetencies.map((competency) => texts.mark(competency[input.language])),
    texts.daysPerWeek,
    texts.practiceDays,
    texts.assigned,
    texts.handedIn,
    texts.handedInPercent,
    texts.gradedAverage,
    texts.status,
  ];
  const rows = input.students.map((student) => {
    const work = student.card?.work ?? student.work;
    return [
      student.name ?? '',
      student.studentId,
      input.groupName,
      input.termName,
      ...musicCompetencies.map((competency) => count(student.card?.marks[competency.id] ?? null)),
      decimal(work.daysPerWeek),
      String(work.practiceDays),
      String(work.assigned),
      String(work.handedIn),
      count(work.handedInPercent),
      count(work.gradedAverage),
      texts.statuses[student.card?.status ?? 'none'],
    ];
  });
  const text = Papa.unparse(
    [header, ...rows].map((row) => row.map(neutraliseSpreadsheetCell)),
    {
      delimiter: format.delimiter,
      newline: '\r\n',
      escapeFormulae: false,
      quotes: (value: unknown) => typeof value === 'string' && value.startsWith("'"),
    },
  );
  return `\uFEFF${text}\r\n`;
}
