// What every portal repeated: the language hook, the toasts around a change, the shell's props contract.
// The CSV (`/csv`, papaparse), the bar chart (`/bar-chart`, chart.js) and the standalone page (`/dev-page`)
// are entries of their own, so that no first page carries them.
export { useLanguage } from './use-language.js';
export { withToasts } from './with-toasts.js';
export { portalQueryDefaults, maxQueryRetries } from './query-retries.js';
export { useGoogleReturn } from './use-google-return.js';
export { RetryNotice, type RetryingQueries } from './retry-notice.js';
export { useProfiles } from './profiles/use-profiles.js';
export { useAnswerProgress, type AnswerProgressState } from './maestro/use-answer-progress.js';
export type { PortalAppProps } from './portal-props.js';
export { useFormDialog, type FormDialogOptions, type FormDialogState } from './form/use-form-dialog.js';
export { FormDialog, type FormDialogProps } from './form/form-dialog.js';
export { contractResolver } from './form/contract-resolver.js';
export { showServerErrors } from './form/server-field-errors.js';
export { formContract, type FormContractOptions } from './form/form-contract.js';
export { downloadBlob, downloadEncodedFile, type EncodedFile } from './files/download-file.js';
export {
  DataTable,
  PagedTable,
  RowActions,
  type DataTableProps,
  type PagedTableProps,
  type RowAction,
  type TableColumn,
  type TablePages,
  type TablePaging,
  type NoPaging,
} from './table/paged-table.js';
export { LoadMoreButton, type LoadMoreButtonProps, type NextPages } from './table/load-more-button.js';
