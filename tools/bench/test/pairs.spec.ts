import { alternatedPairs, median, medianPair } from '../src/compare/pairs.js';

describe('alternated pairs of bare and ours (issue 33 §2)', () => {
  it('swaps the order every other pair, so a drift weighs on both sides', async () => {
    const order: string[] = [];
    let clock = 0;
    // A machine that slows down run after run: each run is 10 % slower than the one before.
    const run = (side: string) => async () => {
      order.push(side);
      clock += 1;
      return 1000 / 1.1 ** clock;
    };
    const pairs = await alternatedPairs(
      run('bare'),
      run('ours'),
      (r) => r,
      () => undefined,
      4,
    );
    expect(order).toEqual(['bare', 'ours', 'ours', 'bare', 'bare', 'ours', 'ours', 'bare']);
    // Both sides are the same path: the median ratio stays 100 % although every single pair is off by 10 %.
    expect(pairs.map((pair) => Math.round(pair.ratio))).toEqual([91, 110, 91, 110]);
    expect(Math.round(median(pairs.map((pair) => pair.ratio)))).toBe(100);
  });

  it('takes the median of an odd and an even count, and the median pair for the notes', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const pairs = [70, 90, 80].map((ratio) => ({ bare: `b${ratio}`, ours: `o${ratio}`, ratio }));
    expect(medianPair(pairs)).toEqual({ bare: 'b80', ours: 'o80', ratio: 80 });
  });
});
