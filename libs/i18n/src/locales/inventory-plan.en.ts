import type { CatalogueShape } from './catalogue.js';
import type { inventoryPlanFr } from './inventory-plan.fr.js';

/** English strings of the replacement plan and the scores' and uniforms' CSV (issue 27 §7, §1). */
export const inventoryPlanEn = {
  tab: 'Replacement plan',
  heading: 'Five-year replacement plan',
  intro:
    'An instrument is due for replacement when it reaches the replacement age, when its repairs cost more than the threshold of its purchase price, or as soon as it is out of service. The planned cost is its purchase price.',
  loading: 'Loading the plan…',
  settings: {
    heading: 'Settings',
    maxAgeYears: 'Replacement age (years)',
    repairRatioPercent: 'Repair threshold (% of the purchase price)',
    defaults: 'Defaults: 15 years and 50 %.',
    save: 'Save',
    saved: 'Settings saved',
    saveFailed: 'Error while saving the settings.',
  },
  table: {
    label: 'Planned replacements by family and school year',
    family: 'Family',
    total: 'Total',
    unknown: 'Date unknown',
    cell_one: '{{count}} instrument · {{cost}}',
    cell_other: '{{count}} instruments · {{cost}}',
    none: '—',
    unpriced_one: 'including {{count}} without a price',
    unpriced_other: 'including {{count}} without a price',
    now: '{{schoolYear}} (now)',
  },
  chart: {
    label: 'Cost of the planned replacements by school year',
    series: 'Planned cost',
  },
  unknownNote_one:
    '{{count}} instrument without a purchase date: its replacement cannot be planned (add its purchase date).',
  unknownNote_other:
    '{{count}} instruments without a purchase date: their replacement cannot be planned (add their purchase date).',
  dueNow:
    'To replace now: {{outOfService}} out of service, {{repairs}} with repairs too costly, {{age}} past the age.',
  empty: 'No instrument in the inventory: the plan is empty.',
  budget: {
    heading: 'Budget',
    next: 'Next year ({{schoolYear}}): {{cost}}',
    add: 'Add to budget',
    adding: 'Adding…',
    added: 'Amount added to the {{schoolYear}} budget',
    addedCreated: '{{schoolYear}} budget created and the amount added to the Instruments category',
    already: 'The {{schoolYear}} budget already holds this amount: nothing changed.',
    planned: 'Instruments category of the {{schoolYear}} budget: {{planned}} planned.',
    failed: 'Error while adding to the budget.',
    explain:
      'Adds next year’s cost to the planned amount of the Instruments category, once: another click adds only what changed in the plan.',
  },
  csv: {
    export: 'Export (CSV)',
    exportFailed: 'Error while exporting.',
    import: 'Import (CSV)',
    importing: 'Importing…',
    unreadable: 'Import failed: the file could not be read.',
    noRows: 'The file has no line to import.',
    refusedTitle: 'No line imported: correct these lines, then import the file again',
    refusedLine: 'Line {{line}} — {{column}}: {{reason}}',
    refusedLineOnly: 'Line {{line}}: {{reason}}',
    scores: {
      fileName: 'scores-inventory.csv',
      exported_one: '{{count}} score exported',
      exported_other: '{{count}} scores exported',
      imported_one: '{{count}} score imported',
      imported_other: '{{count}} scores imported',
      help: 'One line per score, with the export’s columns; parts are written “Flute 1 (3) | Flute 2 (2)”.',
    },
    uniforms: {
      fileName: 'uniforms-inventory.csv',
      exported_one: '{{count}} uniform exported',
      exported_other: '{{count}} uniforms exported',
      imported_one: '{{count}} uniform imported',
      imported_other: '{{count}} uniforms imported',
      help: 'One line per uniform, with the export’s columns (number, size, type, condition, notes).',
    },
  },
} as const satisfies CatalogueShape<typeof inventoryPlanFr>;
