import { ProviderQueue } from '../../src/model/provider-queue.js';

/** A call that ends when told to, and says whether it started. */
function gate<T>(value: T) {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const ended = new Promise<T>((resolve, reject) => {
    open = () => resolve(value);
    fail = reject;
  });
  const state = { started: false };
  const call = () => {
    state.started = true;
    return ended;
  };
  return { call, open, fail, state };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("a provider's queue", () => {
  it('runs at most its limit at once; the others wait in order and hear their place as it changes', async () => {
    const queue = new ProviderQueue(2);
    const calls = [1, 2, 3, 4, 5].map((n) => gate(n));
    const heard: number[][] = calls.map(() => []);
    const results = calls.map((c, i) => queue.run(c.call, (position) => heard[i]!.push(position)));
    await turn();
    expect(calls.map((c) => c.state.started)).toEqual([true, true, false, false, false]);
    expect(queue.size).toEqual({ running: 2, waiting: 3 });
    expect(heard).toEqual([[], [], [1], [2], [3]]);

    calls[1]!.open();
    await expect(results[1]).resolves.toBe(2);
    await turn();
    expect(calls.map((c) => c.state.started)).toEqual([true, true, true, false, false]);
    expect(heard).toEqual([[], [], [1], [2, 1], [3, 2]]);

    calls[0]!.open();
    calls[2]!.open();
    await Promise.all([results[0], results[2]]);
    await turn();
    expect(calls.map((c) => c.state.started)).toEqual([true, true, true, true, true]);
    expect(queue.size).toEqual({ running: 2, waiting: 0 });
    calls[3]!.open();
    calls[4]!.open();
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a call that failed, and passes its failure on', async () => {
    const queue = new ProviderQueue(1);
    const failing = gate(0);
    const next = gate(2);
    const first = queue.run(failing.call);
    const second = queue.run(next.call);
    await turn();
    expect(next.state.started).toBe(false);
    failing.fail(new Error('le modèle ne répond pas'));
    await expect(first).rejects.toThrow('le modèle ne répond pas');
    await turn();
    expect(next.state.started).toBe(true);
    next.open();
    await expect(second).resolves.toBe(2);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a call that threw before returning a promise', async () => {
    const queue = new ProviderQueue(1);
    await expect(
      queue.run(() => {
        throw new Error('refusé');
      }),
    ).rejects.toThrow('refusé');
    await expect(queue.run(async () => 'suivant')).resolves.toBe('suivant');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('tells nothing to a call that did not wait', async () => {
    const queue = new ProviderQueue(1);
    const heard: number[] = [];
    await queue.run(
      async () => 'ok',
      (position) => heard.push(position),
    );
    expect(heard).toEqual([]);
  });

  it('refuses a limit below one', () => {
    expect(() => new ProviderQueue(0)).toThrow();
  });
});
