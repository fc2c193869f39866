import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  dayOf,
  defaultLoanDueOn,
  shiftDay,
  type InstrumentCondition,
  type InstrumentFamily,
} from '@crescendo/domain';
import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import { Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { InventoryConfig } from '../config.js';
import { insertInstrument } from '../instrument.store.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from '../inventory.options.js';
import { insertLoan } from '../loan.store.js';
import { loadDemoBoard } from './demo-board.js';
import { loadDemoScores } from './demo-scores.js';
import { loadDemoUniforms } from './demo-uniforms.js';
import { loadDemoScale } from './demo-scale.js';

interface DemoInstrument {
  assetNumber: string;
  family: InstrumentFamily;
  type: string;
  brand: string;
  model: string;
  serialNumber: string;
  priceCents: number;
  purchaseDate: string;
  condition: InstrumentCondition;
  location: string;
  /** Lent to this demo student, days ago; `overdueBy`: due that many days before today ('En retard'). */
  lentTo?: { email: string; daysAgo: number; overdueBy?: number };
}

const demoInstruments: readonly DemoInstrument[] = [
  {
    assetNumber: 'CR-0001',
    family: 'bois',
    type: 'Flûte',
    brand: 'Yamaha',
    model: 'YFL-222',
    serialNumber: 'F10234',
    priceCents: 89900,
    purchaseDate: '2019-08-20',
    condition: 'good',
    location: 'Local 112',
    lentTo: { email: 'eleve@demo.crescendo.ca', daysAgo: 40 },
  },
  {
    assetNumber: 'CR-0002',
    family: 'bois',
    type: 'Clarinette',
    brand: 'Buffet Crampon',
    model: 'Prodige',
    serialNumber: 'B55821',
    priceCents: 109900,
    purchaseDate: '2021-08-25',
    condition: 'good',
    location: 'Local 112',
    lentTo: { email: 'eleve2@demo.crescendo.ca', daysAgo: 38 },
  },
  {
    assetNumber: 'CR-0003',
    family: 'bois',
    type: 'Saxophone Alto',
    brand: 'Yamaha',
    model: 'YAS-280',
    serialNumber: 'S77310',
    priceCents: 189900,
    purchaseDate: '2020-08-18',
    condition: 'worn',
    location: 'Local 112',
    lentTo: { email: 'eleve3@demo.crescendo.ca', daysAgo: 60, overdueBy: 3 },
  },
  {
    assetNumber: 'CR-0004',
    family: 'cuivres',
    type: 'Trompette',
    brand: 'Bach',
    model: 'TR300H2',
    serialNumber: 'T40118',
    priceCents: 129900,
    purchaseDate: '2018-08-22',
    condition: 'good',
    location: 'Local 114',
  },
  {
    assetNumber: 'CR-0005',
    family: 'cuivres',
    type: 'Trombone',
    brand: 'Jupiter',
    model: 'JTB700',
    serialNumber: 'J22907',
    priceCents: 99900,
    purchaseDate: '2017-09-05',
    condition: 'needs-repair',
    location: 'Atelier',
  },
  {
    assetNumber: 'CR-0006',
    family: 'cuivres',
    type: 'Euphonium',
    brand: 'Yamaha',
    model: 'YEP-201',
    serialNumber: 'E10442',
    priceCents: 349900,
    purchaseDate: '2016-08-30',
    condition: 'good',
    location: 'Local 114',
    lentTo: { email: 'eleve6@demo.crescendo.ca', daysAgo: 35 },
  },
  {
    assetNumber: 'CR-0007',
    family: 'cuivres',
    type: 'Tuba',
    brand: 'Jupiter',
    model: 'JTU700',
    serialNumber: 'J90031',
    priceCents: 529900,
    purchaseDate: '2015-08-28',
    condition: 'worn',
    location: 'Local 114',
  },
  {
    assetNumber: 'CR-0008',
    family: 'cordes',
    type: 'Violon',
    brand: 'Eastman',
    model: 'VL80',
    serialNumber: 'V33871',
    priceCents: 59900,
    purchaseDate: '2022-08-19',
    condition: 'new',
    location: 'Local 110',
  },
  {
    assetNumber: 'CR-0009',
    family: 'cordes',
    type: 'Guitare basse',
    brand: 'Fender',
    model: 'Player Jazz Bass',
    serialNumber: 'MX2201',
    priceCents: 119900,
    purchaseDate: '2023-08-21',
    condition: 'good',
    location: 'Local 110',
  },
  {
    assetNumber: 'CR-0010',
    family: 'percussions',
    type: 'Xylophone',
    brand: 'Musser',
    model: 'M51',
    serialNumber: 'X00912',
    priceCents: 399900,
    purchaseDate: '2014-08-26',
    condition: 'out-of-service',
    location: 'Entrepôt',
  },
];

/**
 * DEMO_MODE=true only: the demo school's instruments, some lent to its students (one 'En retard'), its
 * scores (`demo-scores.ts`), its 150 uniforms (`demo-uniforms.ts`), the board's second school's instruments and
 * scores with its request for the demo tuba (`demo-board.ts`), and up to 400 instruments and 1 200 scores
 * (`demo-scale.ts`). Each loaded once: a second start finds them and does nothing.
 */
@Injectable()
export class DemoInventoryLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoInventory');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: InventoryConfig,
    @Inject(Db) private readonly db: Db,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_MODE) return;
    const loaded = await this.db.transaction((tx) => this.load(tx));
    this.logger.log(loaded ? 'demo inventory loaded' : 'demo inventory already there');
  }

  private async load(tx: Db): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('inventory-demo-seed'))`);
    const now = this.options.now();
    const scores = await loadDemoScores(tx, now, dayOf(now, this.options.timeZone));
    const uniforms = await loadDemoUniforms(tx, now);
    const instruments = await this.loadInstruments(tx);
    // The board's second school, after the demo school's instruments (it asks for one of them).
    const board = await loadDemoBoard(tx, now);
    // Then up to 400 instruments and 1 200 scores (issue 27 §9), after the named ones.
    const scale = await loadDemoScale(tx, now);
    return instruments || scores || uniforms || board || scale;
  }

  private async loadInstruments(tx: Db): Promise<boolean> {
    const [{ n }] = await tx.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM instruments WHERE organization_id = $1`,
      [demoOrganization.id],
    );
    if (n > 0) return false;
    const now = this.options.now();
    const today = dayOf(now, this.options.timeZone);
    const admin = demoAccountId('admin@demo.crescendo.ca');
    const teacher = demoAccountId('prof@demo.crescendo.ca');
    for (const item of demoInstruments) {
      const id = randomUUID();
      const { lentTo, ...fields } = item;
      await insertInstrument(tx, {
        id,
        organizationId: demoOrganization.id,
        ...fields,
        notes: null,
        at: now,
        by: admin,
      });
      if (!lentTo) continue;
      await insertLoan(tx, {
        id: randomUUID(),
        organizationId: demoOrganization.id,
        instrumentId: id,
        studentId: demoAccountId(lentTo.email),
        lentBy: teacher,
        lentAt: new Date(now.getTime() - lentTo.daysAgo * 86_400_000),
        dueOn: lentTo.overdueBy ? shiftDay(today, -lentTo.overdueBy) : defaultLoanDueOn(today),
        agreementRequired: false,
      });
    }
    return true;
  }
}
