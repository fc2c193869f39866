/**
 * French strings of the Google Classroom import (spec §4, §7, §8): connecting Google, the selection modal,
 * the progress overlay and the result alert. The spec's sentences are reproduced to the letter.
 */
export const classroomImportFr = {
  backToGroups: 'Retour à mes groupes',
  checking: 'Vérification de votre session Google…',
  connection: {
    connectedAs: 'Google connecté : {{email}}',
    notConnected: 'Google n’est pas connecté.',
    connect: 'Connecter Google',
    disconnect: 'Déconnecter Google',
    disconnectTitle: 'Déconnecter Google ?',
    disconnectText:
      'Crescendo n’aura plus accès à votre Google Classroom. Les groupes déjà importés sont conservés.',
    disconnected: 'Google déconnecté',
    disconnectFailed: 'Erreur lors de la déconnexion de Google. Veuillez réessayer.',
  },
  connect: {
    title: 'Connecter Google Classroom',
    mustConnect: 'Vous devez être connecté pour importer des groupes depuis Google Classroom',
    sessionExpired: 'Votre session Google a expiré. Voulez-vous vous reconnecter maintenant ?',
    explanation:
      'Vous allez être redirigé vers Google pour autoriser Crescendo à lire vos cours et vos listes d’élèves Google Classroom et à y publier des devoirs. Vos accès Google restent sur nos serveurs.',
    go: 'Continuer avec Google',
    reconnect: 'Se reconnecter',
    failed: 'La connexion avec Google a échoué.',
  },
  selection: {
    forTeacher: 'Importer pour l’enseignant',
    title: 'Importer depuis Google Classroom',
    text: 'Choisissez les cours à importer comme groupes.',
    legend: 'Cours Google Classroom',
    all: 'Tout sélectionner',
    imported: 'Déjà importé : sera mis à jour',
    confirm: 'Importer ({{count}})',
  },
  progress: {
    title: 'Import en cours…',
    label: 'Progression de l’import',
    count: '{{processed}} / {{total}} groupe(s) traité(s)',
    hide: 'Masquer',
    states: {
      queued: 'En attente',
      running: 'En cours',
      created: 'Nouveau',
      updated: 'Mis à jour',
      failed: 'Échec',
    },
  },
  result: {
    summary:
      'Import terminé : {{processed}} groupe(s) traité(s), {{created}} nouveau(x), {{updated}} mis à jour, {{failed}} en échec.',
    failedCourses: 'En échec : {{names}}.',
    checkPermissions:
      'Aucun groupe n’a pu être importé. Vérifiez les permissions Google Classroom accordées à Crescendo (cours et listes d’élèves) et que l’API Google Classroom est activée, puis reconnectez-vous avec Google.',
  },
  errors: {
    checkFailed: 'Erreur lors de la vérification de votre session Google. Veuillez réessayer.',
    noCourses: 'Aucun groupe trouvé dans votre Google Classroom.',
    importFailed: "Erreur lors de l'import des groupes. Veuillez réessayer.",
    unexpected: "Une erreur s'est produite lors de l'import. Veuillez réessayer.",
    groupsCreationFailed: 'Erreur lors de la création des groupes. Veuillez réessayer.',
  },
} as const;
