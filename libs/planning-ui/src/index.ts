// The planning's event dialog, shared by the admin's 'Planification' and the teacher's 'Calendrier'.
export { EventFormDialog, type EventFormDialogProps } from './event-form-dialog.js';
export { EventSummary, type EventSummaryProps } from './event-summary.js';
// 'Matériel réservé' (issue 28 §7): the school's instruments reserved for an event.
export {
  EquipmentField,
  equipmentApi,
  equipmentSearchDebounceMs,
  useEquipmentApi,
  type EquipmentApi,
  type EquipmentFieldProps,
} from './event-equipment.js';
export {
  ImportedDaySummary,
  importedDaysWithin,
  type ImportedDaySummaryProps,
} from './imported-day-summary.js';
export {
  EventConflicts,
  conflictDay,
  conflictWhen,
  conflictsDebounceMs,
  conflictsQueryOf,
  useEventConflicts,
  type ConflictsAsker,
  type ConflictsOf,
} from './event-conflicts.js';
export {
  emptyEventForm,
  eventContractOf,
  eventFormContract,
  formOfEvent,
  nothingKept,
  type EventFormValues,
  type KeptFields,
} from './event-form.js';
export {
  askConflicts,
  planningKey,
  useAddEvent,
  useCancelEvent,
  useRangeImportedDays,
  useRangeOccurrences,
  useUpdateEvent,
} from './planning-api.js';
// 'Rappels' (issue 28 §3), in the student's, the teacher's and the admin's profile.
export { ReminderSettingsBlock } from './reminders/reminder-settings.js';
export { reminderSettingsApi, type ReminderSettingsApi } from './reminders/reminder-api.js';
export {
  applicationServerKey,
  browserPushDevice,
  PushPermissionDenied,
  type PushDevice,
} from './reminders/push-device.js';
// A 'Sortie''s consents (issue 28 §6), in the admin's 'Planification' and the teacher's 'Calendrier'.
export {
  TripConsentsPanel,
  tripConsentsApi,
  type TripConsentsApi,
  type TripConsentsAsked,
  type TripConsentsPage,
} from './trip-consents.js';
