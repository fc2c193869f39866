import { decidePolicy, policyDefinitions, refuseSetting } from '../src/index.js';

describe('a policy decided from board to school to group (issue 25 §3)', () => {
  it('is the platform default when no level set it', () => {
    expect(decidePolicy('gamification.enabled', {})).toEqual({
      value: true,
      decidedBy: 'default',
      lockedBy: null,
    });
    expect(decidePolicy('maestro.enabled', {}).value).toBe(false);
  });

  it('takes the narrowest setting while the levels above allow it', () => {
    const chain = {
      board: { value: false, allowOverride: true },
      school: { value: true, allowOverride: true },
      group: { value: false, allowOverride: false },
    };
    expect(decidePolicy('gamification.enabled', chain)).toEqual({
      value: false,
      decidedBy: 'group',
      lockedBy: null,
    });
  });

  it('keeps the board value when the board forbids overrides, whatever the school set before', () => {
    const chain = {
      board: { value: false, allowOverride: false },
      school: { value: true, allowOverride: true },
    };
    expect(decidePolicy('maestro.enabled', chain)).toEqual({
      value: false,
      decidedBy: 'board',
      lockedBy: 'board',
    });
  });

  it('a school lock holds for its groups', () => {
    const chain = {
      school: { value: false, allowOverride: false },
      group: { value: true, allowOverride: false },
    };
    expect(decidePolicy('gamification.enabled', chain)).toMatchObject({ value: false, lockedBy: 'school' });
  });

  it('ignores a level the key does not belong to', () => {
    const chain = {
      school: { value: 'openai-compatible' as const, allowOverride: true },
      group: { value: 'local' as const, allowOverride: true },
    };
    expect(decidePolicy('maestro.provider', chain)).toMatchObject({
      value: 'openai-compatible',
      decidedBy: 'school',
    });
  });
});

describe('who may set a policy, and to what', () => {
  it('refuses a key that does not exist', () => {
    expect(refuseSetting('maestro.everything', 'board', true, {})).toBe('policy.unknown');
    expect(refuseSetting('toString', 'board', true, {})).toBe('policy.unknown');
  });

  it('refuses a level that may not set the key', () => {
    expect(refuseSetting('retention.formerStudentMonths', 'group', 6, {})).toBe('policy.levelNotAllowed');
  });

  it('refuses a school override the board locked, and allows it where the board allows it', () => {
    const locked = { board: { value: true, allowOverride: false } };
    const open = { board: { value: true, allowOverride: true } };
    expect(refuseSetting('inventory.chargeFamilies', 'school', false, locked)).toBe('policy.locked');
    expect(refuseSetting('inventory.chargeFamilies', 'school', false, open)).toBeNull();
    expect(refuseSetting('inventory.chargeFamilies', 'board', false, {})).toBeNull();
  });

  it('refuses a group override its school locked, even when the board left it open', () => {
    const chain = {
      board: { value: true, allowOverride: true },
      school: { value: false, allowOverride: false },
    };
    expect(refuseSetting('gamification.enabled', 'group', true, chain)).toBe('policy.locked');
  });

  it.each([
    ['gamification.enabled', 'yes'],
    ['maestro.provider', 'the-cloud'],
    ['retention.formerStudentMonths', 0],
    ['retention.formerStudentMonths', 121],
    ['retention.formerStudentMonths', 6.5],
  ])('refuses %s = %j', (key, value) => {
    expect(refuseSetting(key, 'board', value, {})).toBe('policy.badValue');
  });

  it('takes each key default as a valid value', () => {
    for (const [key, definition] of Object.entries(policyDefinitions))
      expect(refuseSetting(key, definition.levels[0]!, definition.default, {})).toBeNull();
  });
});
