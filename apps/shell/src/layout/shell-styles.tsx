const css = `
.shell-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--cr-space-4);
  padding: var(--cr-space-3) var(--cr-space-6); background: var(--cr-color-surface); border-bottom: 1px solid var(--cr-color-border); }
.shell-brand { font-size: 1.25rem; font-weight: 700; color: var(--cr-color-text); text-decoration: none; }
.shell-nav ul { display: flex; flex-wrap: wrap; gap: var(--cr-space-4); margin: 0; padding: 0; list-style: none; align-items: center; }
.shell-page { max-width: 1080px; margin: 0 auto; padding: var(--cr-space-6); }
.shell-banners { display: flex; flex-direction: column; gap: var(--cr-space-2); margin-bottom: var(--cr-space-6); }
.shell-hero { padding: var(--cr-space-8) 0; }
.shell-hero h1 { margin: 0 0 var(--cr-space-4); font-size: 2.25rem; line-height: 1.2; }
.shell-hero p { max-width: 60ch; font-size: 1.125rem; color: var(--cr-color-muted); }
.shell-actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-3); }
/* A parent's consent page (issue 31 §7), read on a phone: fingers, not a mouse. */
.consent-text { max-width: 40rem; }
.consent-answer { display: grid; gap: var(--cr-space-3); max-width: 36rem; }
.consent-answer input, .consent-answer button { min-height: 44px; }
.shell-email-notice { margin: var(--cr-space-3) auto; max-width: 72rem; padding: 0 var(--cr-space-3); }
.shell-membership { display: flex; flex-wrap: wrap; gap: var(--cr-space-3); margin: var(--cr-space-2) auto; max-width: 72rem;
  padding: 0 var(--cr-space-3); justify-content: flex-end; }
.shell-membership__field { display: flex; align-items: center; gap: var(--cr-space-2); min-width: 0; max-width: 100%; }
.shell-membership__label { font-weight: 600; white-space: nowrap; }
.shell-membership__select { min-height: 44px; min-width: 0; max-width: 100%; padding: var(--cr-space-2) var(--cr-space-3);
  font: inherit; color: inherit; background: var(--cr-color-surface); border: 1px solid var(--cr-color-border);
  border-radius: var(--cr-radius); }
.shell-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: var(--cr-space-4);
  margin: 0; padding: 0; list-style: none; }
.shell-card { padding: var(--cr-space-4); background: var(--cr-color-surface); border: 1px solid var(--cr-color-border);
  border-radius: var(--cr-radius); }
.shell-card h3 { margin: 0 0 var(--cr-space-2); font-size: 1.0625rem; }
.shell-card p { margin: 0; color: var(--cr-color-muted); }
.shell-card .shell-actions { margin-top: var(--cr-space-3); }
section.shell-card { margin-top: var(--cr-space-6); }
.shell-role-form { display: flex; flex-direction: column; align-items: flex-start; gap: var(--cr-space-3); margin-bottom: var(--cr-space-4); }
.shell-section { margin: var(--cr-space-8) 0; }
.shell-footer { padding: var(--cr-space-6); text-align: center; color: var(--cr-color-muted); }
`;

/** The shell's own page styles, on top of the UI kit's tokens. */
export function ShellStyles() {
  return (
    <style href="crescendo-shell" precedence="default">
      {css}
    </style>
  );
}
