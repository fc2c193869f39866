import type {
  EventContract,
  FilesRead,
  ReadBasis,
  ReadCategory,
  filesReadSchema,
} from '@crescendo/contracts';
import { maxStudentsPerRead } from '@crescendo/contracts';
import type { Db } from '../db/db.js';
import type { OutboxPort } from '../events/outbox.js';

/** Who read: a staff member of the school (a student reading their own file is never audited). */
export interface FilesReader {
  kind: 'admin' | 'teacher';
  userId: string;
  organizationId: string;
}

/**
 * An administrator reads by the administrator's right (groups answers `admin` to them on every group, even one
 * they teach, decision 0067); a teacher only ever reaches their own groups' students.
 */
export function readBasisOf(reader: FilesReader): ReadBasis {
  return reader.kind === 'admin' ? 'admin-right' : 'teaches-group';
}

/**
 * 'Journal des consultations' (issue 31 §4, decision 0067): the read of other people's files, recorded through
 * the outbox (identity down loses nothing), one event per page read naming its students. The reader's own id is
 * left out; nothing is recorded when no one else's file was read.
 */
export async function recordFilesRead(
  db: Db,
  outbox: OutboxPort,
  contract: EventContract<typeof filesReadSchema>,
  read: {
    reader: FilesReader;
    category: ReadCategory;
    reference: string;
    studentIds: readonly string[];
    at: Date;
  },
): Promise<void> {
  const students = [...new Set(read.studentIds)].filter((id) => id !== read.reader.userId);
  if (students.length === 0) return;
  await db.transaction(async (tx) => {
    for (let start = 0; start < students.length; start += maxStudentsPerRead) {
      const data: FilesRead = {
        readerId: read.reader.userId,
        organizationId: read.reader.organizationId,
        category: read.category,
        reference: read.reference,
        basis: readBasisOf(read.reader),
        studentIds: students.slice(start, start + maxStudentsPerRead),
        readAt: read.at.toISOString(),
      };
      await outbox.add(tx.manager, contract, data, { organizationId: read.reader.organizationId });
    }
  });
  outbox.committed();
}
