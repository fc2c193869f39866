import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { schoolYearOf } from '@crescendo/domain';
import {
  demoBoardAccountId,
  demoBoardGroups,
  demoGroups,
  demoOrganization,
  largeBoardSchoolsAsked,
} from '@crescendo/domain/demo';
import { Db, Outbox, SERVICE_CONFIG } from '@crescendo/service-kit';
import type { GroupsConfig } from '../config.js';
import { recordGroup } from '../group-events.js';
import { findGroup, insertGroup, withUniqueCode } from '../group.store.js';
import { GROUPS_OPTIONS, type GroupsOptions } from '../groups.options.js';
import { seedLargeBoardGroups } from './large-board.js';

/**
 * DEMO_MODE=true only: the demo organisation's groups (named with Quebec course codes) with the demo
 * students in them, and the demo board's second school's (Harmonie: the itinerant teacher's groups there). The ids are identity's fixed demo ids (`@crescendo/domain`), so neither service
 * waits for the other. Idempotent: a group or a membership that exists is left as it is.
 */
@Injectable()
export class DemoGroupsLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoGroups');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: GroupsConfig,
    @Inject(Db) private readonly db: Db,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(GROUPS_OPTIONS) private readonly options: GroupsOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.DEMO_MODE) return;
    const created = await loadDemoGroups(this.db, this.outbox, this.options);
    this.logger.log(`demo groups ready (${created} group(s) created)`);
    // In the background: the service answers while the large board loads (its log says when it is there).
    const schools = largeBoardSchoolsAsked(this.config.DEMO_BOARD_SCALE, this.config.DEMO_BOARD_SCHOOLS);
    if (schools > 0)
      void seedLargeBoardGroups(this.db, schools, schoolYearOf(this.options.now())).then(
        (loaded) =>
          this.logger.log(
            loaded ? 'large demo board groups loaded' : 'large demo board groups already there',
          ),
        (error: unknown) => this.logger.error(`large demo board groups not loaded: ${String(error)}`),
      );
  }
}

export async function loadDemoGroups(db: Db, outbox: Outbox, options: GroupsOptions): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('groups-demo-seed'))`);
    let created = 0;
    const groups = [
      ...demoGroups.map((group) => ({ ...group, organizationId: demoOrganization.id })),
      ...demoBoardGroups,
    ];
    for (const demo of groups) {
      if (!(await findGroup(tx, demo.organizationId, demo.id))) {
        const group = {
          id: demo.id,
          organizationId: demo.organizationId,
          name: demo.name,
          description: demo.description,
          teacherId: demoBoardAccountId(demo.teacherEmail),
          source: 'manual' as const,
          schoolYear: schoolYearOf(options.now()),
        };
        await withUniqueCode(tx, options.generateCode, (code) => insertGroup(tx, group, code));
        const row = await findGroup(tx, demo.organizationId, demo.id);
        await recordGroup.created(outbox, tx, row!);
        created += 1;
      }
      for (const email of demo.studentEmails) {
        await tx.query(
          `INSERT INTO group_members (group_id, student_id, organization_id) VALUES ($1, $2, $3)
           ON CONFLICT DO NOTHING`,
          [demo.id, demoBoardAccountId(email), demo.organizationId],
        );
      }
    }
    return created;
  });
}
