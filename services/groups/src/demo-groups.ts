import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { demoAccountId, demoGroups, demoOrganization, schoolYearOf } from '@crescendo/domain';
import { Outbox, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { GroupsConfig } from './config.js';
import { recordGroup } from './group-events.js';
import { findGroup, insertGroup, withUniqueCode } from './group.store.js';
import { GROUPS_OPTIONS, type GroupsOptions } from './groups.options.js';

/**
 * DEMO_MODE=true only: the demo organisation's groups (named with Quebec course codes) with the demo
 * students in them. The ids are identity's fixed demo ids (`@crescendo/domain`), so neither service
 * waits for the other. Idempotent: a group or a membership that exists is left as it is.
 */
@Injectable()
export class DemoGroupsLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoGroups');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: GroupsConfig,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(GROUPS_OPTIONS) private readonly options: GroupsOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_MODE) return;
    const created = await loadDemoGroups(this.db, this.outbox, this.options);
    this.logger.log(`demo groups ready (${created} group(s) created)`);
  }
}

export async function loadDemoGroups(
  db: DataSource,
  outbox: Outbox,
  options: GroupsOptions,
): Promise<number> {
  return db.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groups-demo-seed'))`);
    let created = 0;
    for (const demo of demoGroups) {
      if (!(await findGroup(manager, demoOrganization.id, demo.id))) {
        const group = {
          id: demo.id,
          organizationId: demoOrganization.id,
          name: demo.name,
          description: demo.description,
          teacherId: demoAccountId(demo.teacherEmail),
          source: 'manual' as const,
          schoolYear: schoolYearOf(options.now()),
        };
        await withUniqueCode(manager, options.generateCode, (code) => insertGroup(manager, group, code));
        const row = await findGroup(manager, demoOrganization.id, demo.id);
        await recordGroup.created(outbox, manager, row!);
        created += 1;
      }
      for (const email of demo.studentEmails) {
        await manager.query(
          `INSERT INTO group_members (group_id, student_id, organization_id) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [demo.id, demoAccountId(email), demoOrganization.id],
        );
      }
    }
    return created;
  });
}
