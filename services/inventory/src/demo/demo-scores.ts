import { randomUUID } from 'node:crypto';
import type { ScoreEnsemble, ScorePart } from '@crescendo/contracts';
import { shiftDay, type CalendarDay } from '@crescendo/domain';
import { demoOrganization } from '@crescendo/domain/demo';
import type { Db } from '@crescendo/service-kit';
import { insertScore } from '../score.store.js';

interface DemoScore {
  title: string;
  composer: string | null;
  arranger?: string;
  publisher: string;
  level: number;
  ensemble: ScoreEnsemble;
  parts: ScorePart[];
  /** Rented: it goes back this many days from today. */
  rentedFor?: number;
  /** Last played in concert this many days ago. */
  performedDaysAgo?: number;
}

const parts = (...entries: Array<[string, number]>): ScorePart[] =>
  entries.map(([name, copies]) => ({ name, copies }));

/** A concert band's usual set, with the copies a school band of about 50 keeps. */
const bandSet = parts(
  ['Conducteur', 1],
  ['Flûte 1', 3],
  ['Flûte 2', 3],
  ['Hautbois', 1],
  ['Clarinette 1 en si♭', 4],
  ['Clarinette 2 en si♭', 4],
  ['Clarinette basse', 1],
  ['Saxophone alto', 3],
  ['Saxophone ténor', 2],
  ['Saxophone baryton', 1],
  ['Trompette 1 en si♭', 3],
  ['Trompette 2 en si♭', 3],
  ['Cor en fa', 2],
  ['Trombone', 3],
  ['Euphonium', 2],
  ['Tuba', 2],
  ['Percussions', 4],
);
const stringSet = parts(
  ['Conducteur', 1],
  ['Violon 1', 8],
  ['Violon 2', 8],
  ['Alto', 5],
  ['Violoncelle', 5],
  ['Contrebasse', 2],
);
const jazzSet = parts(
  ['Conducteur', 1],
  ['Saxophone alto 1', 1],
  ['Saxophone alto 2', 1],
  ['Saxophone ténor 1', 1],
  ['Saxophone ténor 2', 1],
  ['Saxophone baryton', 1],
  ['Trompette 1', 1],
  ['Trompette 2', 1],
  ['Trompette 3', 1],
  ['Trombone 1', 1],
  ['Trombone 2', 1],
  ['Guitare', 1],
  ['Piano', 1],
  ['Basse', 1],
  ['Batterie', 1],
);
const choirSet = parts(['Piano', 1], ['Soprano', 12], ['Alto', 12], ['Ténor', 6], ['Basse', 6]);

/** The demo school's scores ('Partitions'): a dozen, for its band, strings, jazz band and choir. */
const demoScores: readonly DemoScore[] = [
  {
    title: 'First Suite in E-flat',
    composer: 'Gustav Holst',
    publisher: 'Boosey & Hawkes',
    level: 4,
    ensemble: 'concert-band',
    parts: bandSet,
    performedDaysAgo: 190,
  },
  {
    title: 'Chester',
    composer: 'William Schuman',
    publisher: 'Merion Music',
    level: 4.5,
    ensemble: 'concert-band',
    parts: bandSet,
  },
  {
    title: 'Sleigh Ride',
    composer: 'Leroy Anderson',
    arranger: 'Michael Story',
    publisher: 'Alfred Music',
    level: 2,
    ensemble: 'concert-band',
    parts: bandSet,
    performedDaysAgo: 340,
  },
  {
    title: 'Gens du pays',
    composer: 'Gilles Vigneault',
    arranger: 'Denis Grenier',
    publisher: 'Éditions Doberman-Yppan',
    level: 2.5,
    ensemble: 'concert-band',
    parts: bandSet,
    performedDaysAgo: 160,
  },
  {
    title: 'Lincolnshire Posy',
    composer: 'Percy Grainger',
    publisher: 'Ludwig Masters',
    level: 6,
    ensemble: 'concert-band',
    parts: bandSet,
    rentedFor: 75,
  },
  {
    title: 'Brook Green Suite',
    composer: 'Gustav Holst',
    publisher: 'Curwen',
    level: 3,
    ensemble: 'string-orchestra',
    parts: stringSet,
    performedDaysAgo: 210,
  },
  {
    title: 'Canon en ré',
    composer: 'Johann Pachelbel',
    arranger: 'Richard Meyer',
    publisher: 'Alfred Music',
    level: 1.5,
    ensemble: 'string-orchestra',
    parts: stringSet,
  },
  {
    title: 'Symphonie no 40 en sol mineur, 1er mouvement',
    composer: 'W. A. Mozart',
    arranger: 'Merle J. Isaac',
    publisher: 'Hal Leonard',
    level: 3.5,
    ensemble: 'full-orchestra',
    parts: [...stringSet.slice(1), ...parts(['Flûte', 2], ['Hautbois', 2], ['Cor en fa', 2])],
    rentedFor: 40,
  },
  {
    title: 'Take the “A” Train',
    composer: 'Billy Strayhorn',
    arranger: 'Mike Tomaro',
    publisher: 'Hal Leonard',
    level: 3,
    ensemble: 'jazz-band',
    parts: jazzSet,
    performedDaysAgo: 95,
  },
  {
    title: 'Moanin’',
    composer: 'Bobby Timmons',
    arranger: 'Mark Taylor',
    publisher: 'Hal Leonard',
    level: 3.5,
    ensemble: 'jazz-band',
    parts: jazzSet,
  },
  {
    title: 'Un Canadien errant',
    composer: 'Antoine Gérin-Lajoie',
    arranger: 'Donald Patriquin',
    publisher: 'Earthsongs',
    level: 2,
    ensemble: 'choir',
    parts: choirSet,
    performedDaysAgo: 60,
  },
  {
    title: 'Hymne à la nuit',
    composer: 'Jean-Philippe Rameau',
    publisher: 'Éditions Durand',
    level: 1.5,
    ensemble: 'choir',
    parts: choirSet,
  },
];

/** The demo school's scores, loaded when it has none (two rented, due back in the coming weeks). */
export async function loadDemoScores(tx: Db, now: Date, today: CalendarDay): Promise<boolean> {
  const [{ n }] = await tx.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM scores WHERE organization_id = $1`,
    [demoOrganization.id],
  );
  if (n > 0) return false;
  for (const { rentedFor, performedDaysAgo, arranger, ...fields } of demoScores)
    await insertScore(tx, {
      id: randomUUID(),
      organizationId: demoOrganization.id,
      ...fields,
      arranger: arranger ?? null,
      ownership: rentedFor ? 'rented' : 'owned',
      returnOn: rentedFor ? shiftDay(today, rentedFor) : null,
      lastPerformedOn: performedDaysAgo ? shiftDay(today, -performedDaysAgo) : null,
      at: now,
    });
  return true;
}
