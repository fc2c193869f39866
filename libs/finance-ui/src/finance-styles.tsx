const css = `
.fu-toolbar { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); align-items: center; margin-bottom: var(--cr-space-4); }
.fu-filters { display: flex; flex-wrap: wrap; gap: var(--cr-space-3); align-items: flex-start; margin-bottom: var(--cr-space-4); }
.fu-filters .cr-field { min-width: min(100%, 180px); flex: 1 1 180px; }
.fu-table { width: 100%; min-width: 34rem; border-collapse: collapse; background: var(--cr-color-surface); }
.fu-table th, .fu-table td { text-align: left; padding: var(--cr-space-2); border-bottom: 1px solid var(--cr-color-border); vertical-align: top; }
.fu-table tbody th { font-weight: 500; min-width: 9rem; overflow-wrap: break-word; }
.fu-table td { white-space: nowrap; }
.fu-table .fu-amount { text-align: right; white-space: nowrap; }
.fu-table tfoot th, .fu-table tfoot td { font-weight: 700; border-top: 2px solid var(--cr-color-border); }
.fu-row--cancelled th, .fu-row--cancelled .fu-amount { text-decoration: line-through; color: var(--cr-color-muted); }
.fu-actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); }
.fu-table .fu-note { white-space: normal; }
.fu-status { display: inline-block; padding: 2px var(--cr-space-2); border-radius: 999px; font-size: 0.875rem; font-weight: 600; white-space: nowrap; }
.fu-status--credit { background: var(--cr-color-danger-soft); color: #7f1d1d; }
.fu-status--paid { background: var(--cr-color-success-soft); color: #14532d; }
.fu-status--cancelled { background: var(--cr-color-bg); color: #374151; }
.fu-muted { color: var(--cr-color-muted); }
.fu-totals { display: flex; flex-wrap: wrap; gap: var(--cr-space-3); margin: 0 0 var(--cr-space-3); }
.fu-totals__currency { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: var(--cr-space-2); margin: 0; flex: 1 1 320px; }
.fu-totals__currency div { padding: var(--cr-space-3); background: var(--cr-color-primary-soft); border-radius: var(--cr-radius); }
.fu-totals__currency dt { font-size: 0.875rem; }
.fu-totals__currency dd { margin: 0; font-size: 1.15rem; font-weight: 700; overflow-wrap: anywhere; }
.fu-totals__currency .fu-totals__unpaid { background: var(--cr-color-danger-soft); color: #7f1d1d; }
.fu-totals__none { color: var(--cr-color-muted); }
.fu-over { color: #991b1b; font-weight: 700; }
.fu-row--over th, .fu-row--over td { background: var(--cr-color-danger-soft); }
.fu-note { display: block; font-size: 0.875rem; color: #374151; font-weight: 400; overflow-wrap: anywhere; }
.fu-chart { position: relative; width: 100%; height: 300px; margin-top: var(--cr-space-4); }
.fu-section { margin-top: var(--cr-space-6); }
.fu-section__title { font-size: 1.2rem; margin: 0 0 var(--cr-space-3); }
@media (max-width: 480px) { .fu-totals__currency { grid-template-columns: 1fr; } }
`;

/** Styles of the finance screens, on top of the UI kit's tokens. */
export function FinanceStyles() {
  return (
    <style href="crescendo-finance" precedence="default">
      {css}
    </style>
  );
}
