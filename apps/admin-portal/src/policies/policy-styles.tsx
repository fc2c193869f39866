const css = `
.policy-cards { display: grid; gap: var(--cr-space-3); margin-bottom: var(--cr-space-6); }
.policy-card { background: var(--cr-color-surface); border: 1px solid var(--cr-color-border); border-radius: 8px; padding: var(--cr-space-3); min-width: 0; }
.policy-card h2 { font-size: 1.05rem; margin: 0 0 var(--cr-space-1); overflow-wrap: break-word; }
.policy-card p { margin: 0 0 var(--cr-space-2); overflow-wrap: break-word; }
.policy-card__locked { font-weight: 600; }
.policy-card__form { display: grid; gap: var(--cr-space-2); }
.policy-card__check { display: flex; gap: var(--cr-space-2); align-items: center; min-height: 44px; }
.policy-card__check input { width: 44px; height: 44px; margin: 0; flex: none; }
.policy-card__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); }
.policy-log h2, .policy-groups h2 { font-size: 1.1rem; margin: 0 0 var(--cr-space-2); }
.policy-groups { margin-bottom: var(--cr-space-6); }
@media (max-width: 760px) {
  .policy-card .cr-button, .policy-log .cr-button { min-height: 44px; }
  .policy-card .cr-field__input, .policy-groups .cr-field__input { min-height: 44px; }
}
`;

/** Styles of the settings page, on top of the UI kit's tokens. */
export function PolicyStyles() {
  return (
    <style href="crescendo-policies" precedence="default">
      {css}
    </style>
  );
}
