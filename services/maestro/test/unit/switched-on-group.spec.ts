import { AppException, type GroupGrant } from '@crescendo/service-kit';
import { switchedOnGroup } from '../../src/maestro-switch.js';

// The switch and the group are asked at once (one round trip before the records); their answers are still
// decided in the order a request always was: off, then no model, then the group's refusal.
const grant = { group: { id: 'g' }, relation: 'teacher', can: ['see', 'teach'] } as unknown as GroupGrant;
const refused = () => Promise.reject(new AppException('NOT_FOUND', 'groups.notFound'));
const model = {};

const keyOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'granted',
    (error: AppException) => error.error.messageKey,
  );

describe('switchedOnGroup', () => {
  it('off beats a refused group, even one refused first', async () => {
    const off = new Promise<boolean>((resolve) => setImmediate(() => resolve(false)));
    expect(await keyOf(switchedOnGroup(off, refused(), model))).toBe('maestro.off');
  });

  it('then no model beats a refused group', async () => {
    expect(await keyOf(switchedOnGroup(Promise.resolve(true), refused(), null))).toBe(
      'maestro.notConfigured',
    );
  });

  it('then the group’s refusal, or its grant', async () => {
    expect(await keyOf(switchedOnGroup(Promise.resolve(true), refused(), model))).toBe('groups.notFound');
    expect(await switchedOnGroup(Promise.resolve(true), Promise.resolve(grant), model)).toBe(grant);
  });
});
