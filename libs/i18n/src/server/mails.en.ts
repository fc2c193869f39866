import type { CatalogueShape } from '../locales/catalogue.js';
import type { mailsFr } from './mails.fr.js';

export const mailsEn = {
  greeting: 'Hello {{firstName}},',
  linkValidity: 'This link works for {{duration}}, once.',
  roles: { admin: 'administrator', teacher: 'teacher', student: 'student' },
  verifyEmail: {
    subject: 'Confirm your e-mail address',
    body: 'Confirm your e-mail address to finish creating your Crescendo account.',
    action: 'Confirm my address',
    ignore: 'If you did not create an account, ignore this e-mail.',
  },
  signupAttempt: {
    subject: 'Sign-up attempt with your address',
    body: 'Someone tried to create a Crescendo account with your e-mail address, which already has one. No account was created.',
    ifYou:
      'If it was you, sign in; if you forgot your password, choose “Forgot your password?” on the sign-in page.',
    action: 'Sign in',
    notYou: 'If it was not you, there is nothing to do: your account has not changed.',
  },
  invitation: {
    subject: 'Invitation to join {{organization}} on Crescendo',
    body: 'You are invited to join {{organization}} on Crescendo as {{role}}.',
    howTo: 'Open the link, then sign in or create your account with this e-mail address.',
    action: 'Accept the invitation',
    ignore: 'If you did not expect this invitation, ignore this e-mail.',
  },
  confirmEmailChange: {
    subject: 'Confirm your new e-mail address',
    body: 'You asked for this address to become your Crescendo account’s. It will once you confirm it.',
    action: 'Confirm this address',
    ignore: 'If you asked nothing, ignore this e-mail.',
  },
  emailChangeRequested: {
    subject: 'E-mail address change requested',
    body: 'A change of your Crescendo account’s e-mail address to {{newEmail}} was requested. Your current address stays until the new one is confirmed.',
    notYou: 'If it was not you, change your password and confirm nothing: the address will not change.',
  },
  addressInUse: {
    subject: 'Attempt to use your address',
    body: 'Someone asked to use your e-mail address for another Crescendo account. It already belongs to your account: nothing changed.',
    nothingToDo: 'There is nothing to do.',
  },
  passwordReset: {
    subject: 'Reset your password',
    body: 'A reset of your Crescendo account’s password was requested. Choose a new password with this link.',
    action: 'Choose a new password',
    ignore: 'If you asked nothing, ignore this e-mail: your password does not change.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    body: 'Your Crescendo account’s password was just changed.',
    notYou: 'If it was not you, choose “Forgot your password?” on the sign-in page.',
  },
  classroomWelcome: {
    subject: 'Your Crescendo account is ready',
    body: '{{teacher}} imported the group “{{group}}” from Google Classroom: a Crescendo student account was created for you with the address {{email}}.',
    howTo:
      'To sign in, choose “Continue with Google” with this Google account. You may also choose a password: “Forgot your password?” on the sign-in page.',
    action: 'Sign in',
    ignore: 'If you do not know this teacher, ignore this e-mail.',
  },
  dataArchive: {
    subject: 'Your Crescendo data is ready',
    body: 'The archive of your data you asked for (Download my data) is ready.',
    bodyFor: 'The archive of {{name}}’s data you asked for is ready.',
    contents:
      'It holds all the data Crescendo keeps: a JSON file for software, a CSV file per table for a spreadsheet, and a README file that explains them.',
    action: 'Download the archive',
    ignore:
      'If you asked for nothing, ignore this e-mail and change your password: the link expires by itself.',
  },
  parentalConsent: {
    subject: 'Consent asked for {{student}}: {{feature}}',
    greeting: 'Hello,',
    body: '{{school}} asks your consent, as a parent of {{student}}, for: {{feature}}.',
    why: 'The law asks a parent’s consent for a student under 14. Read the text and answer online: accept or refuse.',
    withdraw: 'The same link lets you withdraw your consent at any time.',
    item: 'About: {{summary}}',
    readAndAnswer: 'Read the text and answer online: accept or refuse.',
    subjectStudent: 'An agreement to accept: {{feature}}',
    greetingStudent: 'Hello {{firstName}},',
    bodyStudent: '{{school}} asks you to accept: {{feature}}.',
    action: 'Read and answer',
    validity: 'You can answer for {{days}} days; the school can then send a new request.',
    ignore: 'If you are not a parent of this student, ignore this e-mail and tell the school.',
    ignoreStudent: 'If you did not expect this request, talk to your teacher.',
    summaries: {
      loan: '{{instrument}} ({{asset}}), due back on {{day}}',
      tripOneDay: 'Outing: {{title}}, on {{day}}',
      tripDays: 'Outing: {{title}}, from {{from}} to {{to}}',
    },
    /** A trip's parts as purchases on the student's ledger, and why an unpaid one is cancelled. */
    tripPurchases: {
      deposit: 'Outing: {{title}} — deposit',
      balance: 'Outing: {{title}} — balance',
      amountChanged: 'Outing amount changed',
      tripCancelled: 'Outing cancelled',
    },
    features: {
      recordingSharing: 'sharing their recordings beyond their teacher',
      practicePlan: 'the practice plan prepared by Maestro IA',
      loanAgreement: 'the loan agreement for a school instrument',
      trip: 'the music programme’s outings and trips',
    },
  },
  privacyExtension: {
    subject: 'Your request about personal information: deadline extended ({{school}})',
    greeting: 'Hello {{name}},',
    body: 'Your request received on {{receivedOn}} by {{school}} cannot be processed within 20 days.',
    newDeadline:
      'This deadline is extended by 10 days: you will receive an answer by {{dueOn}} at the latest.',
    contact:
      'For any question, write to the person in charge of personal information, {{officer}}: {{email}}.',
    law: 'Notice given under section 47 of the Act respecting access to documents held by public bodies and the protection of personal information.',
  },
} as const satisfies CatalogueShape<typeof mailsFr>;
