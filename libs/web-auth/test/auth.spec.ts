import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { msUntilRefresh, refreshMarginSeconds, useAuth } from '../src/index.js';

describe('useAuth', () => {
  it('throws outside its provider', () => {
    const Probe = () => createElement('p', null, useAuth().status);
    expect(() => renderToString(createElement(Probe))).toThrow(/AuthProvider/);
  });
});

describe('msUntilRefresh', () => {
  const now = Date.UTC(2026, 2, 5, 12, 0, 0);
  const inFiveMinutes = now / 1000 + 300;

  it(`refreshes ${refreshMarginSeconds} s before a 5-minute token expires`, () => {
    expect(msUntilRefresh(inFiveMinutes, 0, now)).toBe((300 - refreshMarginSeconds) * 1000);
  });

  it("accounts for the client's clock skew", () => {
    expect(msUntilRefresh(inFiveMinutes, 10, now)).toBe((310 - refreshMarginSeconds) * 1000);
  });

  it('refreshes at once when the token is already (nearly) expired', () => {
    expect(msUntilRefresh(now / 1000 + 5, 0, now)).toBe(0);
  });
});
