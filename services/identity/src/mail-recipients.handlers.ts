import { Controller, Inject } from '@nestjs/common';
import { listMailRecipients, type Actor, type MailRecipient, type PayloadOf } from '@crescendo/contracts';
import { AppException, Db, Handles } from '@crescendo/service-kit';

/**
 * `identity.mail-recipients.list`: where to write to members of one school and in which language, for the mails
 * the planning sends on its own (its reminders, issue 28 §3). A system request (actor `null`) only the planning
 * may send (the NATS boundary); by ids (someone not of that school is left out) or every staff member (its
 * admins and teachers). No name is given: a reminder names nobody.
 */
@Controller()
export class MailRecipientsHandlers {
  constructor(@Inject(Db) private readonly db: Db) {}

  @Handles(listMailRecipients)
  async list(payload: PayloadOf<typeof listMailRecipients>, actor: Actor | null) {
    if (actor) throw new AppException('FORBIDDEN', 'common.forbidden');
    const rows: Array<{ id: string; email: string; language: string }> = await this.db.query(
      `SELECT DISTINCT u.id, u.email, u.language
         FROM users u JOIN memberships m ON m.user_id = u.id
        WHERE m.organization_id = $1
          AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[]))
          AND ($3::boolean IS NOT TRUE OR m.role IN ('admin', 'teacher'))
        ORDER BY u.id`,
      [payload.organizationId, payload.userIds ?? null, payload.staff ?? null],
    );
    const recipients: MailRecipient[] = rows.map((row) => ({
      userId: row.id,
      email: row.email,
      language: row.language === 'en' ? 'en' : 'fr',
    }));
    return { recipients };
  }
}
