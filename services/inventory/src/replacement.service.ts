import { Inject, Injectable } from '@nestjs/common';
import {
  addPlannedAmount,
  type Actor,
  type ReplacementBudgetResult,
  type ReplacementPlanView,
  type ReplacementSettingsInput,
} from '@crescendo/contracts';
import { dayOf, replacementDefaults, replacementPlan, type ReplacementSettings } from '@crescendo/domain';
import { Db, ServiceClient } from '@crescendo/service-kit';
import { requireAdmin } from './access.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from './inventory.options.js';
import { REPLACEMENT_STORE, type ReplacementStore } from './replacement.store.js';

/** What finance keeps the plan's share of 'Instruments' under (decision 0073). */
export const replacementBudgetReference = 'inventory.replacement-plan';

/**
 * The replacement plan (issue 27 §7, decision 0073): the rule is `replacementPlan` of `@crescendo/domain`; the
 * school's settings are its admins' (the defaults until they change them); 'Ajouter au budget' asks finance, as
 * the admin, to put the next school year's amount in the budget's 'Instruments' — finance's tables are never
 * written from here.
 */
@Injectable()
export class ReplacementService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(REPLACEMENT_STORE) private readonly store: ReplacementStore,
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  async plan(actor: Actor | null): Promise<ReplacementPlanView> {
    const admin = requireAdmin(actor);
    return this.view(admin.organizationId);
  }

  /** 'Enregistrer': the school's settings (the contract has refused what is out of bounds, in French). */
  async saveSettings(actor: Actor | null, input: ReplacementSettingsInput): Promise<ReplacementPlanView> {
    const admin = requireAdmin(actor);
    await this.store.saveReplacementSettings(this.db, admin.organizationId, input, this.options.now());
    return this.view(admin.organizationId);
  }

  /**
   * 'Ajouter au budget': the plan's next school year in the budget's 'Instruments', once (finance adds only
   * what differs from what this plan last put there); finance creates that year's budget when there is none.
   */
  async addToBudget(actor: Actor | null): Promise<ReplacementBudgetResult> {
    const admin = requireAdmin(actor);
    const view = await this.view(admin.organizationId);
    const added = await this.client.request(
      addPlannedAmount,
      {
        schoolYear: view.nextYear.schoolYear,
        categoryKey: 'instruments',
        amountCents: view.nextYear.costCents,
        reference: replacementBudgetReference,
      },
      actor!,
    );
    return {
      schoolYear: added.schoolYear,
      planCents: view.nextYear.costCents,
      addedCents: added.addedCents,
      plannedCents: added.plannedCents,
      budgetCreated: added.budgetCreated,
    };
  }

  private async view(organizationId: string): Promise<ReplacementPlanView> {
    const saved = await this.store.findReplacementSettings(this.db, organizationId);
    const settings: ReplacementSettings = saved ?? replacementDefaults;
    const items = await this.store.replacementItems(this.db, organizationId);
    const plan = replacementPlan(items, settings, dayOf(this.options.now(), this.options.timeZone));
    return {
      settings: { ...settings, saved: saved !== null },
      ...plan,
      nextYear: { schoolYear: plan.schoolYears[1]!, costCents: plan.totals[1]!.costCents },
      instruments: items.length,
    };
  }
}
