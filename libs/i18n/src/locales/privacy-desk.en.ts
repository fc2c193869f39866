import type { CatalogueShape } from './catalogue.js';
import type { privacyDeskFr } from './privacy-desk.fr.js';

/** 'Privacy' in the admin portal (issue 31 §6). */
export const privacyDeskEn = {
  title: 'Privacy',
  descriptionSchool:
    'What the law asks of the school: the person in charge of personal information, published on the Privacy page.',
  descriptionBoard:
    'What the law asks of the school service centre: the person in charge of personal information, published for its schools that name none.',
  officer: {
    title: 'Person in charge of personal information',
    intro: 'Their title, name and e-mail appear on the Privacy page the school’s members see.',
    roleTitle: 'Title',
    roleTitleHint: 'For example “Deputy principal” or “Secretary general”.',
    name: 'Name',
    email: 'E-mail',
    save: 'Save the person in charge',
    clear: 'Remove the person in charge',
    saved: 'Person in charge saved',
    cleared: 'Person in charge removed',
    saveFailed: 'Error while saving the person in charge.',
    shownTitle: 'Shown on the Privacy page',
    shownOwn: 'The person in charge of your organisation.',
    shownBoard: 'The person in charge of your school service centre, until the school names one.',
    shownPlatform: 'The person in charge of Crescendo’s operator, until someone is named.',
  },
  publicPage: {
    officerTitle: 'Person in charge of personal information',
    officerIntro: 'For any question or request about your personal information, write to:',
    officerLoading: 'Loading the person in charge…',
    officerUnavailable: 'The person in charge cannot be shown right now.',
  },
} as const satisfies CatalogueShape<typeof privacyDeskFr>;
