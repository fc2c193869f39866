import type { Benchmark } from '../measurement.js';
import { boardOverview } from './board-overview.js';
import { classroomImport } from './classroom-import.js';
import { firstPortalRender } from './first-portal-render.js';
import { groupPracticeOverview } from './group-practice-overview.js';
import { groupsList200Rows, groupsListThroughput } from './groups-list-throughput.js';
import { groupsScaleOut } from './groups-scale-out.js';
import { inventoryScanLoop } from './inventory-scan-loop.js';
import { liveFanout } from './live-fanout.js';
import { maestroOverhead } from './maestro-overhead.js';
import { planningFeeds } from './planning-feeds.js';
import { privacyExport } from './privacy-export.js';
import { reportCards } from './report-cards.js';
import { studentYearStatistics } from './student-year-statistics.js';
import { webBundles } from './web-bundles.js';

/** Every benchmark, in the order `npm run bench` runs them (`npm run bench -- <name>` for one). */
export const benchmarks: Benchmark[] = [
  webBundles,
  firstPortalRender,
  groupsListThroughput,
  groupsList200Rows,
  groupsScaleOut,
  studentYearStatistics,
  groupPracticeOverview,
  liveFanout,
  classroomImport,
  boardOverview,
  privacyExport,
  reportCards,
  planningFeeds,
  maestroOverhead,
  inventoryScanLoop,
];
