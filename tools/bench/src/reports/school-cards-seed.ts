import pg from 'pg';

export interface SchoolCards {
  termId: string;
  cardIds: string[];
}

/**
 * A school of `students` students each with a report card for one term (issue 29 §5), written in the
 * services' tables by SQL in one transaction: identity's users and `student` memberships of the demo school
 * (the PDF asks identity the student's name), a term of the reports service ('Étape 1' of the current school
 * year), and a draft card per student (marks per competency, the teacher's comments) spread over the school's
 * groups, 30 a group at most as a course would be. The cards' `work` is empty, so the PDF asks homework for the
 * term's work, as for any card not yet published. Through the API each card would be a teacher's save after a
 * group's students joined it: thousands of requests to arrange what the benchmark does not measure.
 */
export async function seedSchoolCards(
  databaseUrl: string,
  school: { organizationId: string; groups: Array<{ id: string; name: string }> },
  students: number,
): Promise<SchoolCards> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    const { rows: ids } = await db.query<{ id: string }>(
      `INSERT INTO identity.users (id, email, first_name, last_name, email_verified_at)
       SELECT gen_random_uuid(), 'bulletin-' || n || '@banc.demo.crescendo.ca',
         (ARRAY['Léa', 'Noah', 'Emma', 'Liam', 'Chloé', 'Félix', 'Alice', 'Éloi'])[1 + n % 8],
         'Élève ' || lpad(n::text, 4, '0'), now()
       FROM generate_series(1, $1::int) AS n
       ORDER BY n
       RETURNING id`,
      [students],
    );
    const studentIds = ids.map((row) => row.id);
    await db.query(
      `INSERT INTO identity.memberships (user_id, organization_id, role)
       SELECT id, $1, 'student' FROM unnest($2::uuid[]) AS id`,
      [school.organizationId, studentIds],
    );
    const year = schoolYearOf(new Date());
    const {
      rows: [term],
    } = await db.query<{ id: string }>(
      `INSERT INTO reports.terms (id, organization_id, school_year, position, name, starts_on, ends_on, weight,
         updated_at)
       VALUES (gen_random_uuid(), $1, $2, 99, 'Étape du banc d’essai', $3, $4, 20, now())
       RETURNING id`,
      [school.organizationId, year.name, year.startsOn, year.termEndsOn],
    );
    const { rows: cards } = await db.query<{ id: string }>(
      `INSERT INTO reports.report_cards (id, organization_id, term_id, group_id, student_id, group_name,
         mark_create, mark_perform, mark_appreciate, comment, comment_create, comment_perform,
         comment_appreciate, created_at, updated_at)
       SELECT gen_random_uuid(), $1, $2, g.id, s.id, g.name, 60 + s.n % 40, 55 + s.n % 45, 65 + s.n % 35,
         'Élève engagé qui progresse bien; poursuivre le travail des gammes à la maison.',
         'Propose des idées musicales variées.', 'Joue avec justesse et un bon son.',
         'Décrit une œuvre avec un vocabulaire juste.', now(), now()
       FROM unnest($3::uuid[]) WITH ORDINALITY AS s (id, n)
       JOIN unnest($4::uuid[], $5::text[]) WITH ORDINALITY AS g (id, name, k)
         ON g.k = 1 + ((s.n - 1) / 30) % $6
       ORDER BY s.n
       RETURNING id`,
      [
        school.organizationId,
        term!.id,
        studentIds,
        school.groups.map((group) => group.id),
        school.groups.map((group) => group.name),
        school.groups.length,
      ],
    );
    await db.query('COMMIT');
    return { termId: term!.id, cardIds: cards.map((card) => card.id) };
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  } finally {
    await db.end();
  }
}

/** The school year holding `today` (from 1 September) and a first term of it ending in November. */
function schoolYearOf(today: Date) {
  const start = today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return { name: `${start}-${start + 1}`, startsOn: `${start}-08-27`, termEndsOn: `${start}-11-20` };
}
