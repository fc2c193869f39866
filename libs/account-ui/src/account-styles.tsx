const css = `
.acc-section { margin-bottom: var(--cr-space-8); padding: var(--cr-space-6); background: var(--cr-color-surface);
  border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); }
.acc-section h2 { margin-top: 0; font-size: 1.25rem; }
.acc-section--danger { border-color: var(--cr-color-danger); }
.acc-data-download .cr-button { min-height: 44px; }
.acc-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); gap: 0 var(--cr-space-4); }
.acc-view { margin: 0; display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: var(--cr-space-2) var(--cr-space-6); }
.acc-view dt { font-weight: 600; }
.acc-view dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
@media (max-width: 420px) {
  .acc-view { grid-template-columns: minmax(0, 1fr); gap: 0; }
  .acc-view dd { margin-bottom: var(--cr-space-3); }
}
.acc-actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); margin-top: var(--cr-space-4); }
.acc-picture { width: 96px; height: 96px; border-radius: 50%; object-fit: cover; border: 1px solid var(--cr-color-border); }
.acc-qr { display: block; width: 200px; height: 200px; margin: var(--cr-space-4) auto; }
.acc-secret { font-family: monospace; font-size: 1rem; word-break: break-all; }
.acc-codes { columns: 2; font-family: monospace; font-size: 1rem; padding-left: var(--cr-space-6); }
.acc-danger-row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--cr-space-4);
  padding: var(--cr-space-4) 0; border-top: 1px solid var(--cr-color-border); }
.acc-danger-row:first-of-type { border-top: none; }
.acc-danger-row h3 { margin: 0 0 var(--cr-space-1); font-size: 1rem; }
.acc-danger-row p { margin: 0; color: var(--cr-color-muted); }
.acc-table { width: 100%; border-collapse: collapse; }
.acc-table th, .acc-table td { text-align: left; padding: var(--cr-space-2) var(--cr-space-3); border-bottom: 1px solid var(--cr-color-border); }
.acc-fieldset { border: none; padding: 0; margin: 0 0 var(--cr-space-4); }
.acc-fieldset legend { font-weight: 600; margin-bottom: var(--cr-space-2); }
.acc-choice { display: flex; align-items: center; gap: var(--cr-space-2); margin-bottom: var(--cr-space-1); }
.acc-inline-form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--cr-space-3); }
.acc-inline-form .cr-field { margin-bottom: 0; }
`;

/** Styles of the account screens, on top of the UI kit's tokens. */
export function AccountStyles() {
  return (
    <style href="crescendo-account" precedence="default">
      {css}
    </style>
  );
}
