import { groupCreated, groupDeleted, groupUpdated } from '@crescendo/contracts';
import type { Db, Outbox } from '@crescendo/service-kit';
import type { GroupRow } from './group.store.js';

function facts(row: GroupRow) {
  return {
    groupId: row.id,
    organizationId: row.organization_id,
    teacherId: row.teacher_id,
    name: row.name,
    schoolYear: row.school_year,
    source: row.source,
    archived: row.archived,
  };
}

/** Events of a group's life, written in the transaction of the change. */
export const recordGroup = {
  created: (outbox: Outbox, db: Db, row: GroupRow) =>
    outbox.add(db.manager, groupCreated, facts(row), { organizationId: row.organization_id }),
  updated: (outbox: Outbox, db: Db, row: GroupRow) =>
    outbox.add(db.manager, groupUpdated, facts(row), { organizationId: row.organization_id }),
  deleted: (outbox: Outbox, db: Db, row: Pick<GroupRow, 'id' | 'organization_id'>) =>
    outbox.add(
      db.manager,
      groupDeleted,
      { groupId: row.id, organizationId: row.organization_id },
      { organizationId: row.organization_id },
    ),
};
