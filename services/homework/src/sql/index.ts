// `@crescendo/homework/sql`: the statements' text alone, for the benchmarks' bare server (issue 24.2).
export { practiceDaysSqlText, practiceSummarySqlText } from './practice-statements.js';
