import pg from 'pg';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Heap Fetches'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  executionMs: number;
  /** "Index Only Scan using practice_reports_by_student (8360 rows, 0 heap fetches)", … */
  scans: string[];
  /** Node types with no index: a sequential scan or a sort would show here. */
  others: string[];
}

function walk(node: PlanNode, into: PlanSummary): void {
  if (node['Index Name']) {
    const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    const heap = node['Heap Fetches'] === undefined ? '' : `, ${node['Heap Fetches']} heap fetches`;
    into.scans.push(`${node['Node Type']} using ${node['Index Name']} (${rows} rows${heap})`);
  } else into.others.push(node['Node Type']);
  for (const child of node.Plans ?? []) walk(child, into);
}

/** EXPLAIN ANALYZE of a statement as the service sends it: which index, how many rows, how long. */
export async function explain(databaseUrl: string, sql: string, params: unknown[]): Promise<PlanSummary> {
  const db = new pg.Client({ connectionString: databaseUrl, options: '-c search_path=homework' });
  await db.connect();
  try {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
    const [result] = rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode; 'Execution Time': number }>;
    const summary: PlanSummary = { executionMs: result!['Execution Time'], scans: [], others: [] };
    walk(result!.Plan, summary);
    return summary;
  } finally {
    await db.end();
  }
}

export function describePlan(plan: PlanSummary): string {
  return `${plan.scans.join(' + ') || 'no index'}; other nodes: ${plan.others.join(', ') || 'none'}`;
}
