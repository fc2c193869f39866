const css = `
.gu-toolbar { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); align-items: center; margin-bottom: var(--cr-space-4); }
.gu-toolbar__spacer { flex: 1; }
.gu-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: var(--cr-space-4); list-style: none; margin: 0; padding: 0; }
.gu-card { display: flex; flex-direction: column; gap: var(--cr-space-2); padding: var(--cr-space-4); border: 2px solid; border-radius: var(--cr-radius); }
.gu-card p { margin: 0; }
.gu-card__head { display: flex; align-items: center; gap: var(--cr-space-3); }
.gu-card__title { margin: 0; font-size: 1.05rem; }
.gu-card__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); margin-top: auto; }
.gu-group-badge { display: inline-flex; align-items: center; justify-content: center; width: 36px; height: 36px; border-radius: 50%; flex: none; }
.gu-table { width: 100%; border-collapse: collapse; background: var(--cr-color-surface); }
.gu-table th, .gu-table td { text-align: left; padding: var(--cr-space-2) var(--cr-space-3); border-bottom: 1px solid var(--cr-color-border); vertical-align: middle; }
.gu-table td .cr-button { margin: var(--cr-space-1) var(--cr-space-2) var(--cr-space-1) 0; }
.gu-details { display: grid; grid-template-columns: max-content 1fr; gap: var(--cr-space-2) var(--cr-space-4); margin: 0 0 var(--cr-space-4); }
.gu-details dt { font-weight: 600; }
.gu-details dd { margin: 0; }
.gu-code { font-family: ui-monospace, monospace; font-size: 1.1rem; letter-spacing: 0.1em; }
.gu-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--cr-space-2); }
.gu-details dd { min-width: 0; overflow-wrap: anywhere; }
.gu-co-teachers p { margin: 0 0 var(--cr-space-2); }
.gu-co-teachers__list { list-style: none; margin: 0 0 var(--cr-space-2); padding: 0; display: grid; gap: var(--cr-space-2); }
.gu-co-teachers__list li { display: flex; flex-wrap: wrap; align-items: center; gap: var(--cr-space-2); }
.gu-co-teachers .cr-field { flex: 1 1 12rem; min-width: 0; }
.gu-co-teachers select { max-width: 100%; }
@media (max-width: 760px) {
  .gu-details .cr-button, .gu-row .cr-button, .gu-co-teachers select { min-height: 44px; }
}
@media (max-width: 480px) {
  .gu-details { grid-template-columns: minmax(0, 1fr); }
  .gu-details dd + dt { margin-top: var(--cr-space-2); }
}
`;

/** Styles of the group views and dialogs, on top of the UI kit's tokens. */
export function GroupStyles() {
  return (
    <style href="crescendo-groups" precedence="default">
      {css}
    </style>
  );
}
