import { groupByIdSqlText } from '@crescendo/groups/sql';
import {
  practiceDaysSqlText,
  practiceSummarySqlText,
  toPracticeDays,
  toPracticeSummary,
  type SummaryRow,
} from '@crescendo/homework/sql';

/**
 * The SQL services/homework runs for the two reads measured here, and the groups service for the group the
 * summary asks it about: their very texts, imported, so that the bare endpoints do the same database work
 * (the bare server's search_path holds both schemas, as each service's holds its own); and homework's own
 * shaping of the rows into the replies, so that they build the same JSON.
 */
export const practiceDaysSql = practiceDaysSqlText;
export const summarySql = practiceSummarySqlText;
export const groupSql = groupByIdSqlText;
export { toPracticeDays, toPracticeSummary as toSummary, type SummaryRow };
