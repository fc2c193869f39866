import { formatWait } from '../src/index.js';
import { waitTimeEn, waitTimeFr } from '../src/server/index.js';
import { renderMessage } from '../src/server-errors/index.js';

describe('how long to wait, in words', () => {
  it('says seconds under a minute and whole minutes above, rounded up', () => {
    expect(waitTimeFr(1)).toBe('1 seconde');
    expect(waitTimeFr(0.2)).toBe('1 seconde');
    expect(waitTimeFr(42.1)).toBe('43 secondes');
    expect(waitTimeFr(60)).toBe('1 minute');
    expect(waitTimeFr(61)).toBe('2 minutes');
    expect(waitTimeEn(1)).toBe('1 second');
    expect(waitTimeEn(900)).toBe('15 minutes');
    expect(formatWait(120, 'fr')).toBe('2 minutes');
    expect(formatWait(1, 'en')).toBe('1 second');
  });

  it('puts it in the rate-limit message', () => {
    const limited = { key: 'common.rateLimited', params: { seconds: 30 } };
    expect(renderMessage(limited, 'fr')).toBe('Trop de tentatives. Réessayez dans 30 secondes.');
    expect(renderMessage(limited, 'en')).toBe('Too many attempts. Try again in 30 seconds.');
  });
});
