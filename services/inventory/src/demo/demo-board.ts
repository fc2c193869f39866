import { randomUUID } from 'node:crypto';
import type { InstrumentCondition, InstrumentFamily } from '@crescendo/domain';
import { demoBoardAccountId, demoOrganization, demoSchools } from '@crescendo/domain/demo';
import type { Db } from '@crescendo/service-kit';
import { insertBoardLoan } from '../board/board-loan.store.js';
import { insertInstrument } from '../instrument.store.js';
import { insertScore } from '../score.store.js';

/** The demo board's second school: what it owns, so the 'Centre de services' tab shows another school's items. */
const harmonie = demoSchools[1]!;

const instruments: ReadonlyArray<{
  assetNumber: string;
  family: InstrumentFamily;
  type: string;
  brand: string;
  model: string;
  condition: InstrumentCondition;
}> = [
  { assetNumber: 'HA-0001', family: 'bois', type: 'Basson', brand: 'Fox', model: '220', condition: 'good' },
  {
    assetNumber: 'HA-0002',
    family: 'bois',
    type: 'Hautbois',
    brand: 'Yamaha',
    model: 'YOB-241',
    condition: 'good',
  },
  {
    assetNumber: 'HA-0003',
    family: 'cuivres',
    type: 'Cor',
    brand: 'Holton',
    model: 'H378',
    condition: 'worn',
  },
  {
    assetNumber: 'HA-0004',
    family: 'cuivres',
    type: 'Tuba',
    brand: 'Jupiter',
    model: 'JTU1010',
    condition: 'good',
  },
  {
    assetNumber: 'HA-0005',
    family: 'cordes',
    type: 'Contrebasse',
    brand: 'Eastman',
    model: 'VB95',
    condition: 'new',
  },
  {
    assetNumber: 'HA-0006',
    family: 'percussions',
    type: 'Timbales',
    brand: 'Ludwig',
    model: 'LKS4',
    condition: 'good',
  },
];

const scores = [
  { title: 'Chorale and Alleluia', composer: 'Howard Hanson', publisher: 'Carl Fischer', level: 4 },
  { title: 'Suite française', composer: 'Darius Milhaud', publisher: 'Leeds Music', level: 5 },
  { title: 'Sleigh Ride', composer: 'Leroy Anderson', publisher: 'Alfred', level: 3 },
] as const;

/**
 * DEMO_MODE=true only, once: the second school's instruments and scores, and its request for the demo school's
 * tuba (CR-0007), so the demo admin has one to offer or decline.
 */
export async function loadDemoBoard(tx: Db, now: Date): Promise<boolean> {
  const [{ n }] = await tx.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM instruments WHERE organization_id = $1`,
    [harmonie.id],
  );
  if (n > 0) return false;
  const admin = demoBoardAccountId('admin@harmonie.demo.crescendo.ca');
  for (const instrument of instruments)
    await insertInstrument(tx, {
      id: randomUUID(),
      organizationId: harmonie.id,
      ...instrument,
      serialNumber: null,
      purchaseDate: null,
      priceCents: null,
      location: 'Local de musique',
      notes: null,
      at: now,
      by: admin,
    });
  for (const score of scores)
    await insertScore(tx, {
      id: randomUUID(),
      organizationId: harmonie.id,
      ...score,
      arranger: null,
      ensemble: 'concert-band',
      parts: [
        { name: 'Conducteur', copies: 1 },
        { name: 'Flûtes', copies: 4 },
        { name: 'Clarinettes en si♭', copies: 8 },
        { name: 'Trompettes en si♭', copies: 6 },
        { name: 'Trombones', copies: 4 },
        { name: 'Percussions', copies: 3 },
      ],
      ownership: 'owned',
      returnOn: null,
      lastPerformedOn: null,
      at: now,
    });
  const [tuba] = await tx.query<Array<{ id: string }>>(
    `SELECT id FROM instruments WHERE organization_id = $1 AND asset_number = 'CR-0007'`,
    [demoOrganization.id],
  );
  if (tuba)
    await insertBoardLoan(tx, {
      id: randomUUID(),
      item: { kind: 'instrument', id: tuba.id },
      ownerSchoolId: demoOrganization.id,
      borrowerSchoolId: harmonie.id,
      by: admin,
      at: now,
    });
  return true;
}
