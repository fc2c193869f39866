const css = `
.tp-toolbar { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); align-items: center; margin-bottom: var(--cr-space-4); }
.tp-toolbar__spacer { flex: 1; }
.tp-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: var(--cr-space-4); list-style: none; margin: 0; padding: 0; }
.tp-card { display: flex; flex-direction: column; gap: var(--cr-space-2); padding: var(--cr-space-4); border: 2px solid; border-radius: var(--cr-radius); }
.tp-card__head { display: flex; align-items: center; gap: var(--cr-space-3); }
.tp-card__title { margin: 0; font-size: 1.05rem; }
.tp-card__actions { display: flex; gap: var(--cr-space-2); margin-top: auto; }
.tp-group-badge { display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; border-radius: 50%; flex: none; }
.tp-table { width: 100%; border-collapse: collapse; background: var(--cr-color-surface); }
.tp-table th, .tp-table td { text-align: left; padding: var(--cr-space-2) var(--cr-space-3); border-bottom: 1px solid var(--cr-color-border); vertical-align: middle; }
.tp-table td .cr-button { margin-right: var(--cr-space-2); }
.tp-details { display: grid; grid-template-columns: max-content 1fr; gap: var(--cr-space-2) var(--cr-space-4); margin: 0 0 var(--cr-space-4); }
.tp-details dt { font-weight: 600; }
.tp-details dd { margin: 0; }
.tp-code { font-family: ui-monospace, monospace; font-size: 1.1rem; letter-spacing: 0.1em; }
.tp-row { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); }
.tp-select { min-height: 40px; width: 100%; }
`;

/** The teacher portal's own styles, on top of the UI kit's tokens. */
export function TeacherStyles() {
  return (
    <style href="crescendo-teacher" precedence="default">
      {css}
    </style>
  );
}
