import type { Benchmark } from '../measurement.js';
import { firstPortalRender } from './first-portal-render.js';
import { groupsListThroughput } from './groups-list-throughput.js';
import { webBundles } from './web-bundles.js';

/** Every benchmark, in the order `npm run bench` runs them (`npm run bench -- <name>` for one). */
export const benchmarks: Benchmark[] = [webBundles, firstPortalRender, groupsListThroughput];
