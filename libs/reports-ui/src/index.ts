export { ReportCardBatch, type ReportCardBatchProps } from './report-card-batch.js';
export { downloadBatch, downloadReportCardsCsv, useBatch, useStartBatch } from './report-card-batch-api.js';
