import type { InstrumentFamily } from '../instruments.js';
import { instrumentFamilies } from '../instruments.js';
import type { CalendarDay } from '../practice/calendar-day.js';
import { schoolYearStartMonth } from '../school-year.js';
import type { InstrumentCondition } from './loans.js';

/**
 * The replacement plan (issue 27 §7, decision 0073): when each instrument should be replaced, from its age, its
 * condition and what its repairs cost, and what the next five school years will cost per family.
 */

/** The school's two settings: replace at this age, or when the repairs cost more than this share of the price. */
export interface ReplacementSettings {
  maxAgeYears: number;
  /** Percent of the purchase price (50: the repairs cost more than half of what it cost). */
  repairRatioPercent: number;
}

/** Issue 27 §7: 'replace when repair > 50 % of value or over 15 years old'. */
export const replacementDefaults: ReplacementSettings = { maxAgeYears: 15, repairRatioPercent: 50 };
/**
 * The settings' bounds. An age under 5 years would bring an instrument back twice into a five-year plan (the
 * one bought to replace it would be due again): the plan counts each instrument once.
 */
export const replacementMaxAgeRange = { min: 5, max: 50 } as const;
export const replacementRepairRatioRange = { min: 10, max: 100 } as const;
/** The plan's span: this school year and the four after it. */
export const replacementPlanYears = 5;

export const replacementReasons = ['out-of-service', 'repairs', 'age'] as const;
export type ReplacementReason = (typeof replacementReasons)[number];

/** What the plan needs of an instrument. */
export interface ReplacementItem {
  family: InstrumentFamily;
  condition: InstrumentCondition;
  purchaseDate: CalendarDay | null;
  priceCents: number | null;
  /** Every completed repair's cost together. */
  repairCostsCents: number;
}

export type ReplacementDue =
  /** Due in the school year starting in `startYear` (this year when it is already due), for these reasons. */
  | { kind: 'due'; startYear: number; reasons: ReplacementReason[]; costCents: number | null }
  /** Nothing says it is due, and without its purchase date its age is unknown: listed, never guessed. */
  | { kind: 'unknown' }
  /** Due after the plan's five years. */
  | { kind: 'later'; startYear: number };

/** The year a school year starts ('2026-09-01' … '2027-08-31' → 2026). */
export function schoolYearStartOf(day: CalendarDay): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month >= schoolYearStartMonth ? year : year - 1;
}

export const schoolYearNamed = (startYear: number) => `${startYear}-${startYear + 1}`;

/**
 * When `item` is due, this school year starting in `currentStartYear`: 'Hors service' now; repairs that cost
 * more than the ratio of its price now (only when its price is known); its age when it reaches the maximum
 * (only when its purchase date is known) — the school year of that birthday, this one if it is already past.
 * The cost is its purchase price (null when unknown: counted, not priced).
 */
export function replacementDue(
  item: ReplacementItem,
  settings: ReplacementSettings,
  currentStartYear: number,
): ReplacementDue {
  const reasons: ReplacementReason[] = [];
  if (item.condition === 'out-of-service') reasons.push('out-of-service');
  if (
    item.priceCents !== null &&
    item.priceCents > 0 &&
    item.repairCostsCents * 100 > item.priceCents * settings.repairRatioPercent
  )
    reasons.push('repairs');
  let ageYear: number | null = null;
  if (item.purchaseDate) {
    const purchased = Number(item.purchaseDate.slice(0, 4));
    ageYear = schoolYearStartOf(`${purchased + settings.maxAgeYears}${item.purchaseDate.slice(4)}`);
  }
  if (ageYear !== null && ageYear <= currentStartYear) reasons.push('age');
  const costCents = item.priceCents;
  if (reasons.length > 0) return { kind: 'due', startYear: currentStartYear, reasons, costCents };
  if (ageYear === null) return { kind: 'unknown' };
  if (ageYear >= currentStartYear + replacementPlanYears) return { kind: 'later', startYear: ageYear };
  return { kind: 'due', startYear: ageYear, reasons: ['age'], costCents };
}

/** One school year of a family (or of them all): how many instruments, what they cost. */
export interface ReplacementYear {
  schoolYear: string;
  count: number;
  /** The purchase prices of those whose price is known. */
  costCents: number;
  /** Of `count`, those without a price: their cost is not in `costCents`. */
  unpriced: number;
}

export interface ReplacementFamilyPlan {
  family: InstrumentFamily;
  years: ReplacementYear[];
  /** Instruments whose due year cannot be told (no purchase date, nothing else due). */
  unknown: number;
}

export interface ReplacementPlan {
  /** The five school years, this one first. */
  schoolYears: string[];
  families: ReplacementFamilyPlan[];
  totals: ReplacementYear[];
  unknown: number;
  /** Instruments counted in the plan's first year because they are already due (backlog included). */
  dueNow: Record<ReplacementReason, number>;
}

const emptyYears = (schoolYears: string[]): ReplacementYear[] =>
  schoolYears.map((schoolYear) => ({ schoolYear, count: 0, costCents: 0, unpriced: 0 }));

/** The five-year plan per family (cordes, bois, cuivres, percussions) of a school's instruments, `today`. */
export function replacementPlan(
  items: Iterable<ReplacementItem>,
  settings: ReplacementSettings,
  today: CalendarDay,
): ReplacementPlan {
  const current = schoolYearStartOf(today);
  const schoolYears = Array.from({ length: replacementPlanYears }, (_, i) => schoolYearNamed(current + i));
  const families = instrumentFamilies.map((family) => ({
    family,
    years: emptyYears(schoolYears),
    unknown: 0,
  }));
  const totals = emptyYears(schoolYears);
  const dueNow: Record<ReplacementReason, number> = { 'out-of-service': 0, repairs: 0, age: 0 };
  let unknown = 0;
  for (const item of items) {
    const family = families.find((f) => f.family === item.family);
    if (!family) continue;
    const due = replacementDue(item, settings, current);
    if (due.kind === 'unknown') {
      family.unknown += 1;
      unknown += 1;
    }
    if (due.kind !== 'due') continue;
    const index = due.startYear - current;
    if (index === 0) for (const reason of due.reasons) dueNow[reason] += 1;
    for (const year of [family.years[index]!, totals[index]!]) {
      year.count += 1;
      if (due.costCents === null) year.unpriced += 1;
      else year.costCents += due.costCents;
    }
  }
  return { schoolYears, families, totals, unknown, dueNow };
}
