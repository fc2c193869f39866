import { randomBytes, randomUUID } from 'node:crypto';
import { privacyRequestsOf, servicesHoldingPersonalData } from '@crescendo/contracts';
import { addCalendarDays } from '@crescendo/domain';
import { startService, type RunningService } from '@crescendo/service-kit';
import {
  serviceEnv,
  startBuiltService,
  testRunEnv,
  testServiceClient,
  type RunningBuiltService,
} from '@crescendo/testing';
import { identityService } from '../src/identity.service-definition.js';
import { RetentionPurge } from '../src/privacy/retention/retention-purge.js';
import { todayInQuebec } from '../src/privacy/desk/privacy-desk.service.js';

/**
 * Issue 31 §5: the nightly purge computes each school's cut-offs from its board's and its own policies, every
 * service purges its own rows past them (`<service>.privacy.purge`), and the run says what went. Rows just
 * before and just after each limit, in two schools with different durations.
 */
const run = testRunEnv();
const schema = (service: string) => `${service.replace(/-/g, '_')}${run.schemaSuffix}`;
/** Every service the purge asks (identity runs in this process, its job's `run` called directly). */
const others = servicesHoldingPersonalData.filter((service) => service !== 'identity');
const day = 86_400_000;
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * day);

let identity: RunningService;
const running: RunningBuiltService[] = [];
const query = <T = Record<string, unknown>>(text: string, parameters: unknown[] = []) =>
  identity.infra.dataSource!.query(text, parameters) as Promise<T[]>;

beforeAll(async () => {
  identity = (await startService(identityService, serviceEnv())) as unknown as RunningService;
  for (const service of others) running.push(await startBuiltService(service, serviceEnv()));
}, 240_000);

afterAll(async () => {
  for (const service of running.reverse()) await service.stop();
  await identity?.close();
});

async function school(formerStudentMonths?: number): Promise<string> {
  const id = randomUUID();
  await query(`INSERT INTO organizations (id, name) VALUES ($1, $2)`, [id, `École ${id.slice(0, 6)}`]);
  if (formerStudentMonths)
    await query(
      `INSERT INTO policy_settings (organization_id, key, value, allow_override) VALUES ($1, 'retention.formerStudentMonths', $2::jsonb, true)`,
      [id, JSON.stringify(formerStudentMonths)],
    );
  return id;
}

async function student(organizationId: string | null): Promise<string> {
  const id = randomUUID();
  await query(`INSERT INTO users (id, email, first_name, last_name) VALUES ($1, $2, 'Élève', 'Test')`, [
    id,
    `${id}@ecole.test`,
  ]);
  if (organizationId)
    await query(`INSERT INTO memberships (user_id, organization_id, role) VALUES ($1, $2, 'student')`, [
      id,
      organizationId,
    ]);
  return id;
}

async function report(organizationId: string, studentId: string, at: Date): Promise<string> {
  const id = randomUUID();
  await identity.infra.dataSource!.query(
    `INSERT INTO ${schema('homework')}.practice_reports
       (id, organization_id, student_id, practice_date, duration, location, content, next_goals, type, submitted_at)
     VALUES ($1, $2, $3, $5, 30, 'home', 'Gammes', 'Tempo', 'general', $4)`,
    [id, organizationId, studentId, at, at.toISOString().slice(0, 10)],
  );
  return id;
}

async function message(organizationId: string, at: Date): Promise<string> {
  const id = randomUUID();
  await identity.infra.dataSource!.query(
    `INSERT INTO ${schema('messaging')}.messages (id, organization_id, group_id, type, content, created_at)
     VALUES ($1, $2, $3, 'group', 'Bonjour', $4)`,
    [id, organizationId, randomUUID(), at],
  );
  return id;
}

const remaining = async (table: string, ids: string[]) =>
  (await identity.infra.dataSource!.query(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[])`, [ids])).map(
    (row: { id: string }) => row.id,
  ) as string[];

describe('the nightly retention purge (issue 31 §5)', () => {
  it('removes what is past each school’s limits, keeps the rest, and says what it removed', async () => {
    // A school keeping a former student's practice 6 months; another on the default (12 months).
    const strict = await school(6);
    const standard = await school();
    const current = await student(strict);
    const [leftLongAgo, leftRecently, leftStandard] = [
      await student(null),
      await student(null),
      await student(null),
    ];
    const kept = [
      await report(strict, current, ago(3 * 365)), // a current student's: kept whatever its age
      await report(strict, leftRecently, ago(400)), // a former student whose newest is recent: all kept
      await report(strict, leftRecently, ago(150)),
      await report(standard, leftStandard, ago(200)), // 6.5 months: within the default 12
    ];
    const purged = [
      await report(strict, leftLongAgo, ago(700)), // newest 200 days ago: past 6 months, both go
      await report(strict, leftLongAgo, ago(200)),
    ];
    // Chat: kept to the end of its school year plus one; three school years back is past, today is not.
    const oldChat = await message(strict, ago(3 * 366));
    const newChat = await message(strict, now);
    // Sign-in traces: 90 days.
    const traced = await student(strict);
    await query(
      `INSERT INTO mail_tokens (token_hash, purpose, user_id, email, created_at, expires_at)
       VALUES ($1, 'verify-email', $3, 'a@ecole.test', $4, $4), ($2, 'verify-email', $3, 'a@ecole.test', $5, $5)`,
      [randomBytes(16).toString('hex'), randomBytes(16).toString('hex'), traced, ago(91), ago(89)],
    );

    const purge = await identity.app.get(RetentionPurge).run(now);

    expect(await remaining(`${schema('homework')}.practice_reports`, [...kept, ...purged])).toEqual(
      expect.arrayContaining(kept),
    );
    expect(await remaining(`${schema('homework')}.practice_reports`, purged)).toEqual([]);
    expect(await remaining(`${schema('messaging')}.messages`, [oldChat, newChat])).toEqual([newChat]);
    const tokens = await query<{ created_at: Date }>(
      `SELECT created_at FROM mail_tokens WHERE user_id = $1`,
      [traced],
    );
    expect(tokens).toHaveLength(1);

    expect(purge.removed).toEqual(
      expect.arrayContaining([
        { service: 'homework', table: 'practice_reports', organizationId: strict, rows: 2 },
        { service: 'messaging', table: 'messages', organizationId: strict, rows: 1 },
        expect.objectContaining({ service: 'identity', table: 'mail_tokens', organizationId: null }),
      ]),
    );
    expect(purge.removed.some((line) => line.organizationId === standard)).toBe(false);
    const logged = await query<{ rows: number }>(
      `SELECT rows FROM retention_purges WHERE organization_id = $1 AND table_name = 'practice_reports' AND ran_at = $2`,
      [strict, now],
    );
    expect(logged).toEqual([{ rows: 2 }]);
  }, 90_000);

  it('anonymises a loan a year after the school year of its return, and erases its family agreement here', async () => {
    const organizationId = await school();
    const studentId = await student(organizationId);
    const inventory = schema('inventory');
    const instrument = randomUUID();
    await query(
      `INSERT INTO ${inventory}.instruments (id, organization_id, family, type, asset_number, condition, created_at, updated_at)
       VALUES ($1, $2, 'bois', 'Flûte', $3, 'good', now(), now())`,
      [instrument, organizationId, `FL-${instrument.slice(0, 6)}`],
    );
    const loan = async (returnedAt: Date) => {
      const id = randomUUID();
      await query(
        `INSERT INTO ${inventory}.loans (id, organization_id, instrument_id, student_id, lent_at, due_on, returned_at,
           return_condition, agreement_required)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'good', true)`,
        [id, organizationId, instrument, studentId, ago(0), todayInQuebec(now), returnedAt],
      );
      await query(
        `INSERT INTO parental_consents (organization_id, student_id, feature, status, text_version, mailed_to,
           token_hash, link_expires_at, signed_name, reference, signer)
         VALUES ($1, $2, 'loanAgreement', 'granted', 'v1', 'parent@ecole.test', $3, now(), 'Marie Parent', $4, 'parent')`,
        [organizationId, studentId, randomBytes(16).toString('hex'), id],
      );
      return id;
    };
    const [old, recent] = [await loan(ago(730)), await loan(ago(30))];

    const purge = await identity.app.get(RetentionPurge).run(now);

    const loans = await query<{ id: string; student_id: string | null }>(
      `SELECT id, student_id FROM ${inventory}.loans WHERE id = ANY($1::uuid[]) ORDER BY returned_at`,
      [[old, recent]],
    );
    expect(loans).toEqual([
      { id: old, student_id: null },
      { id: recent, student_id: studentId },
    ]);
    const agreements = await query<{ reference: string }>(
      `SELECT reference FROM parental_consents WHERE organization_id = $1`,
      [organizationId],
    );
    expect(agreements).toEqual([{ reference: recent }]);
    expect(purge.removed).toEqual(
      expect.arrayContaining([
        { service: 'inventory', table: 'loans', organizationId, rows: 1 },
        { service: 'identity', table: 'parental_consents', organizationId, rows: 1 },
      ]),
    );
  }, 90_000);

  it('removes an incident of the register 5 years after the school learned of it, not a day before', async () => {
    const organizationId = await school();
    const today = todayInQuebec(now);
    const yearsBack = (years: number, days = 0) =>
      addCalendarDays(`${Number(today.slice(0, 4)) - years}${today.slice(4)}`, -days);
    const incident = async (knownOn: string) => {
      const id = randomUUID();
      await query(
        `INSERT INTO privacy_incidents (id, organization_id, occurred_on, known_on, description,
           information_concerned, people_concerned, serious_risk, risk_assessment, measures)
         VALUES ($1, $2, $3, $3, 'Perte d’une clé USB', 'Notes', 12, false, 'Faible', 'Rappel')`,
        [id, organizationId, knownOn],
      );
      return id;
    };
    const expired = await incident(yearsBack(5, 1));
    const lastDay = await incident(yearsBack(5));
    const recent = await incident(yearsBack(1));

    const purge = await identity.app.get(RetentionPurge).run(now);

    expect((await remaining('privacy_incidents', [expired, lastDay, recent])).sort()).toEqual(
      [lastDay, recent].sort(),
    );
    expect(purge.removed).toContainEqual({
      service: 'identity',
      table: 'privacy_incidents',
      organizationId,
      rows: 1,
    });
  }, 90_000);

  it("removes a read of 'Journal des consultations' and its review entry a year after, not before", async () => {
    const organizationId = await school();
    const studentId = await student(organizationId);
    const read = async (at: Date) => {
      const id = randomUUID();
      await query(
        `INSERT INTO read_audit (id, event_id, organization_id, reader_id, student_id, category, reference, basis, read_at)
         VALUES ($1, $1, $2, NULL, $3, 'reportCards', 'reportCard:1', 'admin-right', $4)`,
        [id, organizationId, studentId, at],
      );
      return id;
    };
    const review = async (at: Date) => {
      const id = randomUUID();
      await query(
        `INSERT INTO read_reviews (id, organization_id, kind, reader_id, students, category, raised_at)
         VALUES ($1, $2, 'many-students', NULL, 150, 'grades', $3)`,
        [id, organizationId, at],
      );
      return id;
    };
    const [oldRead, keptRead] = [await read(ago(366)), await read(ago(364))];
    const [oldReview, keptReview] = [await review(ago(366)), await review(ago(364))];

    const purge = await identity.app.get(RetentionPurge).run(now);

    expect(await remaining('read_audit', [oldRead, keptRead])).toEqual([keptRead]);
    expect(await remaining('read_reviews', [oldReview, keptReview])).toEqual([keptReview]);
    for (const table of ['read_audit', 'read_reviews'])
      expect(purge.removed).toContainEqual({ service: 'identity', table, organizationId, rows: 1 });
  }, 90_000);

  it('refuses a purge request carrying an actor: the privacy desk alone asks', async () => {
    const client = testServiceClient({ natsUrl: run.natsUrl, prefix: run.natsPrefix });
    try {
      await expect(
        client.request(privacyRequestsOf.homework.purge, { everywhere: {}, organizations: [] }, {
          userId: randomUUID(),
          organizationId: randomUUID(),
          roles: ['admin'],
        } as never),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await client.close();
    }
  });
});
