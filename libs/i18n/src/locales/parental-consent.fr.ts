/**
 * Parents and under-14s (issue 31 §7): the parent's page behind the mailed link (each feature's consent text,
 * by version: a new wording is a new version in libs/domain's `consentTextVersions`) and the administrators'
 * section of 'Confidentialité'.
 */
export const parentalConsentFr = {
  features: {
    recordingSharing: 'Partage des enregistrements',
    practicePlan: 'Plan de pratique (Maestro IA)',
    loanAgreement: 'Entente de prêt d’instrument',
    trip: 'Sorties et voyages',
  },
  texts: {
    recordingSharing: {
      what: 'Votre enfant peut enregistrer sa pratique musicale dans Crescendo. Sans votre consentement, seul son enseignant de musique peut écouter ces enregistrements.',
      how: 'Avec votre consentement, son enseignant peut aussi les faire écouter aux élèves de son groupe et aux autres enseignants de musique de l’école, par exemple pour préparer un concert. Ils ne sont jamais rendus publics.',
    },
    practicePlan: {
      what: 'Maestro IA, l’assistant de Crescendo, peut préparer pour votre enfant un plan de pratique d’une semaine (de courtes séances avec des objectifs) à partir du devoir donné par son enseignant et de la difficulté que votre enfant décrit.',
      how: 'Pour cela, le texte écrit par votre enfant est envoyé au modèle d’intelligence artificielle choisi par l’école, sans son nom, son courriel ni aucun identifiant. Le plan est une suggestion : l’enseignant reste responsable de l’enseignement.',
    },
    loanAgreement: {
      what: 'L’école prête un instrument de musique à votre enfant. Vous vous engagez à ce qu’il en prenne soin, à le rapporter à la date convenue et à signaler tout bris sans délai.',
      how: 'En cas de perte ou de bris dû à une négligence, l’école peut facturer la réparation ou le remplacement selon sa politique.',
    },
    trip: {
      what: 'Le programme de musique organise des sorties et des voyages (concerts, festivals, camps musicaux). Votre consentement permet à l’école d’y inscrire votre enfant et de transmettre aux organisateurs les seuls renseignements nécessaires (nom, niveau scolaire, personne à joindre en cas d’urgence).',
      how: 'Chaque sortie vous est annoncée à l’avance.',
    },
  },
  /** The same agreements, said to the student aged 14 or more who signs them. */
  textsStudent: {
    loanAgreement: {
      what: 'L’école vous prête un instrument de musique. Vous vous engagez à en prendre soin, à le rapporter à la date convenue et à signaler tout bris sans délai.',
      how: 'En cas de perte ou de bris dû à une négligence, l’école peut facturer la réparation ou le remplacement selon sa politique.',
    },
    trip: {
      what: 'Le programme de musique organise des sorties et des voyages (concerts, festivals, camps musicaux). En acceptant, vous permettez à l’école de vous y inscrire et de transmettre aux organisateurs les seuls renseignements nécessaires (nom, niveau scolaire, personne à joindre en cas d’urgence).',
      how: 'Chaque sortie vous est annoncée à l’avance.',
    },
  },
  page: {
    title: 'Consentement parental',
    titleStudent: 'Entente à accepter',
    asksStudent: '{{school}} vous demande d’accepter :',
    item: 'Objet : {{summary}}',
    loading: 'Chargement de la demande...',
    missing: 'Ce lien est incomplet. Ouvrez le lien exact reçu par courriel.',
    asks: '{{school}} demande votre consentement, comme parent de {{student}}, pour :',
    version: 'Version du texte : {{version}}',
    rights:
      'Vous pouvez retirer votre consentement en tout temps avec ce même lien. Votre réponse est conservée avec la version du texte, votre nom et la date.',
    signedName: 'Votre nom complet (signature)',
    accept: 'J’accepte',
    refuse: 'Je refuse',
    withdraw: 'Retirer mon consentement',
    granted: 'Consentement donné par {{name}} le {{day}}.',
    refused: 'Consentement refusé par {{name}} le {{day}}.',
    withdrawn: 'Consentement retiré par {{name}} le {{day}}.',
    expired: 'Ce lien a expiré sans réponse. Demandez à l’école d’envoyer une nouvelle demande.',
    thanks: 'Merci : votre réponse est enregistrée.',
  },
  admin: {
    title: 'Parents et élèves de moins de 14 ans',
    intro:
      'Indiquez la tranche d’âge de l’élève et l’adresse d’un parent. Pour un élève de moins de 14 ans (ou dont l’âge n’est pas indiqué), les fonctions ci-dessous demandent le consentement d’un parent, envoyé par courriel.',
    student: 'Élève',
    chooseStudent: 'Choisir un élève',
    ageBand: 'Tranche d’âge',
    ageUnknown: 'Non indiquée',
    under14: 'Moins de 14 ans',
    fourteenPlus: '14 ans ou plus',
    parentEmail: 'Courriel d’un parent',
    save: 'Enregistrer l’élève',
    saved: 'Renseignements de l’élève enregistrés.',
    saveFailed: 'Les renseignements n’ont pas été enregistrés.',
    consents: 'Consentements',
    ask: 'Demander le consentement',
    askAgain: 'Demander de nouveau',
    asked: 'Demande envoyée à {{email}}.',
    askFailed: 'La demande n’a pas été envoyée.',
    status: {
      none: 'Non demandé',
      pending: 'En attente de réponse',
      granted: 'Accordé',
      refused: 'Refusé',
      withdrawn: 'Retiré',
    },
    open: 'Fonction ouverte',
    closed: 'Fonction fermée',
    notNeeded: 'Non requis (14 ans ou plus)',
    signedBy: 'Signé par {{name}} le {{day}}',
    sentTo: 'Envoyé à {{email}} le {{day}}',
  },
};
