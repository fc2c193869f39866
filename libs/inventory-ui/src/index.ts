export { AuditsPanel } from './audits-panel.js';
export { AuditView } from './audit-view.js';
export {
  inventoryKey,
  useAudit,
  useAuditItemPages,
  useAuditPages,
  useFinishAudit,
  useScanAudit,
  useStartAudit,
} from './audits-api.js';
