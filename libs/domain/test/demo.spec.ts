import { courseCodeOf } from '../src/group-look.js';
import { demoAccountId, demoAccounts, demoGroups, demoOrganization } from '../src/demo.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('demo directory', () => {
  it('gives every account, group and the organisation a distinct fixed uuid', () => {
    const ids = [demoOrganization.id, ...demoAccounts.map((a) => a.id), ...demoGroups.map((g) => g.id)];
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

  it('finds an account id by e-mail, and refuses an unknown one', () => {
    expect(demoAccountId('prof@demo.crescendo.ca')).toBe(demoAccounts[1]!.id);
    expect(() => demoAccountId('personne@demo.crescendo.ca')).toThrow();
  });
});
