const css = `
.cr-maestro { display: flex; flex-direction: column; gap: var(--cr-space-4); max-width: 48rem; }
.cr-maestro__panel { display: flex; flex-direction: column; gap: var(--cr-space-3); padding: var(--cr-space-4); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); background: var(--cr-color-surface); min-width: 0; }
.cr-maestro__panel h2 { font-size: 1.1rem; margin: 0; }
.cr-maestro__panel p { margin: 0; }
.cr-maestro__muted { color: var(--cr-color-muted); }
.cr-maestro__badge { align-self: flex-start; padding: 0.15rem 0.6rem; border-radius: 999px; border: 1px solid currentColor; font-weight: 600; font-size: 0.9rem; }
.cr-maestro__fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: var(--cr-space-3); }
.cr-maestro__sentences { margin: 0; padding-left: 1.5rem; display: flex; flex-direction: column; gap: var(--cr-space-3); }
.cr-maestro__sentence { overflow-wrap: anywhere; }
.cr-maestro__sources { margin: var(--cr-space-1) 0 0; padding-left: 1.2rem; color: var(--cr-color-muted); font-size: 0.9rem; }
.cr-maestro__preview { white-space: pre-wrap; overflow-wrap: anywhere; }
.cr-maestro__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); }
.cr-maestro__subtitle { font-size: 1rem; margin: var(--cr-space-2) 0 0; }
.cr-maestro__ideas { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-4); }
.cr-maestro__idea-set { display: flex; flex-direction: column; gap: var(--cr-space-2); padding-top: var(--cr-space-3); border-top: 1px solid var(--cr-color-border); overflow-wrap: anywhere; }
.cr-maestro__idea-list { margin: var(--cr-space-1) 0 0; padding-left: 1.2rem; display: flex; flex-direction: column; gap: var(--cr-space-1); }
@media (max-width: 760px) {
  .cr-maestro .cr-button, .cr-maestro .cr-field__input { min-height: 44px; }
}
`;

/** Styles of Maestro IA's page, on top of the UI kit's tokens. */
export function MaestroStyles() {
  return (
    <style href="crescendo-teacher-maestro" precedence="default">
      {css}
    </style>
  );
}
