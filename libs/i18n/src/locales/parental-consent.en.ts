import type { parentalConsentFr } from './parental-consent.fr.js';

/** English strings of the parent's consent page and the administrators' section (issue 31 §7). */
export const parentalConsentEn: typeof parentalConsentFr = {
  features: {
    recordingSharing: 'Sharing recordings',
    practicePlan: 'Practice plan (Maestro IA)',
    loanAgreement: 'Instrument loan agreement',
    trip: 'Outings and trips',
  },
  texts: {
    recordingSharing: {
      what: 'Your child can record their music practice in Crescendo. Without your consent, only their music teacher can listen to these recordings.',
      how: 'With your consent, their teacher can also play them to the students of their group and to the school’s other music teachers, for example to prepare a concert. They are never made public.',
    },
    practicePlan: {
      what: 'Maestro IA, Crescendo’s assistant, can prepare a one-week practice plan for your child (short sessions with goals) from their teacher’s assignment and the difficulty your child describes.',
      how: 'To do so, the text your child writes is sent to the artificial intelligence model the school chose, without their name, e-mail or any identifier. The plan is a suggestion: the teacher remains in charge of teaching.',
    },
    loanAgreement: {
      what: 'The school lends your child a musical instrument. You agree that they will take care of it, bring it back on the agreed day and report any damage at once.',
      how: 'If it is lost or damaged through negligence, the school may charge the repair or the replacement according to its policy.',
    },
    trip: {
      what: 'The music programme organises outings and trips (concerts, festivals, music camps). Your consent lets the school register your child and give the organisers only the information they need (name, grade, emergency contact).',
      how: 'Each outing is announced to you in advance.',
    },
  },
  textsStudent: {
    loanAgreement: {
      what: 'The school lends you a musical instrument. You agree to take care of it, bring it back on the agreed day and report any damage at once.',
      how: 'If it is lost or damaged through negligence, the school may charge the repair or the replacement according to its policy.',
    },
    trip: {
      what: 'The music programme organises outings and trips (concerts, festivals, music camps). By accepting, you let the school register you and give the organisers only the information they need (name, grade, emergency contact).',
      how: 'Each outing is announced to you in advance.',
    },
  },
  page: {
    title: 'Parental consent',
    titleStudent: 'An agreement to accept',
    asksStudent: '{{school}} asks you to accept:',
    item: 'About: {{summary}}',
    loading: 'Loading the request...',
    missing: 'This link is incomplete. Open the exact link you received by e-mail.',
    asks: '{{school}} asks your consent, as a parent of {{student}}, for:',
    version: 'Text version: {{version}}',
    rights:
      'You can withdraw your consent at any time with this same link. Your answer is kept with the text version, your name and the date.',
    signedName: 'Your full name (signature)',
    accept: 'I accept',
    refuse: 'I refuse',
    withdraw: 'Withdraw my consent',
    granted: 'Consent given by {{name}} on {{day}}.',
    refused: 'Consent refused by {{name}} on {{day}}.',
    withdrawn: 'Consent withdrawn by {{name}} on {{day}}.',
    expired: 'This link expired without an answer. Ask the school to send a new request.',
    thanks: 'Thank you: your answer is recorded.',
  },
  admin: {
    title: 'Parents and students under 14',
    intro:
      'Enter the student’s age band and a parent’s address. For a student under 14 (or whose age is not entered), the features below need a parent’s consent, asked by e-mail.',
    student: 'Student',
    chooseStudent: 'Choose a student',
    ageBand: 'Age band',
    ageUnknown: 'Not entered',
    under14: 'Under 14',
    fourteenPlus: '14 or older',
    parentEmail: 'A parent’s e-mail',
    save: 'Save the student',
    saved: 'Student’s information saved.',
    saveFailed: 'The information was not saved.',
    consents: 'Consents',
    ask: 'Ask for consent',
    askAgain: 'Ask again',
    asked: 'Request sent to {{email}}.',
    askFailed: 'The request was not sent.',
    status: {
      none: 'Not asked',
      pending: 'Awaiting an answer',
      granted: 'Granted',
      refused: 'Refused',
      withdrawn: 'Withdrawn',
    },
    open: 'Feature open',
    closed: 'Feature closed',
    notNeeded: 'Not needed (14 or older)',
    signedBy: 'Signed by {{name}} on {{day}}',
    sentTo: 'Sent to {{email}} on {{day}}',
  },
};
