import { Inject, Injectable } from '@nestjs/common';
import {
  listPracticeReports,
  listStudentSubmissions,
  lookupProfiles,
  practiceReportPage,
  type Actor,
} from '@crescendo/contracts';
import { ServiceClient } from '@crescendo/service-kit';
import type { BilanMaterial, PracticeRecord } from '../context/bilan-material.js';
import type { Person } from '../context/people.js';

/** The most practice reports one bilan reads: four pages, a term of daily practice. */
export const bilanPracticeMax = 4 * practiceReportPage.max;

/** What the bilan asks of it (`BilanRecords`' method). */
export type BilanRecordsPort = Pick<BilanRecords, 'material'>;

/**
 * The bilan's records, asked of their owners as the teacher (so each applies its own rule of who sees what):
 * the practice reports and submissions of homework, the names of identity. Names stay on the server: the
 * context builder replaces them before anything leaves.
 */
@Injectable()
export class BilanRecords {
  constructor(@Inject(ServiceClient) private readonly client: ServiceClient) {}

  async material(
    actor: Actor,
    input: { studentId: string; teacherIds: string[]; from: string; to: string },
  ): Promise<BilanMaterial> {
    const [practice, { submissions }, { profiles }] = await Promise.all([
      this.practice(actor, input),
      this.client.request(
        listStudentSubmissions,
        { studentId: input.studentId, from: input.from, to: input.to },
        actor,
      ),
      this.client.request(lookupProfiles, { userIds: [input.studentId, ...input.teacherIds] }, actor),
    ]);
    const person = (id: string, role: Person['role']): Person => {
      const profile = profiles.find((candidate) => candidate.id === id);
      return {
        id,
        role,
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        email: profile?.email ?? null,
      };
    };
    return {
      student: person(input.studentId, 'student'),
      teachers: input.teacherIds.map((id) => person(id, 'teacher')),
      from: input.from,
      to: input.to,
      practice,
      submissions,
    };
  }

  private async practice(
    actor: Actor,
    input: { studentId: string; from: string; to: string },
  ): Promise<PracticeRecord[]> {
    const records: PracticeRecord[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.client.request(
        listPracticeReports,
        {
          studentId: input.studentId,
          from: input.from,
          to: input.to,
          limit: practiceReportPage.max,
          ...(cursor ? { cursor } : {}),
        },
        actor,
      );
      records.push(...page.reports);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && records.length < bilanPracticeMax);
    // Oldest first: the bilan reads the period in order.
    return records
      .slice(0, bilanPracticeMax)
      .reverse()
      .map((report) => ({
        id: report.id,
        practiceDate: report.practiceDate,
        duration: report.duration,
        location: report.location,
        content: report.content,
        nextGoals: report.nextGoals,
        homeworkTitle: report.homeworkTitle,
      }));
  }
}
