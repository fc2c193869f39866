/**
 * French strings of the replacement plan (issue 27 §7: the admin's 'Plan de remplacement' tab, its settings and
 * 'Ajouter au budget') and of the CSV export and import of scores and uniforms (issue 27 §1).
 */
export const inventoryPlanFr = {
  tab: 'Plan de remplacement',
  heading: 'Plan de remplacement sur cinq ans',
  intro:
    'Un instrument est à remplacer quand il atteint l’âge de remplacement, quand ses réparations coûtent plus que le seuil de son prix d’achat, ou dès qu’il est hors service. Le coût prévu est son prix d’achat.',
  loading: 'Chargement du plan…',
  settings: {
    heading: 'Paramètres',
    maxAgeYears: 'Âge de remplacement (années)',
    repairRatioPercent: 'Seuil des réparations (% du prix d’achat)',
    defaults: 'Valeurs par défaut : 15 ans et 50 %.',
    save: 'Enregistrer',
    saved: 'Paramètres enregistrés',
    saveFailed: 'Erreur lors de l’enregistrement des paramètres.',
  },
  table: {
    label: 'Remplacements prévus par famille et par année scolaire',
    family: 'Famille',
    total: 'Total',
    unknown: 'Date inconnue',
    cell_one: '{{count}} instrument · {{cost}}',
    cell_other: '{{count}} instruments · {{cost}}',
    none: '—',
    unpriced_one: 'dont {{count}} sans prix',
    unpriced_other: 'dont {{count}} sans prix',
    now: '{{schoolYear}} (maintenant)',
  },
  chart: {
    label: 'Coût des remplacements prévus par année scolaire',
    series: 'Coût prévu',
  },
  unknownNote_one:
    '{{count}} instrument sans date d’achat : son remplacement ne peut pas être prévu (ajoutez sa date d’achat).',
  unknownNote_other:
    '{{count}} instruments sans date d’achat : leur remplacement ne peut pas être prévu (ajoutez leur date d’achat).',
  dueNow:
    'À remplacer maintenant : {{outOfService}} hors service, {{repairs}} aux réparations trop coûteuses, {{age}} ayant atteint l’âge.',
  empty: 'Aucun instrument dans l’inventaire : le plan est vide.',
  budget: {
    heading: 'Budget',
    next: 'Année prochaine ({{schoolYear}}) : {{cost}}',
    add: 'Ajouter au budget',
    adding: 'Ajout en cours…',
    added: 'Montant ajouté au budget {{schoolYear}}',
    addedCreated: 'Budget {{schoolYear}} créé et montant ajouté à la catégorie Instruments',
    already: 'Le budget {{schoolYear}} contient déjà ce montant : rien n’a changé.',
    planned: 'Catégorie Instruments du budget {{schoolYear}} : {{planned}} prévus.',
    failed: 'Erreur lors de l’ajout au budget.',
    explain:
      'Ajoute le coût de l’année prochaine au montant prévu de la catégorie Instruments, une seule fois : un nouveau clic n’ajoute que ce qui a changé dans le plan.',
  },
  csv: {
    export: 'Exporter (CSV)',
    exportFailed: 'Erreur lors de l’exportation.',
    import: 'Importer (CSV)',
    importing: 'Importation en cours…',
    unreadable: 'Erreur lors de l’importation : le fichier n’a pas pu être lu.',
    noRows: 'Le fichier ne contient aucune ligne à importer.',
    refusedTitle: 'Aucune ligne importée : corrigez ces lignes puis importez le fichier de nouveau',
    refusedLine: 'Ligne {{line}} — {{column}} : {{reason}}',
    refusedLineOnly: 'Ligne {{line}} : {{reason}}',
    scores: {
      fileName: 'inventaire-partitions.csv',
      exported_one: '{{count}} partition exportée',
      exported_other: '{{count}} partitions exportées',
      imported_one: '{{count}} partition importée',
      imported_other: '{{count}} partitions importées',
      help: 'Une ligne par partition, avec les colonnes de l’exportation ; les parties s’écrivent « Flûte 1 (3) | Flûte 2 (2) ».',
    },
    uniforms: {
      fileName: 'inventaire-uniformes.csv',
      exported_one: '{{count}} uniforme exporté',
      exported_other: '{{count}} uniformes exportés',
      imported_one: '{{count}} uniforme importé',
      imported_other: '{{count}} uniformes importés',
      help: 'Une ligne par uniforme, avec les colonnes de l’exportation (numéro, taille, type, état, notes).',
    },
  },
} as const;
