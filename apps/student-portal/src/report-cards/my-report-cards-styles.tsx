const css = `
.student-report-cards__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-3); }
.student-report-cards__list > li { padding: var(--cr-space-3); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); background: var(--cr-color-surface); overflow-wrap: anywhere; }
.student-report-cards__list h4 { margin: 0 0 var(--cr-space-2); font-size: 1rem; }
.student-report-cards__list ul { margin: 0 0 var(--cr-space-2); padding-left: 1.25rem; }
@media (max-width: 760px) {
  .student-report-cards .cr-button { min-height: 44px; }
}
`;

/** Styles of the student's 'Mes bulletins', on top of the UI kit's tokens. */
export function MyReportCardsStyles() {
  return (
    <style href="crescendo-student-report-cards" precedence="default">
      {css}
    </style>
  );
}
