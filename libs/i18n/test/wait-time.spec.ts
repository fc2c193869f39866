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

  it('says hours past an hour and a half (a day’s budget of practice reports)', () => {
    expect(waitTimeFr(3600)).toBe('60 minutes');
    expect(waitTimeFr(5400)).toBe('90 minutes');
    expect(waitTimeFr(5401)).toBe('2 heures');
    expect(waitTimeFr(86_400)).toBe('24 heures');
    expect(waitTimeEn(86_399)).toBe('24 hours');
    const spent = { key: 'homework.reportBudgetSpent', params: { maximum: 60, seconds: 86_000 } };
    expect(renderMessage(spent, 'fr')).toBe(
      'Vous avez déjà envoyé 60 rapports de pratique au cours des dernières 24 heures. Vous pourrez en envoyer un autre dans 24 heures.',
    );
    expect(renderMessage(spent, 'en')).toBe(
      'You have already sent 60 practice reports in the last 24 hours. You can send another one in 24 hours.',
    );
  });

  it('puts it in the rate-limit message', () => {
    const limited = { key: 'common.rateLimited', params: { seconds: 30 } };
    expect(renderMessage(limited, 'fr')).toBe('Trop de tentatives. Réessayez dans 30 secondes.');
    expect(renderMessage(limited, 'en')).toBe('Too many attempts. Try again in 30 seconds.');
  });
});
