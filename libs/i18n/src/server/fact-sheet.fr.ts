/**
 * 'Fiche pour l'évaluation des facteurs relatifs à la vie privée' (issue 31 §6): the facts a board's privacy
 * impact assessment needs, generated from what the platform declares and is configured with.
 */
export const factSheetFr = {
  title: 'Fiche pour l’évaluation des facteurs relatifs à la vie privée',
  organization: 'Organisation : {{name}}',
  generatedOn:
    'Générée le {{day}} par Crescendo, à partir des déclarations des services et de leur configuration.',
  officerTitle: 'Responsable de la protection des renseignements personnels',
  officer: '{{name}}, {{title}} — {{email}}',
  collectedTitle: 'Renseignements recueillis',
  collectedIntro:
    'Chaque service déclare les tables qui contiennent des renseignements personnels, leur finalité, leur catégorie de conservation et ce que chaque colonne dit d’une personne.',
  serviceTitle: 'Service « {{service}} »',
  serviceSilent: 'Le service « {{service}} » n’a pas répondu : sa déclaration manque à cette fiche.',
  columns: { table: 'Table', purpose: 'Finalité', retention: 'Conservation', data: 'Renseignements' },
  kinds: {
    person: 'identifiant de personne',
    email: 'courriel',
    name: 'nom',
    contact: 'coordonnées',
    content: 'contenu',
    secret: 'secret (jamais exporté)',
  },
  retention: {
    account: 'tant que le compte existe',
    'sign-in-traces': 'traces de connexion (90 jours au plus)',
    membership: 'tant que la personne est membre',
    'practice-and-grades': 'jusqu’au départ de l’élève (+ 1 an par défaut)',
    chat: 'jusqu’à la fin de l’année scolaire (+ 1 an par défaut)',
    accounting: 'comptabilité (montants anonymisés, selon la loi)',
    administration: 'administration de l’école',
    loans: 'jusqu’à la fin du prêt (+ 1 an par défaut)',
    'external-links': 'tant que la connexion au service externe dure',
    recordings: 'enregistrements (2 ans par défaut)',
    'ai-log': 'journal de Maestro IA (1 an par défaut)',
  },
  storedTitle: 'Lieu de conservation',
  storedLocation: 'Hébergement déclaré par l’exploitant : {{location}}',
  storedDatabase: 'Base de données PostgreSQL (un schéma par service) : {{host}}',
  storedRedis: 'Files de tâches et caches Redis : {{host}}',
  storedNats: 'Messagerie entre services NATS JetStream (événements conservés) : {{hosts}}',
  subprocessorsTitle: 'Sous-traitants et services externes',
  subprocessorsNone: 'Aucun sous-traitant déclaré ni configuré.',
  subprocessorGoogle:
    'Google (connexion « Continuer avec Google » et Google Classroom) : identité, courriel, groupes et travaux importés.',
  subprocessorMail: 'Relais de courriel {{host}} : adresses et contenu des courriels envoyés.',
  subprocessorDeclared: '{{name}} (déclaré par l’exploitant)',
  modelTitle: 'Modèles d’intelligence artificielle (Maestro IA)',
  modelNone: 'Aucun modèle n’est configuré : Maestro IA n’envoie rien.',
  modelSilent: 'Maestro IA n’a pas répondu : son modèle n’a pas pu être décrit.',
  model: 'Modèle {{model}} (fournisseur {{provider}}), point d’accès {{host}}.',
  modelDemonstration:
    'Il s’agit du modèle de démonstration : aucune donnée réelle ne devrait lui être envoyée.',
  modelLocal: 'Emplacement : local — les données restent sur les serveurs de l’organisation.',
  modelExternal:
    'Emplacement : externe — les données quittent les serveurs de l’organisation. Toute communication hors Québec exige une évaluation des facteurs relatifs à la vie privée.',
  filename: 'fiche-efvp-{{day}}.md',
} as const;
