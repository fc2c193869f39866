import {
  privacyRequestsOf,
  servicesHoldingPersonalData,
  type PersonalDataTableExport,
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
