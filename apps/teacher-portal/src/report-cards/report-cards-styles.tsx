const css = `
.cr-report-cards__choice { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: var(--cr-space-3); max-width: 40rem; margin-bottom: var(--cr-space-3); }
.cr-report-cards { width: 100%; min-width: 36rem; border-collapse: collapse; background: var(--cr-color-surface); }
.cr-report-cards th, .cr-report-cards td { text-align: left; vertical-align: top; padding: var(--cr-space-2); border-bottom: 1px solid var(--cr-color-border); }
.cr-report-cards__status { display: block; font-weight: 600; }
.cr-report-cards__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); margin-top: var(--cr-space-1); }
.cr-report-card-form { display: flex; flex-direction: column; gap: var(--cr-space-3); }
.cr-report-card-form__work { margin: 0; color: var(--cr-color-muted); }
.cr-report-cards__maestro { margin-bottom: var(--cr-space-4); padding: var(--cr-space-3); border: 1px solid var(--cr-color-border); background: var(--cr-color-surface); }
.cr-report-cards__badge { margin: 0 0 var(--cr-space-1); font-weight: 600; color: var(--cr-color-muted); }
.cr-report-cards__preview p:last-child { white-space: pre-line; overflow-wrap: anywhere; }
.cr-report-cards__drafts { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-3); }
@media (max-width: 760px) {
  .cr-report-cards .cr-button, .cr-report-cards__maestro .cr-button, .cr-report-card-form .cr-field__input { min-height: 44px; }
}
`;

/** Styles of the teacher's 'Bulletins', on top of the UI kit's tokens. */
export function ReportCardsStyles() {
  return (
    <style href="crescendo-teacher-report-cards" precedence="default">
      {css}
    </style>
  );
}
