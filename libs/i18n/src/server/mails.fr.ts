/** The mails identity sends, in French: each mail's subject, paragraphs, link and footer. */
export const mailsFr = {
  greeting: 'Bonjour {{firstName}},',
  linkValidity: 'Ce lien est valable {{duration}} et ne sert qu’une fois.',
  roles: { admin: 'administrateur', teacher: 'enseignant', student: 'élève' },
  verifyEmail: {
    subject: 'Confirmez votre adresse e-mail',
    body: 'Confirmez votre adresse e-mail pour terminer la création de votre compte Crescendo.',
    action: 'Confirmer mon adresse',
    ignore: 'Si vous n’avez pas créé de compte, ignorez ce courriel.',
  },
  signupAttempt: {
    subject: 'Tentative d’inscription avec votre adresse',
    body: 'Quelqu’un a essayé de créer un compte Crescendo avec votre adresse e-mail, qui a déjà un compte. Aucun compte n’a été créé.',
    ifYou:
      'Si c’était vous, connectez-vous ; en cas d’oubli, choisissez « Mot de passe oublié ? » sur la page de connexion.',
    action: 'Se connecter',
    notYou: 'Si ce n’était pas vous, vous n’avez rien à faire : votre compte n’a pas changé.',
  },
  invitation: {
    subject: 'Invitation à rejoindre {{organization}} sur Crescendo',
    body: 'Vous êtes invité(e) à rejoindre {{organization}} sur Crescendo en tant que {{role}}.',
    howTo: 'Ouvrez le lien, puis connectez-vous ou créez votre compte avec cette adresse e-mail.',
    action: 'Accepter l’invitation',
    ignore: 'Si vous ne vous attendiez pas à cette invitation, ignorez ce courriel.',
  },
  confirmEmailChange: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    body: 'Vous avez demandé que cette adresse devienne celle de votre compte Crescendo. Elle le deviendra quand vous l’aurez confirmée.',
    action: 'Confirmer cette adresse',
    ignore: 'Si vous n’avez rien demandé, ignorez ce courriel.',
  },
  emailChangeRequested: {
    subject: 'Changement d’adresse e-mail demandé',
    body: 'Un changement de l’adresse e-mail de votre compte Crescendo vers {{newEmail}} a été demandé. Votre adresse actuelle reste en place tant que la nouvelle n’est pas confirmée.',
    notYou:
      'Si ce n’était pas vous, changez votre mot de passe et ne confirmez rien : l’adresse ne changera pas.',
  },
  addressInUse: {
    subject: 'Tentative d’utilisation de votre adresse',
    body: 'Quelqu’un a demandé à utiliser votre adresse e-mail pour un autre compte Crescendo. Elle est déjà celle de votre compte : rien n’a changé.',
    nothingToDo: 'Vous n’avez rien à faire.',
  },
  passwordReset: {
    subject: 'Réinitialisation de votre mot de passe',
    body: 'Une réinitialisation du mot de passe de votre compte Crescendo a été demandée. Choisissez un nouveau mot de passe avec ce lien.',
    action: 'Choisir un nouveau mot de passe',
    ignore: 'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe ne change pas.',
  },
  passwordChanged: {
    subject: 'Votre mot de passe a été modifié',
    body: 'Le mot de passe de votre compte Crescendo vient d’être modifié.',
    notYou: 'Si ce n’était pas vous, choisissez « Mot de passe oublié ? » sur la page de connexion.',
  },
  classroomWelcome: {
    subject: 'Votre compte Crescendo est prêt',
    body: '{{teacher}} a importé le groupe « {{group}} » depuis Google Classroom : un compte élève Crescendo a été créé pour vous avec l’adresse {{email}}.',
    howTo:
      'Pour vous connecter, choisissez « Continuer avec Google » avec ce compte Google. Vous pouvez aussi choisir un mot de passe : « Mot de passe oublié ? » sur la page de connexion.',
    action: 'Se connecter',
    ignore: 'Si vous ne connaissez pas cet enseignant, ignorez ce courriel.',
  },
  dataArchive: {
    subject: 'Vos données Crescendo sont prêtes',
    body: 'L’archive de vos données que vous avez demandée (Télécharger mes données) est prête.',
    bodyFor: 'L’archive des données de {{name}} que vous avez demandée est prête.',
    contents:
      'Elle contient toutes les données que Crescendo conserve : un fichier JSON pour les logiciels, un fichier CSV par table pour un tableur, et un fichier LISEZMOI qui les explique.',
    action: 'Télécharger l’archive',
    ignore:
      'Si vous n’avez rien demandé, ignorez ce courriel et changez votre mot de passe : le lien expire de lui-même.',
  },
  parentalConsent: {
    subject: 'Consentement demandé pour {{student}} : {{feature}}',
    greeting: 'Bonjour,',
    body: '{{school}} demande votre consentement, comme parent de {{student}}, pour : {{feature}}.',
    why: 'La loi demande le consentement d’un parent pour un élève de moins de 14 ans. Lisez le texte et répondez en ligne : accepter ou refuser.',
    withdraw: 'Le même lien vous permettra de retirer votre consentement en tout temps.',
    item: 'Objet : {{summary}}',
    readAndAnswer: 'Lisez le texte et répondez en ligne : accepter ou refuser.',
    subjectStudent: 'Entente à accepter : {{feature}}',
    greetingStudent: 'Bonjour {{firstName}},',
    bodyStudent: '{{school}} vous demande d’accepter : {{feature}}.',
    action: 'Lire et répondre',
    validity:
      'Vous pouvez répondre pendant {{days}} jours ; l’école peut ensuite envoyer une nouvelle demande.',
    ignore: 'Si vous n’êtes pas parent de cet élève, ignorez ce courriel et prévenez l’école.',
    ignoreStudent: 'Si vous ne vous attendiez pas à cette demande, parlez-en à votre enseignant.',
    /** What an item's agreement is for, as the mail and the parent's page say it (nobody else named). */
    summaries: {
      loan: '{{instrument}} ({{asset}}), à rendre le {{day}}',
      tripOneDay: 'Sortie : {{title}}, le {{day}}',
      tripDays: 'Sortie : {{title}}, du {{from}} au {{to}}',
    },
    /** A trip's parts as purchases on the student's ledger, and why an unpaid one is cancelled. */
    tripPurchases: {
      deposit: 'Sortie : {{title}} — acompte',
      balance: 'Sortie : {{title}} — solde',
      amountChanged: 'Montant de la sortie modifié',
      tripCancelled: 'Sortie annulée',
    },
    features: {
      recordingSharing: 'le partage de ses enregistrements au-delà de son enseignant',
      practicePlan: 'le plan de pratique préparé par Maestro IA',
      loanAgreement: 'l’entente de prêt d’un instrument de l’école',
      trip: 'les sorties et voyages du programme de musique',
    },
  },
  privacyExtension: {
    subject: 'Votre demande au sujet de renseignements personnels : délai prolongé ({{school}})',
    greeting: 'Bonjour {{name}},',
    body: 'Votre demande reçue le {{receivedOn}} par {{school}} ne pourra pas être traitée dans le délai de 20 jours.',
    newDeadline: 'Ce délai est prolongé de 10 jours : vous recevrez une réponse au plus tard le {{dueOn}}.',
    contact:
      'Pour toute question, écrivez à la personne responsable de la protection des renseignements personnels, {{officer}} : {{email}}.',
    law: 'Avis donné en vertu de l’article 47 de la Loi sur l’accès aux documents des organismes publics et sur la protection des renseignements personnels.',
  },
} as const;
