import { Inject, Injectable } from '@nestjs/common';
import { labelsMax, type Actor, type PayloadOf, type printLabels } from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { AppException, Db } from '@crescendo/service-kit';
import { requireStaff } from '../access.js';
import { INSTRUMENT_STORE, type InstrumentStore } from '../instrument.store.js';
import { INVENTORY_OPTIONS, type InventoryOptions } from '../inventory.options.js';
import { renderLabelSheets, type LabelItem } from './label-pdf.js';
import { sheetCount } from './label-sheet.js';

/** The chosen instruments of the school, by asset number: another school's ids are simply not found. */
export async function labelItemsByIds(db: Db, organizationId: string, ids: string[]): Promise<LabelItem[]> {
  const rows: Array<{ asset_number: string; type: string; brand: string | null; model: string | null }> =
    await db.query(
      `SELECT asset_number, type, brand, model FROM instruments
       WHERE organization_id = $1 AND id = ANY($2::uuid[]) ORDER BY asset_number, id`,
      [organizationId, ids],
    );
  return rows.map((row) => ({
    assetNumber: row.asset_number,
    type: row.type,
    brand: row.brand,
    model: row.model,
  }));
}

/**
 * 'Imprimer les étiquettes' (issue 27 §2): the school's staff (its admins, and its teachers, who read the
 * inventory) print the labels of the chosen instruments, or of every instrument the filter finds, at most
 * `labelsMax`. An id that is not one of the school's instruments (another school's, a deleted one) refuses
 * the whole print with `NOT_FOUND`: a sheet silently short of a label would be stuck on the wrong instrument.
 */
@Injectable()
export class LabelsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(INSTRUMENT_STORE) private readonly instruments: InstrumentStore,
    @Inject(INVENTORY_OPTIONS) private readonly options: InventoryOptions,
  ) {}

  async print(actor: Actor | null, input: PayloadOf<typeof printLabels>) {
    const viewer = requireStaff(actor);
    const items = input.instrumentIds
      ? await this.chosen(viewer.organizationId, input.instrumentIds)
      : await this.filtered(viewer.organizationId, input.filter ?? {});
    const pdf = await renderLabelSheets({
      language: input.language,
      heading: input.heading,
      items,
      startAt: input.startAt,
    });
    return {
      filename: `${input.language === 'en' ? 'labels' : 'etiquettes'}-${items.length}.pdf`,
      contentType: 'application/pdf' as const,
      contentBase64: pdf.toString('base64'),
      labels: items.length,
      sheets: sheetCount(items.length, input.startAt),
    };
  }

  private async chosen(organizationId: string, instrumentIds: string[]): Promise<LabelItem[]> {
    const ids = [...new Set(instrumentIds)];
    const items = await labelItemsByIds(this.db, organizationId, ids);
    if (items.length < ids.length)
      throw new AppException('NOT_FOUND', 'inventory.labelsUnknown', {
        params: { count: ids.length - items.length },
      });
    return items;
  }

  private async filtered(
    organizationId: string,
    filter: NonNullable<PayloadOf<typeof printLabels>['filter']>,
  ): Promise<LabelItem[]> {
    const page = await this.instruments.instrumentsPage(
      this.db,
      {
        organizationId,
        search: filter.search || null,
        family: filter.family ?? null,
        condition: filter.condition ?? null,
        availability: filter.availability ?? null,
        today: dayOf(this.options.now(), this.options.timeZone),
      },
      null,
      labelsMax,
    );
    if (page.nextCursor)
      throw new AppException('PAYLOAD_TOO_LARGE', 'inventory.labelsTooMany', {
        params: { maximum: labelsMax },
      });
    if (page.items.length === 0) throw new AppException('NOT_FOUND', 'inventory.labelsNone');
    return page.items;
  }
}
