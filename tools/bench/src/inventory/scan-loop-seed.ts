import pg from 'pg';

/**
 * What `inventory-scan-loop` needs beside the demo: `instruments` more instruments of the demo school on the shelf
 * (`SCAN-0001` …, what the August rush's scans lend), and the demo board grown to `schools` schools, each of the
 * new ones in identity's `organizations` (as 'Créer une école' writes them) with `scoresPerSchool` scores in the
 * inventory (as 'Ajouter une partition' writes them), so that the board's catalogue spans them all.
 */
export async function seedScanLoop(
  databaseUrl: string,
  seed: { schoolId: string; boardId: string; instruments: number; schools: number; scoresPerSchool: number },
): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO inventory.instruments (id, organization_id, family, type, brand, model, asset_number, condition,
         location, created_at, updated_at)
       SELECT gen_random_uuid(), $1, 'cuivres', 'Trompette', 'Bach', 'TR300H2', 'SCAN-' || lpad(n::text, 4, '0'),
              'good', 'Local 114', now(), now()
         FROM generate_series(1, $2::int) AS n`,
      [seed.schoolId, seed.instruments],
    );
    const existing = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM identity.organizations WHERE board_id = $1`,
      [seed.boardId],
    );
    const missing = Math.max(0, seed.schools - existing.rows[0]!.n);
    const created = await db.query<{ id: string }>(
      `INSERT INTO identity.organizations (id, name, kind, board_id)
       SELECT gen_random_uuid(), 'École du banc ' || lpad(n::text, 2, '0'), 'school', $1
         FROM generate_series(1, $2::int) AS n
       RETURNING id`,
      [seed.boardId, missing],
    );
    await db.query(
      `WITH pieces(p, title) AS (VALUES (0, 'Marche'), (1, 'Suite'), (2, 'Ouverture'), (3, 'Fanfare'),
         (4, 'Rhapsodie'), (5, 'Choral'), (6, 'Danse'), (7, 'Nocturne'), (8, 'Variations'), (9, 'Fantaisie'))
       INSERT INTO inventory.scores (organization_id, id, title, composer, arranger, publisher, level, ensemble,
         parts, copies, ownership, created_at, updated_at)
       SELECT s.id, gen_random_uuid(), p.title || ' n° ' || n || ' (' || left(s.id::text, 4) || ')',
              (ARRAY['Gustav Holst', 'Percy Grainger', 'Frank Ticheli', 'Claude Champagne', 'André Mathieu',
                     'Jocelyn Morlock', 'Duke Ellington', 'Eric Whitacre', 'Alfred Reed', 'Anne McGinty'])[1 + (n * 7) % 10],
              CASE WHEN n % 3 = 0 THEN 'Frederick Fennell' END, 'Éditions du répertoire', (1 + n % 10) / 2.0,
              (ARRAY['concert-band', 'string-orchestra', 'full-orchestra', 'jazz-band', 'choir'])[1 + n % 5],
              '[{"name": "Partie 1", "copies": 6}, {"name": "Partie 2", "copies": 5}]'::jsonb, 11, 'owned', now(), now()
         FROM unnest($1::uuid[]) AS s(id) CROSS JOIN generate_series(1, $2::int) AS n JOIN pieces p ON p.p = n % 10`,
      [created.rows.map((row) => row.id), seed.scoresPerSchool],
    );
    await db.query('ANALYZE inventory.scores');
    await db.query('ANALYZE inventory.instruments');
  } finally {
    await db.end();
  }
}
