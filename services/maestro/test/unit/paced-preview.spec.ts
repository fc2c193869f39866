import { jest } from '@jest/globals';
import { PacedPreview } from '../../src/model/paced-preview.js';

// Decision 0068: the preview is worked out at most once an interval, the latest partial answer then, and
// what is pending goes when the answer ends. Timers and the clock are jest's: nothing here waits.
describe('the paced preview', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const paced = (intervalMs: number) => {
    const emitted: unknown[] = [];
    const preview = new PacedPreview(
      intervalMs,
      (partial) => emitted.push(partial),
      () => Date.now(),
    );
    return { preview, emitted };
  };

  it('hands on the first partial at once, then only the latest of each interval', () => {
    const { preview, emitted } = paced(100);
    preview.push('a');
    expect(emitted).toEqual(['a']);
    preview.push('ab');
    preview.push('abc');
    expect(emitted).toEqual(['a']);
    jest.advanceTimersByTime(100);
    expect(emitted).toEqual(['a', 'abc']);
    jest.advanceTimersByTime(1000);
    expect(emitted).toEqual(['a', 'abc']);
    preview.push('abcd');
    expect(emitted).toEqual(['a', 'abc', 'abcd']);
  });

  it('flushes what is pending when the answer ends, and nothing twice', () => {
    const { preview, emitted } = paced(100);
    preview.push('a');
    preview.push('ab');
    preview.flush();
    expect(emitted).toEqual(['a', 'ab']);
    jest.advanceTimersByTime(500);
    preview.flush();
    expect(emitted).toEqual(['a', 'ab']);
  });

  it('drops what is pending when the answer is asked again', () => {
    const { preview, emitted } = paced(100);
    preview.push('first try');
    preview.push('first try, more');
    preview.cancel();
    jest.advanceTimersByTime(500);
    expect(emitted).toEqual(['first try']);
  });

  it('with an interval of 0, hands on every partial as it comes', () => {
    const { preview, emitted } = paced(0);
    for (const partial of ['a', 'ab', 'abc']) preview.push(partial);
    expect(emitted).toEqual(['a', 'ab', 'abc']);
  });
});
