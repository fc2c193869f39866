export { ClassroomImportButton, ClassroomImportPanel } from './classroom-import.js';
export { GoogleConnectionStatus } from './google-connection-status.js';
export {
  useClassroomImport,
  type ClassroomImportFlow,
  type ClassroomImportOptions,
} from './use-classroom-import.js';
