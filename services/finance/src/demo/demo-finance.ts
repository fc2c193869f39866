import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  dayOf,
  defaultBudgetCategories,
  instantAt,
  schoolYearDays,
  schoolYearOf,
  shiftDay,
  type CalendarDay,
  type DefaultBudgetCategory,
} from '@crescendo/domain';
import { demoAccountId, demoOrganization } from '@crescendo/domain/demo';
import { Db, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { FinanceConfig } from '../config.js';
import { FINANCE_OPTIONS, type FinanceOptions } from '../finance.options.js';
import { insertEntry, insertPurchase } from '../purchase.store.js';

/** What the demo students bought, days ago, and whether (days later) they paid. */
const demoPurchases: ReadonlyArray<{
  email: string;
  item: string;
  cents: number;
  daysAgo: number;
  paidAfter?: number;
}> = [
  {
    email: 'eleve@demo.crescendo.ca',
    item: 'Anches de saxophone alto (boîte de 10)',
    cents: 3250,
    daysAgo: 30,
    paidAfter: 4,
  },
  { email: 'eleve@demo.crescendo.ca', item: 'Méthode Essential Elements, livre 2', cents: 1895, daysAgo: 12 },
  { email: 'eleve@demo.crescendo.ca', item: 'Sortie au concert de l’OSM', cents: 2500, daysAgo: 5 },
  {
    email: 'eleve2@demo.crescendo.ca',
    item: 'Anches de clarinette (boîte de 10)',
    cents: 2800,
    daysAgo: 25,
    paidAfter: 2,
  },
  { email: 'eleve2@demo.crescendo.ca', item: 'Sortie au concert de l’OSM', cents: 2500, daysAgo: 5 },
  { email: 'eleve3@demo.crescendo.ca', item: 'Cahier de partitions', cents: 1250, daysAgo: 18 },
  { email: 'eleve4@demo.crescendo.ca', item: 'Huile à coulisse', cents: 975, daysAgo: 20, paidAfter: 1 },
  { email: 'eleve5@demo.crescendo.ca', item: 'Baguettes de batterie 5A', cents: 1499, daysAgo: 9 },
  {
    email: 'eleve6@demo.crescendo.ca',
    item: 'Location d’euphonium (automne)',
    cents: 7500,
    daysAgo: 35,
    paidAfter: 10,
  },
];

/** This school year's plan, in dollars, and what was spent or came in, days ago. */
const demoPlan: Record<DefaultBudgetCategory, number> = {
  instruments: 8000,
  repairs: 1500,
  scores: 1200,
  trips: 3000,
  events: 1000,
  other: 500,
};
const demoEntries: ReadonlyArray<{
  category: DefaultBudgetCategory;
  kind: 'expense' | 'revenue';
  label: string;
  cents: number;
  daysAgo: number;
}> = [
  { category: 'instruments', kind: 'expense', label: 'Deux clarinettes d’étude', cents: 164000, daysAgo: 28 },
  {
    category: 'repairs',
    kind: 'expense',
    label: 'Réparation de deux clarinettes',
    cents: 64000,
    daysAgo: 21,
  },
  { category: 'repairs', kind: 'expense', label: 'Révision des cuivres', cents: 110000, daysAgo: 6 },
  { category: 'scores', kind: 'expense', label: 'Partitions du concert de Noël', cents: 38540, daysAgo: 15 },
  { category: 'trips', kind: 'expense', label: 'Autobus — sortie à l’OSM', cents: 185000, daysAgo: 4 },
  {
    category: 'events',
    kind: 'revenue',
    label: 'Vente de chocolat (financement)',
    cents: 120000,
    daysAgo: 10,
  },
];

/**
 * DEMO_MODE=true only: the demo organisation's purchases (some paid, Léa with a debt) and a budget for the
 * current school year with its entries — 'Réparations' over its planned amount, with a note. Loaded once:
 * a second start finds the purchases and does nothing.
 */
@Injectable()
export class DemoFinanceLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoFinance');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: FinanceConfig,
    @Inject(Db) private readonly db: Db,
    @Inject(FINANCE_OPTIONS) private readonly options: FinanceOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_MODE) return;
    const loaded = await this.db.transaction((tx) => this.load(tx));
    this.logger.log(loaded ? 'demo finance loaded' : 'demo finance already there');
  }

  private async load(tx: Db): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('finance-demo-seed'))`);
    const [{ n }] = await tx.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM purchases WHERE organization_id = $1`,
      [demoOrganization.id],
    );
    if (n > 0) return false;
    const now = this.options.now();
    const today = dayOf(now, this.options.timeZone);
    const year = schoolYearDays(schoolYearOf(now));
    // Early in September the school year is a few days old: its entries are dated no earlier than its start.
    const dayAgo = (days: number): CalendarDay => {
      const day = shiftDay(today, -days);
      return day < year.from ? year.from : day;
    };
    const at = (day: CalendarDay, time: string) => instantAt(day, time, this.options.timeZone);
    const teacher = demoAccountId('prof@demo.crescendo.ca');
    const admin = demoAccountId('admin@demo.crescendo.ca');

    for (const purchase of demoPurchases) {
      const id = randomUUID();
      const createdAt = at(dayAgo(purchase.daysAgo), '10:15');
      await insertPurchase(
        tx,
        {
          id,
          organization_id: demoOrganization.id,
          student_id: demoAccountId(purchase.email),
          item: purchase.item,
          amount_cents: purchase.cents,
          currency: 'CAD',
          created_at: createdAt,
          created_by: teacher,
        },
        randomUUID(),
      );
      if (purchase.paidAfter === undefined) continue;
      await insertEntry(tx, {
        id: randomUUID(),
        organizationId: demoOrganization.id,
        purchaseId: id,
        kind: 'payment',
        amountCents: purchase.cents,
        currency: 'CAD',
        reversesId: null,
        reason: null,
        recordedAt: at(dayAgo(purchase.daysAgo - purchase.paidAfter), '14:30'),
        recordedBy: teacher,
      });
    }

    const budgetId = randomUUID();
    await tx.query(
      `INSERT INTO budgets (id, organization_id, school_year, currency, created_at, created_by)
       VALUES ($1, $2, $3, 'CAD', $4, $5) ON CONFLICT DO NOTHING`,
      [budgetId, demoOrganization.id, schoolYearOf(now), at(year.from, '09:00'), admin],
    );
    const categories = new Map<DefaultBudgetCategory, string>();
    for (const [position, key] of defaultBudgetCategories.entries()) {
      const id = randomUUID();
      categories.set(key, id);
      await tx.query(
        `INSERT INTO budget_categories (id, organization_id, budget_id, position, key, planned_cents, note,
           created_at, created_by, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $9)`,
        [
          id,
          demoOrganization.id,
          budgetId,
          position,
          key,
          demoPlan[key] * 100,
          key === 'repairs' ? 'Révision imprévue des cuivres après le concert d’automne.' : null,
          at(year.from, '09:00'),
          admin,
        ],
      );
    }
    for (const entry of demoEntries) {
      const day = dayAgo(entry.daysAgo);
      await tx.query(
        `INSERT INTO budget_entries (id, organization_id, budget_id, category_id, kind, label, amount_cents, day,
           recorded_at, recorded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          randomUUID(),
          demoOrganization.id,
          budgetId,
          categories.get(entry.category),
          entry.kind,
          entry.label,
          entry.cents,
          day,
          at(day, '11:00'),
          admin,
        ],
      );
    }
    return true;
  }
}
