/**
 * Parents and under-14s (issue 31 §7, decision 0066). Quebec's Private Sector Act (art. 4.1) and the Access Act
 * (art. 53.1) take a minor under 14's consent from the person having parental authority. The school sets each
 * student's age band and a parent's address; a feature that needs consent opens for a student under 14 only
 * once a parent has accepted its text by a mailed link, and closes again if the parent withdraws it.
 */

/** The features that need a parent's consent for a student under 14. */
export const consentFeatures = ['recordingSharing', 'practicePlan', 'loanAgreement', 'trip'] as const;
export type ConsentFeature = (typeof consentFeatures)[number];

/** What the school says of the student's age; unknown until it says. */
export const ageBands = ['under14', 'fourteenPlus'] as const;
export type AgeBand = (typeof ageBands)[number];

export const consentStatuses = ['none', 'pending', 'granted', 'refused', 'withdrawn'] as const;
export type ConsentStatus = (typeof consentStatuses)[number];

/**
 * The version of each feature's consent text. A new wording gets a new version: the parent's answer is kept
 * with the version they read, and a consent given to an older text no longer opens the feature.
 */
export const consentTextVersions: Readonly<Record<ConsentFeature, string>> = {
  recordingSharing: '2026-11',
  practicePlan: '2026-11',
  loanAgreement: '2026-11',
  trip: '2026-11',
};

/** How long a parent has to answer a mailed request, in days; the school may ask again after. */
export const consentLinkDays = 30;

/** Why a feature is open or closed for a student: said to the teacher, the student and the parent. */
export type ConsentVerdict =
  | { allowed: true; reason: 'fourteenPlus' | 'granted' }
  | { allowed: false; reason: 'ageUnknown' | 'notAsked' | 'pending' | 'refused' | 'withdrawn' | 'outdated' };

/**
 * The rule, in one place. An unknown age counts as under 14 (the most private setting by default); a
 * consent opens the feature only for the text version in force.
 */
export function consentVerdict(
  ageBand: AgeBand | null,
  feature: ConsentFeature,
  consent: { status: ConsentStatus; textVersion: string | null },
): ConsentVerdict {
  if (ageBand === 'fourteenPlus') return { allowed: true, reason: 'fourteenPlus' };
  if (consent.status === 'granted')
    return consent.textVersion === consentTextVersions[feature]
      ? { allowed: true, reason: 'granted' }
      : { allowed: false, reason: 'outdated' };
  if (consent.status === 'none') return { allowed: false, reason: ageBand ? 'notAsked' : 'ageUnknown' };
  return { allowed: false, reason: consent.status };
}

/** Which answers a parent may give by the link, from where the consent stands. */
export function consentAnswers(
  status: ConsentStatus,
  linkLive: boolean,
): Array<'granted' | 'refused' | 'withdrawn'> {
  if (status === 'pending') return linkLive ? ['granted', 'refused'] : [];
  // A consent is withdrawn by the same link, at any time (the law asks that it be as easy as giving it).
  if (status === 'granted') return ['withdrawn'];
  return [];
}

/**
 * The agreements a service asks for one item (a loan's agreement, a trip's consent): always needed, whatever
 * the age; signed by a parent for a student under 14 (or of unknown age), by the student themself from 14 on.
 */
export const agreementKinds = ['loanAgreement', 'trip'] as const satisfies readonly ConsentFeature[];
export type AgreementKind = (typeof agreementKinds)[number];
export type AgreementSigner = 'parent' | 'student';

export function agreementSigner(ageBand: AgeBand | null): AgreementSigner {
  return ageBand === 'fourteenPlus' ? 'student' : 'parent';
}
