const css = `
.pu-toolbar { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); align-items: center; margin-bottom: var(--cr-space-4); }
.pu-section { margin-top: var(--cr-space-8); }
.pu-section__title { font-size: 1.2rem; margin: 0 0 var(--cr-space-3); }
.pu-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); gap: var(--cr-space-4); list-style: none; margin: 0; padding: 0; }
.pu-card { display: flex; flex-direction: column; gap: var(--cr-space-2); padding: var(--cr-space-4); background: var(--cr-color-surface); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); }
.pu-card p { margin: 0; }
.pu-card__head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: var(--cr-space-2); }
.pu-card__title { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
.pu-card__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); margin-top: auto; }
.pu-status { display: inline-block; padding: 2px var(--cr-space-2); border-radius: 999px; font-size: 0.875rem; font-weight: 600; }
.pu-status--active { background: var(--cr-color-success-soft); color: #14532d; }
.pu-status--late { background: var(--cr-color-danger-soft); color: #7f1d1d; }
.pu-counts { display: grid; grid-template-columns: repeat(3, 1fr); gap: var(--cr-space-2); margin: 0; text-align: center; }
.pu-counts div { padding: var(--cr-space-2); background: var(--cr-color-bg); border-radius: var(--cr-radius-small); }
.pu-counts dt { font-size: 0.875rem; color: var(--cr-color-muted); }
.pu-counts dd { margin: 0; font-size: 1.25rem; font-weight: 700; }
.pu-stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: var(--cr-space-3); margin: 0 0 var(--cr-space-4); }
.pu-stats div { padding: var(--cr-space-3); background: var(--cr-color-primary-soft); border-radius: var(--cr-radius); }
.pu-stats dt { font-size: 0.875rem; }
.pu-stats dd { margin: 0; font-size: 1.4rem; font-weight: 700; }
.pu-facts { display: grid; grid-template-columns: max-content 1fr; gap: var(--cr-space-1) var(--cr-space-3); margin: 0 0 var(--cr-space-3); }
.pu-facts dt { font-weight: 600; }
.pu-facts dd { margin: 0; overflow-wrap: anywhere; }
.pu-fieldset { border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius-small); padding: var(--cr-space-2) var(--cr-space-3); margin: 0 0 var(--cr-space-3); }
.pu-fieldset legend { font-weight: 600; padding: 0 var(--cr-space-1); }
.pu-check { display: flex; align-items: center; gap: var(--cr-space-2); min-height: 44px; }
.pu-check input { width: 20px; height: 20px; flex: none; }
.pu-students { max-height: 14rem; overflow: auto; }
.pu-note { color: var(--cr-color-muted); font-size: 0.9rem; margin: 0 0 var(--cr-space-3); }
.pu-submissions { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-3); }
.pu-submission { padding: var(--cr-space-3); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius-small); }
.pu-submission h3, .pu-submission h4 { margin: 0 0 var(--cr-space-2); font-size: 1rem; }
.pu-late { color: var(--cr-color-danger); font-weight: 600; }
.pu-filters { display: flex; flex-wrap: wrap; gap: var(--cr-space-3); align-items: flex-end; }
.pu-filters .cr-field { min-width: min(100%, 200px); }
.pu-table { width: 100%; border-collapse: collapse; background: var(--cr-color-surface); }
.pu-table caption { text-align: left; font-weight: 600; padding: var(--cr-space-2) 0; }
.pu-table th, .pu-table td { text-align: left; padding: var(--cr-space-2); border-bottom: 1px solid var(--cr-color-border); vertical-align: top; }
.pu-flag { background: var(--cr-color-danger-soft); }
.pu-flags { margin: 0 0 var(--cr-space-2); padding-left: var(--cr-space-4); }
.pu-chart { position: relative; width: 100%; height: 280px; margin-top: var(--cr-space-4); }
`;

/** Styles of the practice screens, on top of the UI kit's tokens. */
export function PracticeStyles() {
  return (
    <style href="crescendo-practice" precedence="default">
      {css}
    </style>
  );
}
