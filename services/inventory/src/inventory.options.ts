import { schoolTimeZone } from '@crescendo/domain';

/** What a test may replace: the clock and the school's time zone (a loan's due day, 'En retard'). */
export interface InventoryOptions {
  now: () => Date;
  timeZone: string;
}

export const INVENTORY_OPTIONS = Symbol('INVENTORY_OPTIONS');

export const defaultInventoryOptions: InventoryOptions = { now: () => new Date(), timeZone: schoolTimeZone };
