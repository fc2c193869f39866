// The screens and pieces the portals show; the CSV code stays in a chunk of its own, loaded when used.
export { StaffPurchasesPage, type StaffPurchasesPageProps } from './staff-purchases-page.js';
export { PurchaseTable, type PurchaseTableProps } from './purchase-table.js';
export { PurchaseTotals } from './purchase-totals.js';
export { PurchaseStatus } from './purchase-status.js';
export { StatementModal } from './statement-modal.js';
export { FinanceStyles } from './finance-styles.js';
export { financeKey, usePurchasePages, downloadStatement } from './finance-api.js';
export { ReasonModal, type ReasonModalProps } from './reason-modal.js';
export { useValidationText } from './use-language.js';
