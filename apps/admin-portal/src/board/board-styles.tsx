const css = `
.board-table { width: 100%; min-width: 40rem; border-collapse: collapse; background: var(--cr-color-surface); }
.board-table th, .board-table td { text-align: left; padding: var(--cr-space-2); border-bottom: 1px solid var(--cr-color-border); vertical-align: middle; }
.board-table tbody th { font-weight: 500; min-width: 9rem; max-width: 16rem; overflow-wrap: break-word; }
.board-table .board-number { text-align: right; white-space: nowrap; }
.board-table td:last-child { white-space: nowrap; }
.board-withheld { cursor: help; }
.board-week { margin: 0 0 var(--cr-space-3); color: var(--cr-color-muted); }
.board-none { color: var(--cr-color-muted); }
.board-programmes { margin-top: var(--cr-space-4); }
.board-programmes h2 { font-size: 1.1rem; margin: 0 0 var(--cr-space-2); }
.board-more { display: flex; justify-content: center; margin-top: var(--cr-space-4); }
.board-redirect { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); align-items: baseline; margin: 0 0 var(--cr-space-4); }
.board-redirect code { overflow-wrap: anywhere; word-break: break-all; background: var(--cr-color-surface); padding: 0 var(--cr-space-1); }
.board-row-actions { display: flex; gap: var(--cr-space-2); }
.board-form__explanation { margin: 0 0 var(--cr-space-4); color: var(--cr-color-muted); }
@media (max-width: 760px) {
  .board-table .cr-button, .board-more .cr-button, .board-actions .cr-button { min-height: 44px; }
  .board-views .cr-tabs__trigger { min-height: 44px; }
  .cr-modal__content:has(.board-form) .cr-field__input { min-height: 44px; }
}
`;

/** Styles of the board's pages, on top of the UI kit's tokens. */
export function BoardStyles() {
  return (
    <style href="crescendo-board" precedence="default">
      {css}
    </style>
  );
}
