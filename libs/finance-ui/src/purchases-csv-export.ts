import type { ListedPurchase } from '@crescendo/contracts';
import { dayOf } from '@crescendo/domain';
import { cataloguesIn, type Language } from '@crescendo/i18n';
import { purchaseCsvRows, type PurchaseCsvPerson } from './purchases-csv.js';

export interface PurchasesCsvExport {
  purchases: readonly ListedPurchase[];
  people: ReadonlyMap<string, PurchaseCsvPerson>;
  /** What the file is of: a group's name, or the organisation ('organisation'). */
  scope: string;
  lang: Language;
}

/** A group's or the organisation's purchases as a CSV file a spreadsheet opens in the reader's language. */
export async function exportPurchasesCsv({
  purchases,
  people,
  scope,
  lang,
}: PurchasesCsvExport): Promise<void> {
  // papaparse comes with it: loaded the first time a file is exported.
  const { csvFormats, downloadText, safeFileName, spreadsheetCsv } = await import('@crescendo/web-kit/csv');
  const copy = await cataloguesIn(lang);
  const format = csvFormats[lang];
  const rows = purchaseCsvRows({
    purchases,
    people,
    headers: copy.finance.csv.headers,
    statuses: {
      credit: copy.translation.status.purchaseCredit,
      paid: copy.translation.status.purchasePaid,
      cancelled: copy.finance.cancelledStatus,
    },
    deletedStudent: copy.finance.purchases.deletedStudent,
    decimalSeparator: format.decimalSeparator,
  });
  const safeScope = safeFileName(scope, 'achats');
  const fileName = copy.finance.csv.fileName
    .replace('{{scope}}', safeScope)
    .replace('{{date}}', dayOf(new Date()));
  downloadText(fileName, spreadsheetCsv(rows, format));
}
