import type { CatalogueShape } from './catalogue.js';
import type { inventoryLabelsFr } from './inventory-labels.fr.js';

/** English strings of 'Print labels' (issue 27 §2). */
export const inventoryLabelsEn = {
  choose: 'Choose {{assetNumber}}',
  chooseAll: 'Choose every instrument shown',
  chosen: 'Instruments chosen: {{count}}',
  clear: 'Clear the choice',
  print: 'Print labels',
  dialogTitle: 'Print labels',
  dialogDescription:
    'Avery 5160 sheets (Letter): 30 labels a sheet, with the school’s name, the instrument, its asset number, a Code 128 barcode and a QR code.',
  which: 'Labels of',
  whichChosen: 'The chosen instruments ({{count}})',
  whichFilter: 'Every instrument of the filter (300 at most)',
  startAt: 'First label on the sheet',
  startAtHint: 'From 1 to 30, row by row: to finish a sheet already started.',
  startAtInvalid: 'Choose a position from 1 to 30.',
  confirm: 'Print',
  printed: 'Labels ready: {{labels}} on {{sheets}} sheet(s)',
  failed: 'Error while printing the labels.',
  camera: {
    start: 'Scan with the camera',
    stop: 'Stop the camera',
    preview: 'Camera picture: show the label’s code',
    failed: 'The camera is not available: allow it, or type the code (a USB scanner types it for you).',
  },
} as const satisfies CatalogueShape<typeof inventoryLabelsFr>;
