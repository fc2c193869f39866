import type { ListedPurchase } from '@crescendo/contracts';
import { centsToDecimal, dayOf } from '@crescendo/domain';

export const purchaseCsvColumns = [
  'date',
  'student',
  'email',
  'groups',
  'item',
  'amount',
  'currency',
  'status',
  'paidAt',
  'recordedBy',
] as const;
export type PurchaseCsvColumn = (typeof purchaseCsvColumns)[number];

export interface PurchaseCsvPerson {
  name: string;
  email: string;
  /** The student's groups, as the reader sees them. */
  groups?: string;
}

export interface PurchaseCsvInput {
  purchases: readonly ListedPurchase[];
  people: ReadonlyMap<string, PurchaseCsvPerson>;
  headers: Record<PurchaseCsvColumn, string>;
  statuses: Record<ListedPurchase['status'], string>;
  /** What a purchase whose student was erased shows ('Élève supprimé'). */
  deletedStudent: string;
  /** The spreadsheet's decimal separator: a comma in French, a point in English. */
  decimalSeparator: '.' | ',';
}

/**
 * The header row, then one row per purchase, oldest first: the amount as a plain decimal in the reader's
 * habit (no currency sign, so a spreadsheet adds it up) beside its currency, the day on the organisation's
 * calendar.
 */
export function purchaseCsvRows(input: PurchaseCsvInput): string[][] {
  const person = (id: string | null) => (id ? input.people.get(id) : undefined);
  const rows = [...input.purchases]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((purchase) => {
      const student = person(purchase.studentId);
      const cells: Record<PurchaseCsvColumn, string> = {
        date: dayOf(new Date(purchase.createdAt)),
        student: purchase.studentId ? (student?.name ?? '') : input.deletedStudent,
        email: student?.email ?? '',
        groups: student?.groups ?? '',
        item: purchase.item,
        amount: centsToDecimal(purchase.amountCents, input.decimalSeparator),
        currency: purchase.currency,
        status: input.statuses[purchase.status],
        paidAt: purchase.paidAt ? dayOf(new Date(purchase.paidAt)) : '',
        recordedBy: person(purchase.createdBy)?.name ?? '',
      };
      return purchaseCsvColumns.map((column) => cells[column]);
    });
  return [purchaseCsvColumns.map((column) => input.headers[column]), ...rows];
}
