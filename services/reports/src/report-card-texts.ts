import type { ReportLanguage } from '@crescendo/contracts';

/** The words of a report card's PDF, in French (the product's language) and English. */
export interface ReportCardTexts {
  title: string;
  student: (name: string) => string;
  unknownStudent: string;
  course: (group: string) => string;
  term: (name: string, from: string, to: string, weight: number) => string;
  competencies: string;
  notEvaluated: string;
  mark: (value: number) => string;
  markLine: (competency: string, mark: string) => string;
  gradedWork: string;
  gradedAverage: (average: number, graded: number) => string;
  noGradedWork: string;
  consistency: string;
  daysPerWeek: (days: string) => string;
  handedIn: (percent: number, handedIn: number, assigned: number) => string;
  nothingDue: string;
  comment: string;
  noComment: string;
  status: (published: boolean) => string;
  footer: string;
}

export const reportCardTexts: Record<ReportLanguage, ReportCardTexts> = {
  fr: {
    title: 'Bulletin — Musique',
    student: (name) => `Élève : ${name}`,
    unknownStudent: 'Élève inconnu',
    course: (group) => `Groupe : ${group}`,
    term: (name, from, to, weight) => `${name}, du ${from} au ${to} (${weight} % de l’année)`,
    competencies: 'Compétences du Programme de formation de l’école québécoise',
    notEvaluated: 'Non évaluée à cette étape',
    mark: (value) => `${value} %`,
    markLine: (competency, mark) => `${competency} : ${mark}`,
    gradedWork: 'Travaux notés',
    gradedAverage: (average, graded) =>
      `Moyenne des travaux notés : ${average} % (${graded} ${graded > 1 ? 'travaux notés' : 'travail noté'})`,
    noGradedWork: 'Aucun travail noté à cette étape.',
    consistency: 'Régularité de la pratique',
    daysPerWeek: (days) => `Jours de pratique par semaine : ${days} sur 7`,
    handedIn: (percent, handedIn, assigned) => `Devoirs remis : ${percent} % (${handedIn} sur ${assigned})`,
    nothingDue: 'Aucun devoir à remettre à cette étape.',
    comment: 'Commentaire de l’enseignant',
    noComment: 'Aucun commentaire.',
    status: (published) => (published ? 'Bulletin publié' : 'Brouillon (non publié)'),
    footer: 'Crescendo — bulletin produit à partir du jugement de l’enseignant et des travaux de l’élève.',
  },
  en: {
    title: 'Report card — Music',
    student: (name) => `Student: ${name}`,
    unknownStudent: 'Unknown student',
    course: (group) => `Group: ${group}`,
    term: (name, from, to, weight) => `${name}, from ${from} to ${to} (${weight}% of the year)`,
    competencies: 'Competencies of the Québec Education Program',
    notEvaluated: 'Not evaluated this term',
    mark: (value) => `${value}%`,
    markLine: (competency, mark) => `${competency}: ${mark}`,
    gradedWork: 'Graded work',
    gradedAverage: (average, graded) =>
      `Average of graded work: ${average}% (${graded} ${graded === 1 ? 'piece' : 'pieces'} of work)`,
    noGradedWork: 'No graded work this term.',
    consistency: 'Practice consistency',
    daysPerWeek: (days) => `Days of practice a week: ${days} of 7`,
    handedIn: (percent, handedIn, assigned) => `Homework handed in: ${percent}% (${handedIn} of ${assigned})`,
    nothingDue: 'No homework due this term.',
    comment: 'Teacher’s comment',
    noComment: 'No comment.',
    status: (published) => (published ? 'Published report card' : 'Draft (not published)'),
    footer: 'Crescendo — report card made from the teacher’s judgment and the student’s work.',
  },
};
