const css = `
.cr-terms { display: flex; flex-direction: column; gap: var(--cr-space-3); max-width: 40rem; }
.cr-terms__term { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: var(--cr-space-2) var(--cr-space-3); align-items: end; margin: 0; padding: var(--cr-space-3); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); background: var(--cr-color-surface); }
.cr-terms__term legend { font-weight: 600; padding: 0 var(--cr-space-1); }
.cr-terms__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); }
.cr-terms p { margin: 0; }
.cr-terms__batch-choice { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: var(--cr-space-3); max-width: 40rem; margin: var(--cr-space-4) 0 var(--cr-space-3); }
@media (max-width: 760px) {
  .cr-terms .cr-button, .cr-terms .cr-field__input, .cr-terms__batch-choice .cr-field__input { min-height: 44px; }
}
`;

/** Styles of the admin's 'Étapes', on top of the UI kit's tokens. */
export function TermsStyles() {
  return (
    <style href="crescendo-admin-terms" precedence="default">
      {css}
    </style>
  );
}
