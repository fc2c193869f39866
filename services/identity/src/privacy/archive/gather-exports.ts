import {
  privacyRequestsOf,
  servicesHoldingPersonalData,
  type PersonalDataTableExport,
  type PersonalFile,
  type ServiceHoldingPersonalData,
} from '@crescendo/contracts';
import type { DataSubject, ServiceClient } from '@crescendo/service-kit';

/** Every service's export of one person: its tables, each whole (the pages put end to end). */
export type GatheredExports = Record<ServiceHoldingPersonalData, PersonalDataTableExport[]>;

/**
 * Asks every service holding personal data for the person's rows, page after page (decision 0053), one
 * service after another: the archive waits for all of them, and a service that does not answer fails the
 * job (retried), never an archive that silently lacks a service.
 */
export async function gatherExports(client: ServiceClient, subject: DataSubject): Promise<GatheredExports> {
  const gathered = {} as GatheredExports;
  for (const service of servicesHoldingPersonalData) {
    const tables = new Map<string, PersonalDataTableExport>();
    let from: { table: string; offset: number } | undefined;
    do {
      const page = await client.request(privacyRequestsOf[service].export, { ...subject, from }, null);
      for (const table of page.tables) {
        const known = tables.get(table.table);
        if (known) known.rows.push(...table.rows);
        else tables.set(table.table, { ...table, rows: [...table.rows] });
      }
      from = page.next ?? undefined;
    } while (from);
    gathered[service] = [...tables.values()];
  }
  return gathered;
}

/** One of the person's files (a recording), whole, and which service keeps it. */
export interface GatheredFile {
  service: ServiceHoldingPersonalData;
  file: PersonalFile;
  bytes: Uint8Array;
}

/**
 * Every service's files of the person (issue 31 §2: recordings as files), each read a part at a time (one NATS
 * message each). A file that went meanwhile (erased, purged) is left out; a service that does not answer fails
 * the job, as for the rows.
 */
export async function gatherFiles(client: ServiceClient, subject: DataSubject): Promise<GatheredFile[]> {
  const gathered: GatheredFile[] = [];
  for (const service of servicesHoldingPersonalData) {
    const { files } = await client.request(privacyRequestsOf[service].files, subject, null);
    for (const file of files) {
      const parts: Buffer[] = [];
      let offset: number | null = 0;
      try {
        while (offset !== null) {
          const part: { data: string; next: number | null } = await client.request(
            privacyRequestsOf[service].file,
            { userId: subject.userId, fileId: file.id, offset },
            null,
          );
          parts.push(Buffer.from(part.data, 'base64'));
          offset = part.next;
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'NOT_FOUND') continue;
        throw error;
      }
      gathered.push({ service, file, bytes: Buffer.concat(parts) });
    }
  }
  return gathered;
}
