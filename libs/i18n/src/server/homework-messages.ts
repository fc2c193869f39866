/** What the homework service answers in error bodies, in French (the product's default language). */
export const homeworkMessages = {
  assignmentNotFound: 'Devoir introuvable.',
  submissionNotFound: 'Soumission introuvable.',
  reportNotFound: 'Rapport de pratique introuvable.',
  notYourGroup: 'Vous ne pouvez assigner une pratique qu’à vos propres groupes.',
  studentsOutsideGroup: 'Certains élèves choisis ne font pas partie de ce groupe.',
  emptyGroup: 'Ce groupe n’a encore aucun élève : choisissez un groupe avec des élèves.',
  alreadySubmitted: 'Vous avez déjà soumis ce devoir.',
  studentNotYours: 'Cet élève ne fait partie d’aucun de vos groupes.',
} as const;
