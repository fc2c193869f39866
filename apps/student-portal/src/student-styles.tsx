import { practiceStyles } from './practice/practice-styles.js';

const css = `
.student-page { max-width: 1200px; margin: 0 auto; padding: var(--cr-space-6); }
.student-columns { display: grid; grid-template-columns: minmax(0, 1fr) 280px; gap: var(--cr-space-6); align-items: start; }
.student-welcome { padding: var(--cr-space-6) 0; }
.practice-quick { display: flex; flex-wrap: wrap; gap: var(--cr-space-3); margin: var(--cr-space-4) 0; }
.practice-quick .cr-button { min-height: 44px; text-decoration: none; }
.student-join { max-width: 360px; margin-top: var(--cr-space-6); }
.student-info { align-items: stretch; text-align: left; }
.student-info ul { margin: 0; padding-left: var(--cr-space-4); }
.student-debt { margin-top: var(--cr-space-4); padding-top: var(--cr-space-3); border-top: 1px solid var(--cr-color-border); }
.student-debt h3 { margin: 0 0 var(--cr-space-2); font-size: 1rem; }
.student-debt dl { margin: 0 0 var(--cr-space-2); }
.student-debt dt { font-size: 0.875rem; }
.student-debt dd { margin: 0; }
.student-debt__amount { font-size: 1.25rem; font-weight: 700; color: #7f1d1d; }
.student-debt a { display: inline-flex; align-items: center; min-height: 44px; }
/* Students use the portal on their phones: every control is a touch target of 44 px at least. */
.student-page .cr-button, .student-page .cr-field__input, .student-page .cr-tabs__trigger,
  .student-page .acc-choice { min-height: 44px; }
@media (max-width: 760px) { .student-columns { grid-template-columns: minmax(0, 1fr); } }
@media (max-width: 480px) {
  .student-page { padding: var(--cr-space-4) var(--cr-space-3); }
  .student-page .cr-tabs__trigger { padding: var(--cr-space-2) var(--cr-space-3); }
}
`;

/** The student portal's layout styles, on top of the UI kit's tokens. */
export function StudentStyles() {
  return (
    <>
      <style href="crescendo-student" precedence="default">
        {css}
      </style>
      <style href="crescendo-student-practice" precedence="default">
        {practiceStyles}
      </style>
    </>
  );
}
