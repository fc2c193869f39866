import {
  goalProgress,
  refuseBadge,
  refuseReflection,
  refuseSprintEvent,
  sprintCountedPeriod,
  sprintPeriodOf,
  sprintRunning,
  type GoalPracticeDay,
} from '../src/index.js';

const ana = '00000000-0000-4000-8000-00000000000a';
const day = (studentId: string, d: string, flagged = false): GoalPracticeDay => ({
  studentId,
  day: d,
  flagged,
});

describe('concert sprints (Défi, issue 29 §4)', () => {
  it('runs the four weeks ending on the event’s day, that day included', () => {
    expect(sprintPeriodOf('2026-12-17')).toEqual({ from: '2026-11-20', to: '2026-12-17' });
    // Across the autumn change of hour in Toronto (2026-11-01): still 28 calendar days.
    expect(sprintPeriodOf('2026-11-12')).toEqual({ from: '2026-10-16', to: '2026-11-12' });
  });

  it('ends on an event still to come', () => {
    expect(refuseSprintEvent('2026-12-17', '2026-12-17')).toBeNull();
    expect(refuseSprintEvent('2026-12-16', '2026-12-17')).toBe('sprints.eventPast');
  });

  it('runs until its event or until a teacher ends it, and counts no day after', () => {
    const sprint = { startsOn: '2026-11-20', endsOn: '2026-12-17', endedOn: null };
    expect(sprintRunning(sprint, '2026-11-19')).toBe(false);
    expect(sprintRunning(sprint, '2026-11-20')).toBe(true);
    expect(sprintRunning(sprint, '2026-12-17')).toBe(true);
    expect(sprintRunning(sprint, '2026-12-18')).toBe(false);
    expect(sprintRunning({ ...sprint, endedOn: '2026-12-01' }, '2026-12-01')).toBe(false);
    expect(sprintCountedPeriod({ ...sprint, endedOn: '2026-12-01' })).toEqual({
      from: '2026-11-20',
      to: '2026-12-01',
    });
    expect(sprintCountedPeriod({ ...sprint, endedOn: '2026-11-01' })).toEqual({
      from: '2026-11-20',
      to: '2026-11-20',
    });
    expect(sprintCountedPeriod(sprint)).toEqual({ from: '2026-11-20', to: '2026-12-17' });
  });

  it('counts days with practice out of seven with rest days, and a flagged day for nothing', () => {
    // 'Pratiquer 4 jours sur 7': Monday to Thursday, then three days of rest, reach the week.
    const period = sprintPeriodOf('2026-12-20'); // Monday 2026-11-23 to Sunday 2026-12-20
    const practice = ['2026-11-23', '2026-11-24', '2026-11-25'].map((d) => day(ana, d));
    const weeks = (extra: GoalPracticeDay[]) =>
      goalProgress(period, 4, [{ studentId: ana }], [...practice, ...extra], '2026-11-29');
    expect(weeks([day(ana, '2026-11-26')])[0]).toMatchObject({ reached: 1, percent: 100, daysAsked: 4 });
    expect(weeks([day(ana, '2026-11-26', true)])[0]).toMatchObject({ reached: 0, percent: 0 });
    // Four weeks, the second not started on the 29th.
    expect(weeks([])).toHaveLength(1);
  });
});

describe('badges for real evidence (issue 29 §4)', () => {
  it('names a custom badge, and only a custom one', () => {
    expect(refuseBadge({ kind: 'tempo', label: null })).toBeNull();
    expect(refuseBadge({ kind: 'custom', label: 'Première répétition en section' })).toBeNull();
    expect(refuseBadge({ kind: 'custom', label: null })).toBe('badges.labelRequired');
    expect(refuseBadge({ kind: 'custom', label: '' })).toBe('badges.labelRequired');
    expect(refuseBadge({ kind: 'scale', label: 'Autre' })).toBe('badges.labelOnlyCustom');
  });
});

describe('reflection after practice (issue 29 §4)', () => {
  it('says something in at least one of goal, strategy and how it went', () => {
    expect(refuseReflection({ goal: 'Mesures 12 à 16', strategy: '', outcome: '' })).toBeNull();
    expect(refuseReflection({ goal: ' ', strategy: '\n', outcome: '' })).toBe('reflections.empty');
  });
});
