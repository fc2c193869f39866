import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { demoAccounts, demoGroups, demoOrganization } from '@crescendo/domain/demo';
import { Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { MessagingConfig } from '../config.js';

const lines: Array<{ from: 'teacher' | 0 | 1 | 2; text: string }> = [
  { from: 'teacher', text: 'Bonjour à tous ! Répétition générale jeudi à 15 h 30 à l’auditorium.' },
  { from: 0, text: 'Est-ce qu’on apporte nos pupitres ?' },
  { from: 'teacher', text: 'Oui, et vos partitions du concert annotées.' },
  { from: 1, text: 'Je serai un peu en retard, j’ai un examen de maths.' },
  { from: 2, text: 'Merci pour les enregistrements de la semaine dernière !' },
];

/**
 * DEMO_MODE=true only: the demo organisation's chats — a conversation in each group (the last messages unread
 * by the teacher, so the badge shows), a direct thread, an announcement and shared course notes. Loaded once.
 */
@Injectable()
export class DemoMessagesLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoMessages');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: MessagingConfig,
    @Inject(Db) private readonly db: Db,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_MODE) return;
    const loaded = await this.db.transaction((tx) => this.load(tx));
    this.logger.log(loaded ? 'demo messages loaded' : 'demo messages already there');
  }

  private async load(tx: Db): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('messaging-demo-seed'))`);
    const [{ n }] = await tx.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM messages WHERE organization_id = $1`,
      [demoOrganization.id],
    );
    if (n > 0) return false;
    const account = (email: string) => demoAccounts.find((candidate) => candidate.email === email)!;
    const nameOf = (email: string) => `${account(email).firstName} ${account(email).lastName}`;
    const start = Date.now() - 3 * 24 * 60 * 60_000;
    for (const [g, group] of demoGroups.entries()) {
      const teacher = account(group.teacherEmail);
      for (const [i, line] of lines.entries()) {
        const email =
          line.from === 'teacher'
            ? group.teacherEmail
            : group.studentEmails[line.from % group.studentEmails.length]!;
        const sender = account(email);
        const id = randomUUID();
        await tx.query(
          `INSERT INTO messages (id, organization_id, group_id, type, sender_id, sender_name, sender_role, content, created_at)
           VALUES ($1, $2, $3, 'group', $4, $5, $6, $7, $8)`,
          [
            id,
            demoOrganization.id,
            group.id,
            sender.id,
            nameOf(email),
            sender.role,
            line.text,
            new Date(start + (g * 10 + i) * 37 * 60_000),
          ],
        );
        // The teacher has read the first three; the last ones wait for them (the badge).
        if (i < 3 && sender.id !== teacher.id) {
          await tx.query(`INSERT INTO message_reads (message_id, user_id) VALUES ($1, $2)`, [id, teacher.id]);
        }
      }
      await tx.query(
        `INSERT INTO announcements (id, organization_id, group_id, author_id, author_name, title, content, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          randomUUID(),
          demoOrganization.id,
          group.id,
          teacher.id,
          nameOf(group.teacherEmail),
          'Concert de fin de session',
          'Le concert aura lieu le vendredi 12 décembre à 19 h. Tenue noire, arrivée à 18 h 15.',
          new Date(start),
        ],
      );
      await tx.query(
        `INSERT INTO course_notes (id, organization_id, group_id, author_id, title, content, shared)
         VALUES ($1, $2, $3, $4, $5, $6, true)`,
        [
          randomUUID(),
          demoOrganization.id,
          group.id,
          teacher.id,
          'Réchauffement',
          'Sons filés sur si bémol, puis gamme chromatique lente. Respirez au bon endroit : toutes les deux mesures.',
        ],
      );
    }
    const first = demoGroups[0]!;
    const student = account(first.studentEmails[0]!);
    const teacher = account(first.teacherEmail);
    await tx.query(
      `INSERT INTO messages (id, organization_id, group_id, type, sender_id, sender_name, sender_role, receiver_id,
         thread_student_id, content)
       VALUES ($1, $2, $3, 'direct', $4, $5, 'student', $6, $4, $7)`,
      [
        randomUUID(),
        demoOrganization.id,
        first.id,
        student.id,
        nameOf(student.email),
        teacher.id,
        'Bonjour, est-ce que je peux reprendre mon évaluation de gammes la semaine prochaine ?',
      ],
    );
    return true;
  }
}
