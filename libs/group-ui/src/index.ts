export { GroupBadge, groupTint } from './group-look.js';
export { sourceKey } from './group-source.js';
export { GroupGrid, GroupTable, type GroupColumn, type GroupViewProps } from './group-views.js';
export { GroupViewSwitch, type GroupView } from './group-view-switch.js';
export { GroupDetailsModal, type GroupDetailsModalProps } from './group-details-modal.js';
export { GroupFormModal, type GroupFormModalProps, type GroupFormValues } from './group-form-modal.js';
export { GroupStyles } from './group-styles.js';
export { GroupConfirmModal } from './group-confirm-modal.js';
export { GroupDialogs, type GroupChanges, type GroupDialogKind } from './group-dialogs.js';
