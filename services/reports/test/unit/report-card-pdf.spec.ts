import type { ReportCard, Term, TermWork } from '@crescendo/contracts';
import { renderReportCardPdf } from '../../src/report-card-pdf.js';
import { countedDays } from '../../src/term-work.js';
import { pdfText } from '@crescendo/testing/pdf';

const term: Term = {
  id: '00000000-0000-4000-8000-000000000001',
  schoolYear: '2026-2027',
  name: 'Étape 1',
  startsOn: '2026-08-25',
  endsOn: '2027-01-20',
  weight: 40,
};
const card: ReportCard = {
  id: '00000000-0000-4000-8000-000000000002',
  termId: term.id,
  groupId: '00000000-0000-4000-8000-000000000003',
  studentId: '00000000-0000-4000-8000-000000000004',
  groupName: 'MUS212 — Harmonie',
  marks: { create: null, perform: 85, appreciate: 78 },
  comment: 'Interprète ses pièces avec justesse et un tempo stable.',
  competencyComments: { create: '', perform: 'Joue avec un son soutenu.', appreciate: '' },
  status: 'published',
  work: null,
  publishedAt: '2027-01-22T15:00:00.000Z',
  updatedAt: '2027-01-22T15:00:00.000Z',
};
const work: TermWork = {
  practiceDays: 64,
  daysPerWeek: 3.2,
  assigned: 10,
  handedIn: 9,
  handedInPercent: 90,
  gradedAverage: 82,
  graded: 8,
};

const render = (language: 'fr' | 'en') =>
  renderReportCardPdf({ language, card, term, work, studentName: 'Léa Roy' });

describe('a report card’s PDF (issue 29 §3)', () => {
  it('reads in French, in order: the heading, the student, the term, each competency (its comment if any), the work, the comment', async () => {
    const lines = await pdfText(await render('fr'));
    const expected = [
      'Bulletin — Musique',
      'Élève : Léa Roy',
      'Groupe : MUS212 — Harmonie',
      'Étape 1, du 25 août 2026 au 20 janvier 2027 (40 % de l’année)',
      'Créer des œuvres musicales : Non évaluée à cette étape',
      'Interpréter des œuvres musicales : 85 %',
      'Joue avec un son soutenu.',
      'Apprécier des œuvres musicales : 78 %',
      'Moyenne des travaux notés : 82 % (8 travaux notés)',
      'Jours de pratique par semaine : 3,2 sur 7',
      'Devoirs remis : 90 % (9 sur 10)',
      'Interprète ses pièces avec justesse et un tempo stable.',
    ];
    const positions = expected.map((line) => lines.findIndex((shown) => shown.includes(line)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('reads in English, never in minutes', async () => {
    const text = (await pdfText(await render('en'))).join('\n');
    expect(text).toContain('Report card — Music');
    expect(text).toContain('Perform musical works: 85%');
    expect(text).toContain('Days of practice a week: 3.2 of 7');
    expect(text).not.toMatch(/minute/i);
  });

  it('is Letter-sized and tagged for screen readers: its language, its title shown, a structure of headings', async () => {
    const raw = (await render('fr')).toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toContain('/MediaBox [0 0 612 792]');
    expect(raw).toContain('/Lang (fr-CA)');
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toContain('/Marked true');
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toMatch(/\/S \/H1/);
    expect(raw).toMatch(/\/S \/H2/);
    expect(raw).toContain('/DisplayDocTitle true');
  });
});

describe('the days a term’s work is counted over', () => {
  it('end today while the term runs, on its last day once over; there are none before it starts', () => {
    const days = { startsOn: '2026-08-25', endsOn: '2027-01-20' };
    expect(countedDays(days, '2026-10-01')).toEqual({ from: '2026-08-25', to: '2026-10-01' });
    expect(countedDays(days, '2027-03-01')).toEqual({ from: '2026-08-25', to: '2027-01-20' });
    expect(countedDays(days, '2026-08-01')).toBeNull();
  });
});
