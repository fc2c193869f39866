// Photos of the inventory (issue 27 §1, §3; decision 0072): an entry of its own (`@crescendo/web-kit/photos`),
// loaded with the inventory's screens only.
export { PhotosPanel, type PhotosPanelProps } from './photos-panel.js';
export { LoanPhotosModal } from './loan-photos-modal.js';
export { ConditionPhotoPicker, ConditionPhotosOutcome } from './condition-photo-picker.js';
export { PendingPhotosDialog } from './pending-photos-dialog.js';
export {
  useConditionPhotos,
  type ChosenPhoto,
  type ConditionPhotos,
  type PhotoUploadFailure,
} from './use-condition-photos.js';
export { resizePhoto, type ResizeDeps, type PhotoCanvas } from './resize-photo.js';
export {
  listPhotosOf,
  uploadPhoto,
  photoUrl,
  removePhotoOf,
  type PhotoOwner,
  type PhotoUploadStage,
} from './photo-api.js';
