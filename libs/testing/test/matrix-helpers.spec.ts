import { natsServices } from '@crescendo/contracts';
import { matrixActors, twoOrganizations } from '../src/authorization-matrix.js';
import {
  allow,
  everyActor,
  expecting,
  matrixExpectations,
  twoOrganizationsMatrix,
} from '../src/matrix-expectations.js';
import { natsCells, serviceNatsCells, servicePublishes } from '../src/nats-cells.js';
import type { NatsMatrixCase } from '../src/nats-matrix.js';

const actors = matrixActors(twoOrganizations());
const allowedOf = (row: Record<string, unknown>) =>
  Object.entries(row)
    .filter(([, expected]) => expected === 'allowed')
    .map(([name]) => name);

describe('the matrix’s expectation sets', () => {
  const sets = matrixExpectations(actors);

  it('name every actor, in the actors’ order, and allow only whom they say', () => {
    for (const row of Object.values(sets)) expect(Object.keys(row)).toEqual(Object.keys(actors));
    expect(allowedOf(sets.nobody)).toEqual([]);
    expect(allowedOf(sets.homeAdmin)).toEqual(['home admin']);
    expect(allowedOf(sets.groupStaff)).toEqual(['home admin', 'home teacher (owner)']);
    expect(allowedOf(sets.schoolStaff)).toEqual([
      'home admin',
      'home teacher (owner)',
      'home teacher (another group)',
    ]);
    expect(allowedOf(sets.groupMembers)).toEqual([
      'home admin',
      'home teacher (owner)',
      'home student (member)',
    ]);
    expect(allowedOf(sets.theStudent)).toEqual(['home student (member)']);
    expect(allowedOf(sets.homeSchool)).toEqual(
      Object.keys(actors).filter((name) => name.startsWith('home ')),
    );
    expect(allowedOf(sets.anySchoolStaff)).toEqual([
      'home admin',
      'home teacher (owner)',
      'home teacher (another group)',
      'away admin',
      'away teacher',
    ]);
    expect(allowedOf(sets.signedIn)).toEqual(Object.keys(actors).filter((name) => name !== 'signed out'));
    expect(Object.values(sets.signedIn).filter((expected) => expected !== 'allowed')).toEqual(['denied']);
  });

  it('are frozen: adding an actor builds a new row', () => {
    expect(Object.isFrozen(sets.groupStaff)).toBe(true);
    const withAway = allow(sets.homeAdmin, 'away admin');
    expect(allowedOf(withAway)).toEqual(['home admin', 'away admin']);
    expect(allowedOf(sets.homeAdmin)).toEqual(['home admin']);
  });

  it('refuse a name that is none of the row’s actors', () => {
    expect(() => allow(sets.nobody, 'home teacher')).toThrow(/no actor home teacher/);
    expect(() => matrixExpectations({ 'home admin': null, 'signed out': null })).toThrow(/no actor/);
  });

  it('come with the two organisations and their actors', () => {
    const { home, away, actors: named, groupStaff } = twoOrganizationsMatrix();
    expect(named['home teacher (owner)']).toBe(home.teacher);
    expect(named['away admin']).toBe(away.admin);
    expect(home.organizationId).not.toBe(away.organizationId);
    expect(groupStaff).toEqual(sets.groupStaff);
  });

  it('take other answers and lists of names too', () => {
    const row = expecting(everyActor(['a', 'b', 'c'], 'denied'), ['NOT_FOUND'], 'b');
    expect(row).toEqual({ a: 'denied', b: ['NOT_FOUND'], c: 'denied' });
  });
});

describe('the NATS half’s cells', () => {
  it('give each user every rule, allowed to its `by` alone', () => {
    const cells = natsCells(
      ['gateway', 'groups'],
      [
        { publish: 'groups.group.delete', by: ['gateway'] },
        { subscribe: 'groups.group.list', queue: 'groups', by: ['groups'] },
      ],
    );
    expect(cells).toEqual([
      { who: 'gateway', attempt: { publish: 'groups.group.delete' }, expected: 'allowed' },
      { who: 'gateway', attempt: { subscribe: 'groups.group.list', queue: 'groups' }, expected: 'denied' },
      { who: 'groups', attempt: { publish: 'groups.group.delete' }, expected: 'denied' },
      { who: 'groups', attempt: { subscribe: 'groups.group.list', queue: 'groups' }, expected: 'allowed' },
    ]);
  });

  it('are, for a service, what its spec wrote out by hand', () => {
    const byHand = natsServices.flatMap((who): NatsMatrixCase[] => [
      {
        who,
        attempt: { publish: 'finance.purchase.create' },
        expected: who === 'gateway' ? 'allowed' : 'denied',
      },
      {
        who,
        attempt: { subscribe: 'finance.purchase.list', queue: 'finance' },
        expected: who === 'finance' ? 'allowed' : 'denied',
      },
      { who, attempt: { subscribe: '_INBOX_finance.>' }, expected: who === 'finance' ? 'allowed' : 'denied' },
      ...['finance.privacy.export', 'finance.privacy.erase', 'finance.privacy.purge'].map(
        (subject): NatsMatrixCase => ({
          who,
          attempt: { publish: subject },
          expected: who === 'identity' ? 'allowed' : 'denied',
        }),
      ),
      {
        who,
        attempt: { subscribe: 'finance.privacy.export', queue: 'finance' },
        expected: who === 'finance' ? 'allowed' : 'denied',
      },
      {
        who,
        attempt: { publish: 'live.user.x', body: {} },
        expected: who === 'finance' ? 'allowed' : 'denied',
      },
    ]);
    const cells = serviceNatsCells('finance', {
      gatewayPublishes: ['finance.purchase.create'],
      answers: ['finance.purchase.list'],
      privacy: true,
      also: [{ publish: 'live.user.x', body: {}, by: ['finance'] }],
    });
    expect(cells).toEqual(byHand);
  });

  it('list what the service itself may send, then what it may not', () => {
    expect(
      servicePublishes('planning', { allowed: ['groups.access.check'], denied: ['groups.group.delete'] }),
    ).toEqual([
      { who: 'planning', attempt: { publish: 'groups.access.check' }, expected: 'allowed' },
      { who: 'planning', attempt: { publish: 'groups.group.delete' }, expected: 'denied' },
    ]);
  });
});
