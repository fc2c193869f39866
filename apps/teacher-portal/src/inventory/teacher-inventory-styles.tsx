const css = `
.cr-quick-loan { display: flex; flex-direction: column; gap: var(--cr-space-3); max-width: 32rem; padding: var(--cr-space-4); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); background: var(--cr-color-surface); }
.cr-quick-loan h2, .cr-quick-loan__heading { font-size: 1.1rem; margin: 0; }
.cr-quick-loan__heading { margin-top: var(--cr-space-4); }
.cr-quick-loan p { margin: 0; color: var(--cr-color-muted); }
.cr-quick-loan__last { min-height: 1.5rem; font-weight: 600; }
.cr-quick-loan__agreement { display: flex; align-items: center; gap: var(--cr-space-2); min-height: 44px; }
.cr-quick-loan .cr-quick-loan__hint { font-size: 0.875rem; }
.cr-inventory__signed { color: var(--cr-color-success); font-weight: 600; }
.cr-inventory-table { width: 100%; min-width: 28rem; border-collapse: collapse; background: var(--cr-color-surface); }
.cr-inventory-table th, .cr-inventory-table td { text-align: left; padding: var(--cr-space-2); border-bottom: 1px solid var(--cr-color-border); }
.cr-inventory__overdue { color: var(--cr-color-danger); font-weight: 600; }
.cr-inventory { display: flex; flex-direction: column; gap: var(--cr-space-3); }
.cr-inventory h2 { font-size: 1.1rem; margin: 0; }
.cr-inventory__filters { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: var(--cr-space-3); }
.cr-inventory__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); }
.cr-inventory__start { display: flex; flex-wrap: wrap; gap: var(--cr-space-3); align-items: end; }
.cr-inventory__last-scan { min-height: 1.5em; font-weight: 600; }
@media (max-width: 760px) {
  .cr-quick-loan .cr-button, .cr-quick-loan .cr-field__input { min-height: 44px; }
  .cr-inventory .cr-button, .cr-inventory .cr-field__input { min-height: 44px; }
}
`;

/** Styles of the teacher's inventory page, on top of the UI kit's tokens. */
export function TeacherInventoryStyles() {
  return (
    <style href="crescendo-teacher-inventory" precedence="default">
      {css}
    </style>
  );
}
