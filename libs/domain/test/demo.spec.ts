import { courseCodeOf } from '../src/group-look.js';
import {
  demoAccountId,
  demoAccounts,
  demoBoardAccountId,
  demoBoardAccounts,
  demoBoardGroups,
  demoBoardMemberships,
  demoGroups,
  demoOrganization,
} from '../src/demo.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('demo directory', () => {
  it('gives every account, group and the organisation a distinct fixed uuid', () => {
    const ids = [
      demoOrganization.id,
      ...demoAccounts.map((a) => a.id),
      ...demoGroups.map((g) => g.id),
      ...demoBoardGroups.map((g) => g.id),
    ];
    expect(ids.every((id) => uuid.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every demo group with a Quebec course code and fills it with demo students of a demo teacher', () => {
    for (const group of demoGroups) {
      expect(courseCodeOf(group.name)).not.toBeNull();
      expect(demoAccounts.find((a) => a.email === group.teacherEmail)?.role).toBe('teacher');
      for (const email of group.studentEmails) {
        expect(demoAccounts.find((a) => a.email === email)?.role).toBe('student');
      }
    }
  });

  it("gives the board's other school groups of its own, taught and attended by members of that school", () => {
    for (const group of demoBoardGroups) {
      expect(group.organizationId).not.toBe(demoOrganization.id);
      expect(courseCodeOf(group.name)).not.toBeNull();
      const holds = (email: string, role: string) =>
        demoBoardMemberships.some(
          (m) => m.email === email && m.organizationId === group.organizationId && m.role === role,
        );
      expect(holds(group.teacherEmail, 'teacher')).toBe(true);
      for (const email of group.studentEmails) expect(holds(email, 'student')).toBe(true);
    }
    expect(demoBoardAccountId('eleve@harmonie.demo.crescendo.ca')).toBe(
      demoBoardAccounts.find((a) => a.email === 'eleve@harmonie.demo.crescendo.ca')!.id,
    );
  });

  it('finds an account id by e-mail, and refuses an unknown one', () => {
    expect(demoAccountId('prof@demo.crescendo.ca')).toBe(demoAccounts[1]!.id);
    expect(() => demoAccountId('personne@demo.crescendo.ca')).toThrow();
  });
});
