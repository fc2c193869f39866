import { listGroups } from '@crescendo/contracts';
import {
  demoAccountId,
  demoBoardAccountId,
  demoBoardGroups,
  demoGroups,
  demoOrganization,
  demoSchools,
} from '@crescendo/domain/demo';
import { testRunEnv } from '@crescendo/testing';
import { startGroups } from './groups-harness.js';

const teacher = {
  userId: demoAccountId('prof@demo.crescendo.ca'),
  organizationId: demoOrganization.id,
  roles: ['teacher' as const],
};

describe('demo groups (DEMO_MODE=true)', () => {
  it('are not loaded outside demo mode', async () => {
    const groups = await startGroups();
    try {
      await expect(groups.ok(listGroups, {}, teacher)).resolves.toMatchObject({ groups: [] });
    } finally {
      await groups.close();
    }
  }, 120_000);

  it("give the itinerant teacher Harmonie's own groups there, and none of the demo school's", async () => {
    const groups = await startGroups({}, { DEMO_MODE: 'true' });
    try {
      const harmonie = demoSchools[1]!.id;
      const inHarmonie = { ...teacher, organizationId: harmonie };
      const { groups: listed } = await groups.ok(listGroups, {}, inHarmonie);
      expect(listed.map((group) => group.name).sort()).toEqual(
        demoBoardGroups.map((group) => group.name).sort(),
      );
      for (const demo of demoBoardGroups) {
        expect(demo.organizationId).toBe(harmonie);
        const group = listed.find((candidate) => candidate.id === demo.id)!;
        expect(group.studentIds).toEqual(demo.studentEmails.map(demoBoardAccountId));
      }
      const atDemoSchool = await groups.ok(listGroups, {}, teacher);
      expect(atDemoSchool.groups.map((group) => group.id)).not.toEqual(
        expect.arrayContaining([demoBoardGroups[0]!.id]),
      );
    } finally {
      await groups.close();
    }
  }, 120_000);

  it('are loaded for the demo teacher with the demo students, once, whatever the number of starts', async () => {
    const first = await startGroups({}, { DEMO_MODE: 'true' });
    const [{ schema }] = await first.db.query(`SELECT current_schema() AS schema`);
    expect(schema).toBe(`${first.schema}${testRunEnv().schemaSuffix}`);
    await first.close();
    const groups = await startGroups({ schema: first.schema }, { DEMO_MODE: 'true' });
    try {
      const { groups: listed } = await groups.ok(listGroups, {}, teacher);
      expect(listed.map((group) => group.name).sort()).toEqual(demoGroups.map((group) => group.name).sort());
      for (const demo of demoGroups) {
        const group = listed.find((candidate) => candidate.id === demo.id)!;
        expect(group.studentIds.sort()).toEqual(demo.studentEmails.map(demoAccountId).sort());
        expect(group.connectionCode).toMatch(/^[A-Z0-9]{6}$/);
      }
      const student = {
        userId: demoAccountId('eleve@demo.crescendo.ca'),
        organizationId: demoOrganization.id,
      };
      const mine = await groups.ok(listGroups, {}, { ...student, roles: ['student'] });
      expect(mine.groups.length).toBeGreaterThanOrEqual(2);
      await expect(groups.count(`outbox WHERE subject = 'evt.groups.group.created'`)).resolves.toBe(
        demoGroups.length + demoBoardGroups.length,
      );
    } finally {
      await groups.close();
    }
  }, 120_000);
});
