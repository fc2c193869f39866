import {
  addEvent,
  createFeed,
  deleteGroup,
  groupDeleted,
  listOccurrences,
  organizationDeleted,
  userDeleted,
} from '@crescendo/contracts';
import { dayOf, shiftDay } from '@crescendo/domain';
import { demoAccountId, demoGroups, demoOrganization } from '@crescendo/domain/demo';
import { eventually, newTenant } from '@crescendo/testing';
import { startPlanning, type PlanningHarness } from './planning-harness.js';

// Decision 0028: deletions reach the planning; DEMO_MODE loads the demo school's term.
let h: PlanningHarness;
beforeAll(async () => {
  h = await startPlanning({ demo: true });
}, 90_000);
afterAll(() => h?.close());

const event = (groupIds: string[], title = 'Répétition') => ({
  title,
  type: 'rehearsal' as const,
  day: '2027-03-04',
  startTime: '15:45',
  endTime: '17:00',
  groupIds,
});

describe('deletions', () => {
  it('forget who wrote an erased person’s events, and their calendar address', async () => {
    const t = newTenant();
    const group = await h.groupWith(t.teacher, [t.student]);
    await h.ok(addEvent, event([group.id]), t.teacher);
    await h.ok(createFeed, {}, t.teacher);
    await h.publishAsIdentity(
      userDeleted.subject,
      { userId: t.teacher.userId, organizationId: t.organizationId },
      t.organizationId,
    );
    await eventually(
      () => h.count(`events WHERE created_by = $1 OR updated_by = $1`, [t.teacher.userId]),
      (n) => n === 0,
    );
    expect(await h.count(`events WHERE organization_id = $1`, [t.organizationId])).toBe(1);
    expect(await h.count(`feed_links WHERE user_id = $1`, [t.teacher.userId])).toBe(0);
  });

  it('take a deleted group out of its events: one of that group alone goes, a shared one keeps the others', async () => {
    const t = newTenant();
    const gone = await h.groupWith(t.teacher, [t.student]);
    const kept = await h.groupWith(t.teacher, [t.otherStudent]);
    await h.ok(addEvent, event([gone.id], 'Seul'), t.teacher);
    const shared = await h.ok(addEvent, event([gone.id, kept.id], 'Partagé'), t.teacher);
    await h.ok(deleteGroup, { groupId: gone.id }, t.teacher);
    await eventually(
      () => h.count(`events WHERE organization_id = $1`, [t.organizationId]),
      (n) => n === 1,
    );
    const [row] = (await h.db.query(
      `SELECT group_ids::text[] AS group_ids, sequence FROM events WHERE id = $1`,
      [shared.id],
    )) as Array<{ group_ids: string[]; sequence: number }>;
    expect(row).toEqual({ group_ids: [kept.id], sequence: 1 });
    expect(groupDeleted.subject).toBe('evt.groups.group.deleted');
  });

  it('erase an organisation’s whole calendar, and another school’s stays', async () => {
    const gone = newTenant();
    const kept = newTenant();
    await h.ok(addEvent, event([]), gone.admin);
    await h.ok(addEvent, event([]), kept.admin);
    await h.publishAsIdentity(
      organizationDeleted.subject,
      { organizationId: gone.organizationId },
      gone.organizationId,
    );
    await eventually(
      () => h.count(`events WHERE organization_id = $1`, [gone.organizationId]),
      (n) => n === 0,
    );
    expect(await h.count(`occurrences WHERE organization_id = $1`, [gone.organizationId])).toBe(0);
    expect(await h.count(`events WHERE organization_id = $1`, [kept.organizationId])).toBe(1);
  });
});

describe('the demo school', () => {
  it('has a term of weekly rehearsals for each ensemble and two concerts, the Harmonie’s student reading theirs', async () => {
    const today = dayOf(new Date());
    const student = {
      userId: demoAccountId('eleve@demo.crescendo.ca'),
      organizationId: demoOrganization.id,
      roles: ['student' as const],
    };
    const read = await h.ok(listOccurrences, { from: today, to: shiftDay(today, 90), limit: 200 }, student);
    const titles = read.occurrences.map((o) => o.event.title);
    // Harmonie and Jazz: 11 weeks each (one week off); the winter concert and the whole school's spring one.
    expect(titles.filter((title) => title === 'Répétition — Harmonie')).toHaveLength(11);
    expect(titles.filter((title) => title === 'Répétition — Jazz')).toHaveLength(11);
    expect(titles).not.toContain('Atelier de cuivres');
    expect(titles.filter((title) => title.startsWith('Concert'))).toEqual([
      'Concert d’hiver',
      'Concert du printemps',
    ]);
    expect(demoGroups).toHaveLength(3);
  });
});
