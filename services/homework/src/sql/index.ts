// `@crescendo/homework/sql`: the statements' text and the shaping of their rows into replies, for the
// benchmarks' bare server (issue 24.2): it does the very same work as the service, around its own pool.
export { practiceDaysSqlText, practiceSummarySqlText } from './practice-statements.js';
export {
  toPracticeDays,
  toPracticeSummary,
  type DayRow,
  type Period,
  type SummaryRow,
} from './practice-replies.js';
