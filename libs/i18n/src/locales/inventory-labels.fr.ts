/**
 * French strings of 'Imprimer les étiquettes' (issue 27 §2): choosing instruments in the admin's 'Instruments'
 * tab and printing their labels (Avery 5160, Letter).
 */
export const inventoryLabelsFr = {
  choose: 'Choisir {{assetNumber}}',
  chooseAll: 'Choisir tous les instruments affichés',
  chosen: 'Instruments choisis : {{count}}',
  clear: 'Effacer le choix',
  print: 'Imprimer les étiquettes',
  dialogTitle: 'Imprimer les étiquettes',
  dialogDescription:
    'Planches Avery 5160 (Letter) : 30 étiquettes par planche, avec le nom de l’école, l’instrument, son numéro d’inventaire, un code-barres Code 128 et un code QR.',
  which: 'Étiquettes de',
  whichChosen: 'Les instruments choisis ({{count}})',
  whichFilter: 'Tous les instruments du filtre (300 au plus)',
  startAt: 'Première étiquette sur la planche',
  startAtHint: 'De 1 à 30, rangée par rangée : pour finir une planche déjà entamée.',
  startAtInvalid: 'Choisissez une position de 1 à 30.',
  confirm: 'Imprimer',
  printed: 'Étiquettes prêtes : {{labels}} sur {{sheets}} planche(s)',
  failed: 'Erreur lors de l’impression des étiquettes.',
  camera: {
    start: 'Scanner avec la caméra',
    stop: 'Arrêter la caméra',
    preview: 'Image de la caméra : présentez le code de l’étiquette',
    failed:
      'La caméra n’est pas disponible : autorisez-la, ou tapez le code (un lecteur USB le tape pour vous).',
  },
} as const;
