import { demoSeed, DEMO_TEACHER_EMAIL } from '../src/index.js';

function schoolYearOf(iso: string): number {
  const date = new Date(iso);
  return date.getUTCMonth() >= 8 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
}

describe('demo seed', () => {
  it.each(['2026-11-22T12:00:00Z', '2027-03-01T12:00:00Z', '2026-09-01T12:00:00Z'])(
    'gives the demo teacher three ACTIVE courses of the school year of %s, one ARCHIVED and one old',
    (now) => {
      const teacher = demoSeed(new Date(now)).accounts?.find((a) => a.email === DEMO_TEACHER_EMAIL);
      const courses = teacher?.courses ?? [];
      const year = schoolYearOf(now);
      const current = courses.filter(
        (c) => (c.courseState ?? 'ACTIVE') === 'ACTIVE' && schoolYearOf(c.creationTime ?? '') === year,
      );
      expect(current.map((c) => c.name)).toEqual([
        'MUS212 — Harmonie',
        'MUS312 — Orchestre à cordes',
        'MUS413 — Ensemble jazz',
      ]);
      expect(courses.filter((c) => c.courseState === 'ARCHIVED')).toHaveLength(1);
      expect(courses.filter((c) => schoolYearOf(c.creationTime ?? '') < year)).toHaveLength(1);
      expect(courses.every((c) => Date.parse(c.creationTime ?? '') <= Date.parse(now))).toBe(true);
      const emails = new Set(courses.flatMap((c) => c.students ?? []).map((s) => s.email));
      expect(emails.size).toBe(12);
    },
  );
});
