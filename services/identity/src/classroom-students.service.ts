import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  userCreated,
  type Actor,
  type PayloadOf,
  type ReplyOf,
  type ensureClassroomStudents,
} from '@crescendo/contracts';
import { mailTexts } from '@crescendo/i18n/server';
import { AppException, Db, Outbox } from '@crescendo/service-kit';
import {
  fullName,
  insertStudents,
  lockEmails,
  usersByEmail,
  type NewStudent,
} from './classroom-student.store.js';
import { MailLinks } from './mail/mail-links.js';
import { Mailer } from './mail/mailer.js';

type Input = PayloadOf<typeof ensureClassroomStudents>;

/**
 * A Classroom roster's students as users (spec §4): matched by e-mail to a student of the organisation,
 * otherwise created as one, with the address proven (Google lists only the accounts it knows, and a
 * 'Continuer avec Google' with that account then signs in to this one) and told by mail how to sign in.
 * An address that is someone else's (staff, another organisation, no organisation yet) is left out.
 * A system request: only classroom-sync may send it (the NATS boundary), for an organisation it checked.
 */
@Injectable()
export class ClassroomStudentsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(MailLinks) private readonly links: MailLinks,
  ) {}

  async ensure(actor: Actor | null, input: Input): Promise<ReplyOf<typeof ensureClassroomStudents>> {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const byEmail = new Map(input.students.map((student) => [student.email, student]));
    const emails = [...byEmail.keys()].sort();
    const { answers, created } = await this.db.transaction(async (tx) => {
      await lockEmails(tx, emails);
      const known = await usersByEmail(tx, emails, input.organizationId);
      const found = new Map(known.map((row) => [row.email, row]));
      const answers = new Map<string, { userId: string | null; created: boolean }>();
      const created: NewStudent[] = [];
      for (const email of emails) {
        const row = found.get(email);
        if (row) {
          answers.set(email, { userId: row.studentHere ? row.id : null, created: false });
          continue;
        }
        if (input.dryRun) {
          answers.set(email, { userId: null, created: true });
          continue;
        }
        const student = byEmail.get(email)!;
        const id = randomUUID();
        answers.set(email, { userId: id, created: true });
        created.push({
          id,
          email,
          firstName: student.firstName || email.split('@')[0]!,
          lastName: student.lastName,
        });
      }
      await this.createStudents(tx, input.organizationId, created);
      return { answers, created };
    });
    // Told after the answer: the import does not wait on the mail server (a mail lost is logged).
    void this.welcome(input, created).catch(() => undefined);
    return {
      students: input.students.map(({ email }) => ({ email, ...answers.get(email)! })),
    };
  }

  /**
   * A roster's new students and their `user.created` events, in a few statements whatever their number.
   */
  private async createStudents(tx: Db, organizationId: string, students: NewStudent[]) {
    if (students.length === 0) return;
    await insertStudents(tx, organizationId, students);
    await this.outbox.addAll(
      tx.manager,
      userCreated,
      students.map((s) => ({
        data: { userId: s.id, organizationId, role: 'student' as const },
        organizationId,
      })),
    );
  }

  /** After the commit: each new student is told how to sign in (a mail lost is logged, the account stays). */
  private async welcome(input: Input, created: NewStudent[]) {
    if (created.length === 0) return;
    const teacher = await fullName(this.db, input.teacherId);
    for (const { email, firstName } of created) {
      await this.mailer.send(
        email,
        'fr',
        mailTexts.classroomWelcome('fr', {
          firstName,
          teacher: teacher ?? '',
          group: input.groupName,
          email,
          loginUrl: this.links.login(),
        }),
      );
    }
  }
}
