// The journeys' test environment: Node's, plus a flag a journey reads when it closes (`journeyFailed`),
// so that a failed journey prints what its platform's processes said last (CI keeps only what is printed).
import { TestEnvironment } from 'jest-environment-node';

export default class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_done' && event.test.errors.length > 0) this.global.__journeyFailed = true;
    if (event.name === 'hook_failure') this.global.__journeyFailed = true;
  }
}
