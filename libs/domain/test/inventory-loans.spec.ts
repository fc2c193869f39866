import { defaultLoanDueOn, isLoanOverdue, mayChargeFamily } from '../src/index.js';

describe('a loan’s default due date (issue 27 §3)', () => {
  it('is June 30 of the school year the loan is made in', () => {
    expect(defaultLoanDueOn('2026-09-02')).toBe('2027-06-30');
    expect(defaultLoanDueOn('2026-12-31')).toBe('2027-06-30');
    expect(defaultLoanDueOn('2027-01-04')).toBe('2027-06-30');
    expect(defaultLoanDueOn('2027-06-30')).toBe('2027-06-30');
  });

  it('is the next year’s June 30 for a loan of the summer (the August rush lends for the coming year)', () => {
    expect(defaultLoanDueOn('2027-07-01')).toBe('2028-06-30');
    expect(defaultLoanDueOn('2027-08-20')).toBe('2028-06-30');
  });
});

describe('an overdue loan (En retard)', () => {
  it('is still out after its due day', () => {
    expect(isLoanOverdue({ dueOn: '2027-06-30', returnedAt: null }, '2027-07-01')).toBe(true);
  });

  it('is not on its due day, nor once returned', () => {
    expect(isLoanOverdue({ dueOn: '2027-06-30', returnedAt: null }, '2027-06-30')).toBe(false);
    expect(isLoanOverdue({ dueOn: '2027-06-30', returnedAt: '2027-07-03T12:00:00Z' }, '2027-07-04')).toBe(
      false,
    );
  });
});

describe('charging a family for a returned instrument (Quebec, issue 27 §5)', () => {
  it('only for loss or damage by negligence, and only where the policy allows it', () => {
    expect(mayChargeFamily('negligence', true)).toBe(true);
    expect(mayChargeFamily('negligence', false)).toBe(false);
    expect(mayChargeFamily('accidental', true)).toBe(false);
    expect(mayChargeFamily('normal-wear', true)).toBe(false);
    expect(mayChargeFamily(null, true)).toBe(false);
  });
});
