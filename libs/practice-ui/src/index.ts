export { PracticePage, type PracticePageProps } from './practice-page.js';
export { practiceCsvRows, spreadsheetCsv, csvFormats, decimalHours } from './practice-csv.js';
export { practiceByStudent } from './practice-by-student.js';
export { draftToInput, emptyDraft, type AssignmentDraft } from './assignment-draft.js';
