import type { AppSettings } from '@crescendo/contracts';

export type Language = AppSettings['language'];
export type Currency = AppSettings['currency'];

/** Spec §9: French and CAD by default. */
export const defaultSettings: AppSettings = { language: 'fr', currency: 'CAD' };
