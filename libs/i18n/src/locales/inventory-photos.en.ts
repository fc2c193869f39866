import type { CatalogueShape } from './catalogue.js';
import type { inventoryPhotosFr } from './inventory-photos.fr.js';

/** The inventory's photos (decision 0072), in English. */
export const inventoryPhotosEn = {
  title: 'Photos',
  loanTitle: 'Condition photos',
  none: 'No photo.',
  choose: 'Choose or take a photo',
  limits:
    'JPEG, PNG or WebP, at most 8 MB; the photo is resized to 1,600 px on the device before it is sent.',
  alt: 'Photo description',
  altHint: 'What it shows, for screen readers (optional).',
  stage: 'When',
  stages: {
    'check-out': 'At check-out',
    return: 'At return',
    quote: 'Repair quote',
  },
  add: 'Add the photo',
  sending: 'Sending...',
  added: 'Photo added',
  addFailed: 'Error while adding the photo.',
  remove: 'Remove the photo',
  removed: 'Photo removed',
  evidence: 'Kept with the loan as evidence.',
  close: 'Close',
  loanPhotos: 'Photos',
  loanPhotosTitle: 'Photos of the loan of {{assetNumber}}',
  loanPhotosOf: 'Photos of the loan of {{assetNumber}}',
  pick: {
    labels: {
      'check-out': 'Condition photos at check-out',
      return: 'Condition photos at return',
      quote: 'Repair quote',
    },
    hint: 'Up to {{max}} photos, resized on the device and sent once the loan is recorded.',
    photo: 'Photo {{n}}: {{stage}}',
    sending: 'Sending the photos...',
    failed: {
      loan_one: 'Loan recorded, but {{count}} photo could not be sent.',
      loan_other: 'Loan recorded, but {{count}} photos could not be sent.',
      return_one: 'Return recorded, but {{count}} photo could not be sent.',
      return_other: 'Return recorded, but {{count}} photos could not be sent.',
    },
    retry: 'Retry sending',
  },
} as const satisfies CatalogueShape<typeof inventoryPhotosFr>;
