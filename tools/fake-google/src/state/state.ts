import type { AccountSeed, FakeGoogleOptions } from '../config.js';
import { CalendarStore } from './calendar-store.js';
import { ClassroomStore } from './classroom-store.js';
import { Directory } from './directory.js';
import { TokenStore } from './token-store.js';
import type { Account } from './types.js';

/** All mutable data of one fake. `reset()` brings it back to the configured seed. */
export class FakeGoogleState {
  readonly directory = new Directory();
  readonly classroom = new ClassroomStore();
  readonly tokens = new TokenStore();
  readonly calendars = new CalendarStore();

  constructor(private readonly seed: FakeGoogleOptions) {
    this.reset();
  }

  reset(): void {
    this.directory.clear();
    this.classroom.clear();
    this.tokens.clear();
    this.calendars.clear();
    for (const client of this.seed.clients ?? []) this.directory.addClient(client);
    for (const account of this.seed.accounts ?? []) this.addAccount(account);
  }

  addAccount(seed: AccountSeed): Account {
    const account = this.directory.addAccount(seed);
    for (const course of seed.courses ?? []) this.classroom.addCourse(account.sub, course);
    return account;
  }
}
