/**
 * Every message a service answers (error bodies), in French, the product's default language. The wire
 * carries the key and its parameters; the service also sends this French text, and each front end shows
 * the key in its user's language (decision 0018). i18next syntax: `{{name}}`, `{{seconds, wait}}`.
 */
export const serverErrorsFr = {
  common: {
    validation: 'Les données envoyées sont invalides.',
    internal: 'Une erreur interne est survenue. Réessayez dans quelques instants.',
    timeout: 'Le service « {{service}} » ne répond pas à temps. Réessayez dans quelques instants.',
    down: 'Le service « {{service}} » est indisponible pour le moment. Réessayez dans quelques instants.',
    unavailable: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
    forbidden: 'Vous n’avez pas accès à cette ressource.',
    reauthRequired:
      'Pour confirmer cette action, reconnectez-vous : votre dernière connexion date de plus de quelques minutes.',
    notFound: 'Ressource introuvable.',
    unauthenticated: 'Vous devez être connecté.',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    issuerUnreachable:
      'La connexion ne peut pas être vérifiée pour le moment : le fournisseur d’identité ne répond pas. Réessayez dans quelques instants.',
    rateLimited: 'Trop de tentatives. Réessayez dans {{seconds, wait}}.',
    payloadTooLarge: 'Les données envoyées sont trop volumineuses.',
    routeNotFound: 'Cette adresse de l’API n’existe pas.',
  },
  groups: {
    notFound: 'Groupe introuvable.',
    wrongCode: 'Ce code de connexion ne correspond à aucun groupe. Vérifiez-le auprès de votre enseignant.',
    studentsOnly: 'Seuls les élèves rejoignent un groupe avec un code de connexion.',
    adminAssignsTeacher: 'Seul un administrateur peut confier un groupe à un autre enseignant.',
    notInGroup: 'Cet élève ne fait pas partie de ce groupe.',
    sameGroup: 'Choisissez un autre groupe que le groupe actuel.',
    noCode: 'Impossible de générer un code de connexion unique. Réessayez.',
    alreadyHasGroups: 'Vous avez déjà des groupes : les groupes d’exemple ne sont créés que pour commencer.',
    samplesExist: 'Les groupes d’exemple (ADMIN01 à ADMIN03) existent déjà.',
    nameRequired: 'Le nom du groupe est requis.',
  },
  homework: {
    assignmentNotFound: 'Devoir introuvable.',
    submissionNotFound: 'Soumission introuvable.',
    reportNotFound: 'Rapport de pratique introuvable.',
    notYourGroup: 'Vous ne pouvez assigner une pratique qu’à vos propres groupes.',
    studentsOutsideGroup: 'Certains élèves choisis ne font pas partie de ce groupe.',
    emptyGroup: 'Ce groupe n’a encore aucun élève : choisissez un groupe avec des élèves.',
    alreadySubmitted: 'Vous avez déjà soumis ce devoir.',
    studentNotYours: 'Cet élève ne fait partie d’aucun de vos groupes.',
  },
  identity: {
    userNotFound: 'Utilisateur introuvable.',
    alreadyInOrganization: 'Vous faites déjà partie d’une organisation.',
    alreadyTeamMember: 'Cette personne fait déjà partie de l’équipe.',
    alreadyTeamMemberField: 'Déjà membre.',
    lastAdmin: 'L’organisation doit garder au moins un administrateur.',
    instrumentOffList: 'Choisissez un instrument de la liste.',
    pictureInvalid: 'L’image doit être un fichier PNG, JPEG, WebP ou GIF valide.',
    twoFactorAlreadyOn: 'La double authentification est déjà activée.',
    twoFactorSetupFirst: 'Commencez par configurer la double authentification.',
    twoFactorNotOn: 'La double authentification n’est pas activée.',
    twoFactorInvalid: 'Le code de vérification est invalide.',
  },
  password: {
    tooShort: 'Le mot de passe doit contenir au moins {{minLength}} caractères.',
    tooLong: 'Le mot de passe doit contenir au plus {{maxLength}} caractères.',
    onlySpaces: 'Le mot de passe ne peut pas être composé que d’espaces.',
    isEmail: 'Le mot de passe ne peut pas être votre adresse e-mail.',
    tooCommon: 'Ce mot de passe figure dans des fuites de données connues. Choisissez-en un autre.',
    none: 'Ce compte se connecte sans mot de passe (Google ou fournisseur externe).',
    currentWrong: 'Le mot de passe actuel est incorrect.',
  },
  mailbox: {
    linkInvalid:
      'Ce lien n’est plus valable (déjà utilisé, expiré ou remplacé par un plus récent). Demandez-en un nouveau.',
    emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
    invitationInvalid:
      'Cette invitation n’est plus valable (déjà acceptée, révoquée ou expirée). Demandez à un administrateur de vous inviter de nouveau.',
    invitationOtherAddress:
      'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec le compte de l’adresse invitée.',
    invitationAlreadyMember:
      'Vous faites déjà partie d’une organisation : quittez-la avant d’en rejoindre une autre.',
    unverifiedLink:
      'Cette adresse e-mail appartient déjà à un compte. Votre fournisseur d’identité doit confirmer l’adresse avant de relier ce compte.',
  },
  /** The contracts' own messages for a field (`libs/contracts`): zod's issue gives the numbers. */
  classroom: {
    tokenMissing: "Token d'accès Google manquant.",
    googleTokenExpired: 'Token Google expiré. Veuillez vous reconnecter avec Google.',
    googlePermissions:
      'Permissions Google Classroom insuffisantes. Veuillez vous reconnecter avec Google pour obtenir les bonnes permissions.',
    googleApiDisabled:
      "L'API Google Classroom n'est pas activée. Veuillez l'activer dans la Google Cloud Console.",
    googleApiError: 'Erreur API Google Classroom: {{status}} - {{body}}',
    googleBusy: 'Google Classroom reçoit trop de demandes en ce moment. Réessayez dans quelques instants.',
    notConfigured: 'La connexion à Google Classroom n’est pas configurée sur cette plateforme.',
    linkExpired: 'Ce lien de connexion à Google a expiré. Recommencez depuis l’onglet Groupes.',
    selectAtLeastOne: 'Veuillez sélectionner au moins un groupe à importer.',
    courseNotImportable:
      'Ce cours Google Classroom ne peut pas être importé : il n’est plus actif ou n’est pas de cette année scolaire.',
    importNotFound: 'Import introuvable.',
    adminImportsForTeacher: 'Seul un administrateur peut importer des groupes pour un autre enseignant.',
    teacherNotFound: 'Cet enseignant ne fait pas partie de votre organisation.',
  },
  validation: {
    chooseGroup: 'Choisissez un groupe.',
    chooseStudents: 'Choisissez au moins un élève.',
    titleRequired: 'Le titre est requis.',
    titleMax: 'Le titre compte au plus {{maximum}} caractères.',
    descriptionRequired: 'La description est requise.',
    descriptionMax: 'La description compte au plus {{maximum}} caractères.',
    dayFormat: 'La date doit être au format AAAA-MM-JJ.',
    dayUnreal: 'Cette date n’existe pas.',
    timeFormat: 'L’heure doit être au format HH:MM.',
    durationRequired: 'La durée est requise.',
    durationWhole: 'La durée est un nombre entier de minutes.',
    durationMin: 'La durée est d’au moins {{minimum}} minute.',
    durationMax: 'La durée est d’au plus {{maximum}} minutes.',
    contentRequired: 'Le contenu est requis.',
    contentMax: 'Le contenu compte au plus {{maximum}} caractères.',
    nextGoalsRequired: 'Les prochains objectifs sont requis.',
    nextGoalsMax: 'Les prochains objectifs comptent au plus {{maximum}} caractères.',
    gradeRequired: 'La note est requise.',
    gradeWhole: 'La note est un nombre entier.',
    gradeRange: 'La note est entre 0 et 100.',
    feedbackMax: 'Le commentaire compte au plus {{maximum}} caractères.',
    groupNameMax: 'Le nom du groupe compte au plus {{maximum}} caractères.',
    joinCodeRequired: 'Le code de connexion est requis.',
    periodBothDays: 'Indiquez une date de début et une date de fin.',
    periodOrder: 'La date de fin ne peut pas précéder la date de début.',
    periodTooLong: 'La période couvre au plus 366 jours.',
    nothingToChange: 'Aucune modification demandée.',
    userIdsOrRole: 'userIds ou role est requis.',
  },
} as const;
