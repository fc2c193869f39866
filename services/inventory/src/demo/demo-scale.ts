import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import type { Db } from '@crescendo/service-kit';

/** The demo school at the size of a large secondary school's music department (issue 27 §9). */
export const demoInstrumentCount = 400;
export const demoScoreCount = 1200;

/**
 * Fills the demo school up to 400 instruments and 1 200 scores, beside the named ones of `demo-inventory.ts` and
 * `demo-scores.ts` (which the journeys use): instruments CR-1001 onwards, on the shelf in the music rooms, of
 * every family; scores of the band, string and full orchestras, jazz band and choir, with their parts. The same
 * on every start (set-based SQL over `generate_series`, ids derived from the row's number); only what is missing
 * is added, so a second start adds nothing.
 */
export async function loadDemoScale(tx: Db, now: Date): Promise<boolean> {
  const school = demoOrganization.id;
  const admin = demoAccountId('admin@demo.crescendo.ca');
  const [{ instruments, scores }] = await tx.query<Array<{ instruments: number; scores: number }>>(
    `SELECT (SELECT count(*)::int FROM instruments WHERE organization_id = $1) AS instruments,
            (SELECT count(*)::int FROM scores WHERE organization_id = $1) AS scores`,
    [school],
  );
  if (instruments >= demoInstrumentCount && scores >= demoScoreCount) return false;
  if (instruments < demoInstrumentCount)
    await tx.query(
      `WITH kinds(k, family, type, brand, model, price) AS (VALUES
         (0, 'bois', 'Flûte', 'Yamaha', 'YFL-222', 89900), (1, 'bois', 'Clarinette', 'Buffet Crampon', 'Prodige', 109900),
         (2, 'bois', 'Saxophone alto', 'Yamaha', 'YAS-280', 189900), (3, 'bois', 'Hautbois', 'Fox', '333', 399900),
         (4, 'cuivres', 'Trompette', 'Bach', 'TR300H2', 129900), (5, 'cuivres', 'Trombone', 'Conn', '100H', 119900),
         (6, 'cuivres', 'Cor', 'Holton', 'H379', 359900), (7, 'cuivres', 'Tuba', 'Jupiter', 'JTU1010', 649900),
         (8, 'cordes', 'Violon', 'Yamaha', 'V5', 69900), (9, 'cordes', 'Alto', 'Eastman', 'VA80', 99900),
         (10, 'cordes', 'Violoncelle', 'Eastman', 'VC80', 189900), (11, 'percussions', 'Caisse claire', 'Pearl', 'Rhythm Traveler', 49900))
       INSERT INTO instruments (id, organization_id, family, type, brand, model, serial_number, asset_number,
         purchase_date, price_cents, condition, location, notes, created_at, created_by, updated_at, updated_by)
       SELECT overlay(overlay(md5('demo-instrument-' || n) placing '4' from 13) placing '8' from 17)::uuid, $1, k.family, k.type, k.brand, k.model, 'SN' || (50000 + n),
              'CR-' || (1000 + n), make_date(2008 + n % 17, 8, 20), k.price,
              (ARRAY['new', 'good', 'good', 'good', 'worn', 'worn', 'needs-repair', 'good', 'good', 'out-of-service'])[1 + n % 10],
              (ARRAY['Local 112', 'Local 114', 'Local 120', 'Entrepôt'])[1 + n % 4], NULL, $2, $3, $2, $3
         FROM generate_series(1, $4::int) AS n JOIN kinds k ON k.k = n % 12
       ON CONFLICT DO NOTHING`,
      [school, now, admin, demoInstrumentCount - instruments],
    );
  if (scores < demoScoreCount)
    await tx.query(
      `WITH pieces(p, title) AS (VALUES (0, 'Marche'), (1, 'Suite'), (2, 'Ouverture'), (3, 'Fanfare'),
         (4, 'Rhapsodie'), (5, 'Choral'), (6, 'Danse'), (7, 'Nocturne'), (8, 'Variations'), (9, 'Fantaisie')),
       composers(c, composer) AS (VALUES (0, 'Gustav Holst'), (1, 'Percy Grainger'), (2, 'Frank Ticheli'),
         (3, 'Claude Champagne'), (4, 'André Mathieu'), (5, 'Jocelyn Morlock'), (6, 'Duke Ellington'),
         (7, 'Jean Sibelius'), (8, 'Eric Whitacre'), (9, 'Alfred Reed'), (10, 'Anne McGinty')),
       ensembles(e, ensemble) AS (VALUES (0, 'concert-band'), (1, 'string-orchestra'), (2, 'full-orchestra'),
         (3, 'jazz-band'), (4, 'choir'), (5, 'concert-band'))
       INSERT INTO scores (organization_id, id, title, composer, arranger, publisher, level, ensemble, parts, copies,
         ownership, return_on, last_performed_on, created_at, updated_at)
       SELECT $1, overlay(overlay(md5('demo-score-' || n) placing '4' from 13) placing '8' from 17)::uuid, p.title || ' n° ' || n, c.composer, NULL, 'Éditions du répertoire',
              (1 + n % 10) / 2.0, e.ensemble,
              jsonb_build_array(jsonb_build_object('name', 'Conducteur', 'copies', 1),
                                jsonb_build_object('name', 'Partie 1', 'copies', 4 + n % 5),
                                jsonb_build_object('name', 'Partie 2', 'copies', 3 + n % 4)),
              8 + n % 5 + n % 4, 'owned', NULL, NULL, $2, $2
         FROM generate_series(1, $3::int) AS n
         JOIN pieces p ON p.p = n % 10 JOIN composers c ON c.c = n % 11 JOIN ensembles e ON e.e = n % 6
       ON CONFLICT DO NOTHING`,
      [school, now, demoScoreCount - scores],
    );
  return true;
}
