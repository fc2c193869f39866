import {
  agreementSigner,
  consentAnswers,
  consentTextVersions,
  consentVerdict,
} from '../src/privacy/parental-consent.js';

const current = consentTextVersions.practicePlan;

describe("a parent's consent for a student under 14 (issue 31 §7)", () => {
  it('opens every feature for a student aged 14 or more, whatever was asked', () => {
    expect(consentVerdict('fourteenPlus', 'practicePlan', { status: 'none', textVersion: null })).toEqual({
      allowed: true,
      reason: 'fourteenPlus',
    });
    expect(consentVerdict('fourteenPlus', 'trip', { status: 'refused', textVersion: current })).toEqual({
      allowed: true,
      reason: 'fourteenPlus',
    });
  });

  it('keeps a feature closed for an unknown age, as for a student under 14', () => {
    expect(consentVerdict(null, 'practicePlan', { status: 'none', textVersion: null })).toEqual({
      allowed: false,
      reason: 'ageUnknown',
    });
    expect(consentVerdict('under14', 'practicePlan', { status: 'none', textVersion: null })).toEqual({
      allowed: false,
      reason: 'notAsked',
    });
    expect(consentVerdict(null, 'practicePlan', { status: 'granted', textVersion: current }).allowed).toBe(
      true,
    );
  });

  it('opens it under 14 only with a consent granted to the text in force', () => {
    expect(consentVerdict('under14', 'practicePlan', { status: 'granted', textVersion: current })).toEqual({
      allowed: true,
      reason: 'granted',
    });
    expect(consentVerdict('under14', 'practicePlan', { status: 'granted', textVersion: '2020-01' })).toEqual({
      allowed: false,
      reason: 'outdated',
    });
    for (const status of ['pending', 'refused', 'withdrawn'] as const)
      expect(consentVerdict('under14', 'loanAgreement', { status, textVersion: current })).toEqual({
        allowed: false,
        reason: status,
      });
  });

  it('lets the link answer a pending request while it lives, and withdraw a consent at any time', () => {
    expect(consentAnswers('pending', true)).toEqual(['granted', 'refused']);
    expect(consentAnswers('pending', false)).toEqual([]);
    expect(consentAnswers('granted', false)).toEqual(['withdrawn']);
    expect(consentAnswers('refused', true)).toEqual([]);
    expect(consentAnswers('withdrawn', true)).toEqual([]);
  });

  it("has an item's agreement signed by a parent under 14 (or of unknown age), by the student from 14 on", () => {
    expect(agreementSigner('under14')).toBe('parent');
    expect(agreementSigner(null)).toBe('parent');
    expect(agreementSigner('fourteenPlus')).toBe('student');
  });
});
