import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { dayOf, instantAt, integrityFlags, shiftDay, type CalendarDay } from '@crescendo/domain';
import { demoAccountId, demoGroups, demoOrganization, largeBoardSchoolsAsked } from '@crescendo/domain/demo';
import { Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { HomeworkConfig } from '../config.js';
import { HOMEWORK_OPTIONS, type HomeworkOptions } from '../homework.options.js';
import { seedLargeBoardPractice } from './large-board.js';

const pieces = [
  'Gammes de si bémol majeur, lentement',
  'Étude no 3, mesures 1 à 16',
  'Arpèges et sons filés',
  'Lecture à vue, pièce du concert',
  'Passage difficile du concert, à 70 à la noire',
  'Improvisation sur le blues en fa',
];
const goals = ['Tenir le tempo', 'Travailler les nuances', 'Respirer aux bons endroits', 'Jouer par cœur'];

interface DemoReport {
  practiceDate: CalendarDay;
  duration: number;
  content: string;
}

/** The same six weeks at every start: a student's practice drawn from their place in the directory. */
function sixWeeksOf(studentIndex: number, today: CalendarDay): DemoReport[] {
  const reports: DemoReport[] = [];
  for (let daysAgo = 41; daysAgo >= 1; daysAgo -= 1) {
    if ((daysAgo * 7 + studentIndex * 3) % 5 >= 3) continue; // about four days a week
    const n = daysAgo + studentIndex;
    reports.push({
      practiceDate: shiftDay(today, -daysAgo),
      duration: 15 + ((n * 13) % 46),
      content: pieces[n % pieces.length]!,
    });
  }
  return reports;
}

/**
 * DEMO_MODE=true only: the demo organisation's practice (issue 10 §8) — per group a past assignment (some
 * submitted, some graded, one late), one due tomorrow and one in ten days; six weeks of reports per student;
 * one report that the integrity rules flag. Loaded once: a second start finds it and does nothing.
 */
@Injectable()
export class DemoPracticeLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoPractice');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: HomeworkConfig,
    @Inject(Db) private readonly db: Db,
    @Inject(HOMEWORK_OPTIONS) private readonly options: HomeworkOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_MODE) return;
    const loaded = await this.db.transaction((tx) => this.load(tx));
    this.logger.log(loaded ? 'demo practice loaded' : 'demo practice already there');
    // In the background (a few minutes): the service answers meanwhile, its log says when the year is there.
    const schools = largeBoardSchoolsAsked(this.config.DEMO_BOARD_SCALE, this.config.DEMO_BOARD_SCHOOLS);
    if (schools > 0)
      void seedLargeBoardPractice(this.db, schools, dayOf(this.options.now(), this.options.timeZone)).then(
        (large) =>
          this.logger.log(
            large ? 'large demo board practice loaded' : 'large demo board practice already there',
          ),
        (error: unknown) => this.logger.error(`large demo board practice not loaded: ${String(error)}`),
      );
  }

  private async load(tx: Db): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('homework-demo-seed'))`);
    const [{ n }] = await tx.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM practice_reports WHERE organization_id = $1`,
      [demoOrganization.id],
    );
    if (n > 0) return false;
    const today = dayOf(this.options.now(), this.options.timeZone);
    const students = [...new Set(demoGroups.flatMap((group) => group.studentEmails))];
    for (const [index, email] of students.entries()) {
      const earlier: DemoReport[] = [];
      for (const report of sixWeeksOf(index, today)) {
        await this.report(tx, demoAccountId(email), report, earlier, null);
        earlier.push(report);
      }
      // One report a teacher should look at: far longer than this student's usual.
      if (index === 1)
        await this.report(
          tx,
          demoAccountId(email),
          { practiceDate: today, duration: 240, content: 'Tout le concert, plusieurs fois' },
          earlier,
          null,
        );
    }
    for (const group of demoGroups) await this.assignments(tx, group, today);
    return true;
  }

  private async assignments(tx: Db, group: (typeof demoGroups)[number], today: CalendarDay) {
    const teacherId = demoAccountId(group.teacherEmail);
    const studentIds = group.studentEmails.map(demoAccountId);
    const plan = [
      { title: 'Gammes et arpèges', dueDate: shiftDay(today, -10), answered: studentIds.slice(0, -1) },
      { title: 'Étude pour le concert', dueDate: shiftDay(today, 1), answered: studentIds.slice(1, 2) },
      { title: 'Pièce au choix, par cœur', dueDate: shiftDay(today, 10), answered: [] as string[] },
    ];
    for (const [index, item] of plan.entries()) {
      const id = randomUUID();
      const dueAt = instantAt(item.dueDate, '17:00', this.options.timeZone);
      await tx.query(
        `INSERT INTO assignments (id, organization_id, group_id, teacher_id, title, description, due_at, due_date,
           due_time, whole_group, send_to_classroom)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '17:00', true, false)`,
        [
          id,
          demoOrganization.id,
          group.id,
          teacherId,
          item.title,
          'Notez ce que vous avez travaillé.',
          dueAt,
          item.dueDate,
        ],
      );
      await tx.query(
        `INSERT INTO assignment_students (assignment_id, student_id) SELECT $1, unnest($2::uuid[])`,
        [id, studentIds],
      );
      for (const [s, studentId] of item.answered.entries()) {
        // The last answer of the past assignment came in after it was due.
        const late = index === 0 && s === item.answered.length - 1 && item.answered.length > 1;
        const practiceDate = shiftDay(item.dueDate, late ? 2 : -1);
        const reportId = await this.report(
          tx,
          studentId,
          { practiceDate: practiceDate > today ? today : practiceDate, duration: 30, content: item.title },
          [],
          { id, title: item.title },
        );
        const submittedAt = instantAt(
          practiceDate > today ? today : practiceDate,
          '19:00',
          this.options.timeZone,
        );
        const graded = index === 0 && s === 0;
        await tx.query(
          `INSERT INTO submissions (id, assignment_id, organization_id, student_id, report_id, submitted_at, late,
             grade, feedback, graded_at, graded_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            randomUUID(),
            id,
            demoOrganization.id,
            studentId,
            reportId,
            submittedAt,
            submittedAt.getTime() > dueAt.getTime(),
            graded ? 88 : null,
            graded ? 'Beau travail sur les nuances !' : null,
            graded ? submittedAt : null,
            graded ? teacherId : null,
          ],
        );
      }
    }
  }

  private async report(
    tx: Db,
    studentId: string,
    report: DemoReport,
    earlier: DemoReport[],
    assignment: { id: string; title: string } | null,
  ): Promise<string> {
    const id = randomUUID();
    await tx.query(
      `INSERT INTO practice_reports (id, organization_id, student_id, practice_date, duration, location, content,
         next_goals, submitted_at, type, homework_title, assignment_id, flags)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        demoOrganization.id,
        studentId,
        report.practiceDate,
        report.duration,
        report.duration % 2 === 0 ? 'home' : 'school',
        report.content,
        goals[report.duration % goals.length],
        instantAt(report.practiceDate, '18:30', this.options.timeZone),
        assignment ? 'homework' : 'general',
        assignment?.title ?? null,
        assignment?.id ?? null,
        // Judged as on the day it was reported (its own date): a report is never old when it is made.
        integrityFlags({ ...report }, earlier, report.practiceDate),
      ],
    );
    return id;
  }
}
