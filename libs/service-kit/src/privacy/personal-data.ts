import type { Db } from '../db/db.js';
import { purgeExpired, type PurgeOutcome, type PurgeRequest } from './purge-expired.js';
import type { PersonalFile, PersonColumnKind, RetentionCategory } from '@crescendo/contracts';

/** One table of a service that holds personal data: why, for how long, and which columns name whom. */
export interface PersonalDataTable {
  purpose: string;
  retention: RetentionCategory;
  /** Every column that names or describes a person (the undeclared-column test holds the list to the schema). */
  columns: Readonly<Record<string, PersonColumnKind>>;
  /** The table's key: the export's pages are ordered by it, so a page never repeats or skips a row. */
  orderBy: readonly string[];
  /** A column that still names the person after erasure, and the legal reason it must. */
  holds?: Readonly<Record<string, string>>;
  /**
   * How the nightly retention purge (issue 31 §5, decision 0059) finds the table's rows past their time: `after`
   * the timestamp the category's duration counts from; `per` a person column whose rows go together, once the
   * person's newest is past the cut-off and they are not among the school's current students (practice and
   * grades: until the student leaves); `organization` the school's column (`organization_id` by default; null
   * for a table without one: the platform's cut-offs apply). A table without `purge` is kept by its
   * category's rule (while the account, membership or loan lasts; accounting as the law says). `files` the
   * column naming each row's file (a recording's storage key): the purged rows' files are removed by the
   * service's `removeFiles` once the purge has committed.
   */
  purge?: { after: string; per?: string; organization?: string | null; files?: string };
}

/** Table name → its declaration. */
export type PersonalDataDeclaration = Readonly<Record<string, PersonalDataTable>>;

/** Whose data a privacy request is about: the account, and its address (found before an account existed). */
export interface DataSubject {
  userId: string;
  email: string | null;
}

/**
 * A service's answer for its personal data (issue 31 §1), the Nest token its module provides: what it holds
 * (read by the export, the erasure proof and the undeclared-column test), and its erasure — the same one
 * its `user.deleted` consumer runs, so the two can never differ. `erase` runs in the transaction it is given.
 */
export abstract class PersonalData {
  abstract readonly tables: PersonalDataDeclaration;
  abstract erase(subject: DataSubject, tx: Db): Promise<void>;

  /**
   * The nightly retention purge of the service's rows (decision 0059), in the transaction it is given: the
   * declared tables' `purge`, by default. A service whose rows past their time are anonymised rather than
   * deleted (the inventory's closed loans, decision 0079) adds its own here, and answers what it changed.
   */
  purge(tx: Db, request: PurgeRequest): Promise<PurgeOutcome> {
    return purgeExpired(tx, this.tables, request);
  }

  /**
   * Removes the files of rows the retention purge deleted (`purge.files`), after it committed: a failure leaves
   * a file without its row, never a row without its file. None by default.
   */
  removeFiles(_keys: string[]): Promise<void> {
    return Promise.resolve();
  }

  /** The person's files kept beside the rows (a student's recordings), for the archive; none by default. */
  files(_subject: DataSubject, _db: Db): Promise<PersonalFile[]> {
    return Promise.resolve([]);
  }

  /**
   * Up to `length` bytes of one of the person's files from `offset`, and its whole size; null when the file
   * is not theirs or is gone.
   */
  readFile(
    _subject: DataSubject,
    _fileId: string,
    _offset: number,
    _length: number,
    _db: Db,
  ): Promise<{ bytes: Uint8Array; total: number } | null> {
    return Promise.resolve(null);
  }
}
