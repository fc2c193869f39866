import { sayDuration } from '../src/index.js';
import { mailTexts } from '../src/server/index.js';

describe('durations, by the plural rules of each language', () => {
  it('says one and several in French', () => {
    expect(sayDuration('hours', 1, 'fr')).toBe('1 heure');
    expect(sayDuration('hours', 2, 'fr')).toBe('2 heures');
    expect(sayDuration('days', 1, 'fr')).toBe('1 jour');
    expect(sayDuration('days', 7, 'fr')).toBe('7 jours');
    expect(sayDuration('seconds', 1)).toBe('1 seconde');
    expect(sayDuration('minutes', 30)).toBe('30 minutes');
  });

  it('says one and several in English', () => {
    expect(sayDuration('hours', 1, 'en')).toBe('1 hour');
    expect(sayDuration('hours', 24, 'en')).toBe('24 hours');
    expect(sayDuration('days', 1, 'en')).toBe('1 day');
    expect(sayDuration('days', 3, 'en')).toBe('3 days');
  });

  it("puts them in the mails' link validity", () => {
    const mail = (validHours: number) =>
      mailTexts.verifyEmail('fr', { firstName: 'Zoé', url: 'https://x.test/v', validHours }).footer[0];
    expect(mail(1)).toBe('Ce lien est valable 1 heure et ne sert qu’une fois.');
    expect(mail(2)).toBe('Ce lien est valable 2 heures et ne sert qu’une fois.');
    expect(
      mailTexts.verifyEmail('en', { firstName: 'Zoé', url: 'https://x.test/v', validHours: 1 }).footer[0],
    ).toBe('This link works for 1 hour, once.');
  });
});
