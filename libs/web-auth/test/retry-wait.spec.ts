import { ApiError, maxRetryWaitSeconds, retryAfterFailure } from '../src/index.js';

describe('when to ask the server again (issue 32 §3)', () => {
  it("waits a 429's Retry-After", () => {
    const error = new ApiError(429, 'RATE_LIMITED', 'x', { retryAfterSeconds: 42 });
    expect(retryAfterFailure(error, 0)).toEqual({ seconds: 42, reason: 'rate-limited' });
  });

  it('waits 1, 2, 4… seconds for a server that does not answer, up to a limit', () => {
    const down = new ApiError(502, 'UNAVAILABLE', 'x');
    expect([0, 1, 2].map((attempt) => retryAfterFailure(down, attempt)?.seconds)).toEqual([1, 2, 4]);
    expect(retryAfterFailure(down, 20)?.seconds).toBe(maxRetryWaitSeconds);
    expect(retryAfterFailure(new ApiError(0, 'NETWORK', 'offline'), 0)).toEqual({
      seconds: 1,
      reason: 'unavailable',
    });
  });

  it.each([400, 401, 403, 404, 409])('does not ask again after a %i', (status) => {
    expect(retryAfterFailure(new ApiError(status, 'FORBIDDEN', 'x'), 0)).toBeNull();
  });

  it('does not ask again after something that is not an answer of the API', () => {
    expect(retryAfterFailure(new Error('bug'), 0)).toBeNull();
  });
});
