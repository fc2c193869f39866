// jest's own order (failed first, then longest first), with the journeys that share a platform last and
// together: the shared platform starts with the first of them, and no other file's run pays for it idling
// (its thirteen processes, polling, take about a quarter of a core) — src/shared-platform.ts.
import { readFileSync } from 'node:fs';
import Sequencer from '@jest/test-sequencer';

const sharesThePlatform = (path) => /\{\s*shared:\s*true\s*\}/.test(readFileSync(path, 'utf8'));

export default class JourneySequencer extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests);
    return [
      ...ordered.filter((test) => !sharesThePlatform(test.path)),
      ...ordered.filter((test) => sharesThePlatform(test.path)),
    ];
  }
}
