import { statementOf, type StatementEntry } from '../src/index.js';

const entry = (
  day: string,
  kind: StatementEntry['kind'],
  item: string,
  amountCents: number,
  currency: StatementEntry['currency'] = 'CAD',
): StatementEntry => ({ day, recordedAt: `${day}T15:00:00.000Z`, kind, item, amountCents, currency });

describe('a student’s statement over a period', () => {
  const entries = [
    entry('2026-09-10', 'charge', 'Anche de saxophone', 1250),
    entry('2026-09-20', 'payment', 'Anche de saxophone', 1250),
    entry('2026-09-25', 'charge', 'Méthode Essential Elements', 2500),
    entry('2026-10-02', 'charge', 'Sortie à l’OSM', 1800),
    entry('2026-10-05', 'payment', 'Méthode Essential Elements', 2500),
    entry('2026-10-06', 'paymentReversal', 'Méthode Essential Elements', 2500),
    entry('2026-10-07', 'chargeReversal', 'Sortie à l’OSM', 1800),
    entry('2026-11-01', 'charge', 'Concert de Noël', 1000),
    entry('2026-10-03', 'charge', 'Cours d’été', 4000, 'USD'),
  ];

  it('opens with what was owed before the period, then each entry with the balance after it', () => {
    const [cad] = statementOf(entries, { from: '2026-10-01', to: '2026-10-31' });
    expect(cad).toEqual({
      currency: 'CAD',
      openingCents: 2500,
      lines: [
        {
          day: '2026-10-02',
          kind: 'charge',
          item: 'Sortie à l’OSM',
          chargeCents: 1800,
          creditCents: 0,
          balanceCents: 4300,
        },
        {
          day: '2026-10-05',
          kind: 'payment',
          item: 'Méthode Essential Elements',
          chargeCents: 0,
          creditCents: 2500,
          balanceCents: 1800,
        },
        {
          day: '2026-10-06',
          kind: 'paymentReversal',
          item: 'Méthode Essential Elements',
          chargeCents: 2500,
          creditCents: 0,
          balanceCents: 4300,
        },
        {
          day: '2026-10-07',
          kind: 'chargeReversal',
          item: 'Sortie à l’OSM',
          chargeCents: 0,
          creditCents: 1800,
          balanceCents: 2500,
        },
      ],
      chargesCents: 4300,
      creditsCents: 4300,
      closingCents: 2500,
    });
  });

  it('keeps each currency apart and leaves out a currency with nothing to say', () => {
    const accounts = statementOf(entries, { from: '2026-10-01', to: '2026-10-31' });
    expect(accounts.map((a) => [a.currency, a.openingCents, a.closingCents])).toEqual([
      ['CAD', 2500, 2500],
      ['USD', 0, 4000],
    ]);
    expect(statementOf(entries, { from: '2026-09-01', to: '2026-09-05' })).toEqual([]);
  });

  it('counts a day at both ends of the period, and nothing after it', () => {
    const [cad] = statementOf(entries, { from: '2026-09-10', to: '2026-09-20' });
    expect(cad!.lines.map((l) => l.day)).toEqual(['2026-09-10', '2026-09-20']);
    expect(cad!.closingCents).toBe(0);
  });

  it('starts from a balance summed elsewhere, given with the period’s entries only', () => {
    const period = { from: '2026-10-01', to: '2026-10-31' };
    const inPeriod = entries.filter((e) => e.day >= period.from);
    const opening = [
      { cents: 2500, currency: 'CAD' as const },
      { cents: 700, currency: 'EUR' as const },
    ];
    const accounts = statementOf(inPeriod, period, opening);
    expect(accounts[0]).toEqual(statementOf(entries, period)[0]);
    expect(accounts.map((a) => [a.currency, a.openingCents, a.closingCents])).toEqual([
      ['CAD', 2500, 2500],
      ['USD', 0, 4000],
      ['EUR', 700, 700],
    ]);
  });
});
