import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { organizationDeleted, userDeleted } from '@crescendo/contracts';
import { EventConsumers } from '@crescendo/service-kit';

/** Every column of the finance schema that names a person, table by table. */
const personalColumns: ReadonlyArray<readonly [table: string, column: string]> = [
  ['purchases', 'student_id'],
  ['purchases', 'created_by'],
  ['purchase_entries', 'recorded_by'],
  ['budgets', 'created_by'],
  ['budget_categories', 'created_by'],
  ['budget_categories', 'updated_by'],
  ['budget_entries', 'recorded_by'],
  ['budget_changes', 'changed_by'],
];

/**
 * Decision 0028: an erased person's data goes, the accounting stays. The amounts, currencies, items, kinds
 * and dates of the ledger are kept as anonymised lines (the school must keep its books); every link to the
 * person — the student a purchase was for, who recorded, paid, reversed or planned — is set to NULL, the
 * only update the ledger's triggers allow. Idempotent: a second delivery finds nothing left to erase.
 */
@Injectable()
export class ErasureHandlers implements OnModuleInit {
  constructor(@Inject(EventConsumers) private readonly events: EventConsumers) {}

  onModuleInit() {
    this.events.on(userDeleted, ({ userId }, { manager }) => eraseWhere(manager, 'person', userId));
    this.events.on(organizationDeleted, ({ organizationId }, { manager }) =>
      eraseWhere(manager, 'organization', organizationId),
    );
  }
}

async function eraseWhere(
  manager: EntityManager,
  scope: 'person' | 'organization',
  id: string,
): Promise<void> {
  for (const [table, column] of personalColumns) {
    const where = scope === 'person' ? `${column} = $1` : `organization_id = $1 AND ${column} IS NOT NULL`;
    await manager.query(`UPDATE ${table} SET ${column} = NULL WHERE ${where}`, [id]);
  }
}
