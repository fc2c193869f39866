export { AuditsPanel } from './audits-panel.js';
export { InventoryTable, type InventoryTableProps } from './inventory-table.js';
export { AuditView } from './audit-view.js';
export { LoanAgreementLabel, mayResendAgreement } from './loan-agreement.js';
export {
  inventoryKey,
  useAudit,
  useAuditItemPages,
  useAuditPages,
  useFinishAudit,
  useScanAudit,
  useStartAudit,
} from './audits-api.js';
export { ReturnLoanModal, type ReturnLoanModalProps } from './return-loan-modal.js';
export { useRecordReturn, type ReturnBody } from './return-api.js';
