const css = `
.cr-inventory { display: flex; flex-direction: column; gap: var(--cr-space-3); margin-top: var(--cr-space-3); }
.cr-inventory__toolbar { display: flex; justify-content: flex-end; }
.cr-inventory__refused { flex: 1 1 100%; }
.cr-inventory__filters { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: var(--cr-space-3); }
.cr-inventory-table { width: 100%; min-width: 36rem; border-collapse: collapse; background: var(--cr-color-surface); }
.cr-inventory-table th, .cr-inventory-table td { text-align: left; padding: var(--cr-space-2); border-bottom: 1px solid var(--cr-color-border); }
.cr-inventory-table tbody th { font-weight: 500; white-space: nowrap; }
.cr-inventory__board .cr-inventory-table tbody th { white-space: normal; max-width: 10rem; overflow-wrap: anywhere; }
.cr-inventory__parts { display: flex; flex-direction: column; gap: var(--cr-space-2); border: 1px solid var(--cr-color-border); padding: var(--cr-space-2); }
.cr-inventory__part { display: grid; grid-template-columns: 2fr 1fr auto; gap: var(--cr-space-2); align-items: end; }
.cr-inventory__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); }
.cr-inventory__overdue { color: var(--cr-color-danger); font-weight: 600; }
.cr-inventory__agreement { display: flex; align-items: center; gap: var(--cr-space-2); min-height: 44px; margin-top: var(--cr-space-3); }
.cr-inventory__hint { margin: 0; color: var(--cr-color-muted); font-size: 0.875rem; }
.cr-inventory__signed { color: var(--cr-color-success); font-weight: 600; }
.cr-inventory__details { display: flex; flex-direction: column; gap: var(--cr-space-3); }
.cr-inventory__facts { display: grid; grid-template-columns: max-content 1fr; gap: var(--cr-space-1) var(--cr-space-3); margin: 0; }
.cr-inventory__facts dt { font-weight: 600; }
.cr-inventory__facts dd { margin: 0; }
.cr-inventory__subheading { font-size: 1rem; margin: 0; }
.cr-inventory__repairs { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-2); }
.cr-inventory__repairs li { display: flex; flex-direction: column; gap: var(--cr-space-1); border-bottom: 1px solid var(--cr-color-border); padding-bottom: var(--cr-space-2); }
.cr-inventory__start { display: flex; flex-wrap: wrap; gap: var(--cr-space-3); align-items: end; }
.cr-inventory__last-scan { min-height: 1.5em; font-weight: 600; }
@media (max-width: 760px) {
  .cr-inventory__part { grid-template-columns: 1fr; }
  .cr-inventory__facts { grid-template-columns: 1fr; }
  .cr-inventory .cr-button, .cr-inventory .cr-field__input { min-height: 44px; }
}
`;

/** Styles of the inventory's pages, on top of the UI kit's tokens. */
export function InventoryStyles() {
  return (
    <style href="crescendo-inventory" precedence="default">
      {css}
    </style>
  );
}
