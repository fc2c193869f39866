// `@crescendo/groups/sql`: the statements' text alone, for the benchmarks' bare server (issue 24.2).
export {
  groupByIdSqlText,
  selectGroupsSql,
  visibleGroupsSqlText,
  type GroupRowShape,
} from './group-statements.js';
