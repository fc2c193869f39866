// Only the page: the CSV and chart code stay in chunks of their own, loaded when used.
export { PracticePage, type PracticePageProps } from './practice-page.js';
