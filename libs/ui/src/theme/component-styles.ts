/** Styles of the kit's components; class names start with `cr-` so they never meet an app's own. */
export const componentStyles = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: var(--cr-font); font-size: var(--cr-font-size); line-height: var(--cr-line-height);
  color: var(--cr-color-text); background: var(--cr-color-bg); }
:focus-visible { outline: none; box-shadow: var(--cr-focus-ring); }
a { color: var(--cr-color-primary); }
.cr-table-scroll { position: relative; max-width: 100%; overflow-x: auto; margin-top: var(--cr-space-3); }
.cr-table-scroll tr > :first-child { position: sticky; left: 0; z-index: 1; background: var(--cr-color-surface); }
.cr-table-scroll:focus-visible { outline: 2px solid var(--cr-color-primary); outline-offset: 2px; }
.cr-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.cr-skip-link { position: absolute; left: var(--cr-space-2); top: -48px; z-index: 100; padding: var(--cr-space-2) var(--cr-space-4);
  background: var(--cr-color-surface); border-radius: var(--cr-radius); }
.cr-skip-link:focus { top: var(--cr-space-2); }

.cr-button { display: inline-flex; align-items: center; justify-content: center; gap: var(--cr-space-2); min-height: 40px;
  padding: var(--cr-space-2) var(--cr-space-4); border: 1px solid transparent; border-radius: var(--cr-radius);
  font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
.cr-button:disabled { opacity: 0.6; cursor: not-allowed; }
.cr-button--primary { background: var(--cr-color-primary); color: var(--cr-color-on-primary); }
.cr-button--primary:hover:not(:disabled) { background: var(--cr-color-primary-hover); }
.cr-button--secondary { background: var(--cr-color-surface); color: var(--cr-color-primary); border-color: var(--cr-color-primary); }
.cr-button--secondary:hover:not(:disabled) { background: var(--cr-color-primary-soft); }
.cr-button--danger { background: var(--cr-color-danger); color: var(--cr-color-on-primary); }
.cr-button--danger:hover:not(:disabled) { background: var(--cr-color-danger-hover); }
.cr-button--ghost { background: transparent; color: var(--cr-color-text); }
.cr-button--ghost:hover:not(:disabled) { background: var(--cr-color-primary-soft); }

.cr-field { display: flex; flex-direction: column; gap: var(--cr-space-1); margin-bottom: var(--cr-space-4); }
.cr-field__label { font-weight: 600; }
.cr-field__input { min-height: 40px; padding: var(--cr-space-2) var(--cr-space-3); font: inherit; color: inherit;
  background: var(--cr-color-surface); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); }
.cr-field__input[aria-invalid='true'] { border-color: var(--cr-color-danger); }
.cr-field__textarea { min-height: 5rem; resize: vertical; }
.cr-field__hint { color: var(--cr-color-muted); font-size: 0.875rem; }
.cr-field__error { color: var(--cr-color-danger); font-size: 0.875rem; }

.cr-alert { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--cr-space-3);
  padding: var(--cr-space-3) var(--cr-space-4); border-radius: var(--cr-radius); border: 1px solid; }
.cr-alert--success { background: var(--cr-color-success-soft); border-color: var(--cr-color-success); color: #14532d; }
.cr-alert--error { background: var(--cr-color-danger-soft); border-color: var(--cr-color-danger); color: #7f1d1d; }
.cr-alert--info { background: var(--cr-color-info-soft); border-color: #0369a1; color: #0c4a6e; }

.cr-modal__overlay { position: fixed; inset: 0; background: var(--cr-color-overlay); z-index: 40; }
.cr-modal__content { position: fixed; z-index: 41; top: 50%; left: 50%; transform: translate(-50%, -50%);
  width: min(92vw, 480px); max-height: 85vh; overflow: auto; padding: var(--cr-space-6);
  background: var(--cr-color-surface); border-radius: var(--cr-radius); box-shadow: var(--cr-shadow); }
.cr-modal__title { margin: 0 0 var(--cr-space-2); font-size: 1.25rem; }
.cr-modal__description { margin: 0 0 var(--cr-space-4); color: var(--cr-color-muted); }
.cr-modal__actions { display: flex; justify-content: flex-end; gap: var(--cr-space-2); margin-top: var(--cr-space-6); }

.cr-tabs__list { display: flex; flex-wrap: wrap; gap: var(--cr-space-1); border-bottom: 1px solid var(--cr-color-border); }
.cr-tabs__trigger { padding: var(--cr-space-2) var(--cr-space-4); font: inherit; font-weight: 600; color: var(--cr-color-muted);
  background: none; border: none; border-bottom: 3px solid transparent; cursor: pointer; }
.cr-tabs__trigger[data-state='active'] { color: var(--cr-color-primary); border-bottom-color: var(--cr-color-primary); }
.cr-tabs__panel { padding: var(--cr-space-4) 0; }

.cr-layout { display: grid; grid-template-columns: var(--cr-sidebar-width) 1fr; min-height: 100vh; }
.cr-layout__sidebar { display: flex; flex-direction: column; gap: var(--cr-space-4); padding: var(--cr-space-4);
  background: var(--cr-color-surface); border-right: 1px solid var(--cr-color-border); }
.cr-layout__bar { display: flex; align-items: center; justify-content: space-between; gap: var(--cr-space-3); }
.cr-layout__brand { margin: 0; font-size: 1.125rem; }
.cr-layout__menu { display: none; min-height: 44px; min-width: 44px; padding: var(--cr-space-2) var(--cr-space-4); font: inherit;
  font-weight: 600; color: var(--cr-color-text); background: var(--cr-color-bg, #fff); border: 1px solid var(--cr-color-border);
  border-radius: var(--cr-radius); cursor: pointer; }
.cr-layout__panel { display: flex; flex-direction: column; gap: var(--cr-space-4); flex: 1; }
.cr-layout__nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-1); }
.cr-layout__nav a { display: flex; align-items: center; min-height: 44px; padding: var(--cr-space-2) var(--cr-space-3); border-radius: var(--cr-radius);
  color: var(--cr-color-text); text-decoration: none; font-weight: 500; }
.cr-layout__nav a:hover { background: var(--cr-color-primary-soft); }
.cr-layout__nav a[aria-current='page'] { background: var(--cr-color-primary); color: var(--cr-color-on-primary); }
.cr-layout__footer { margin-top: auto; }
.cr-layout__main { padding: var(--cr-space-6) var(--cr-space-8); min-width: 0; }
@media (max-width: 760px) {
  .cr-layout { grid-template-columns: 1fr; grid-template-rows: auto 1fr; }
  .cr-layout__sidebar { border-right: none; border-bottom: 1px solid var(--cr-color-border); padding: var(--cr-space-2) var(--cr-space-4);
    gap: var(--cr-space-2); }
  .cr-layout__menu { display: inline-flex; align-items: center; }
  .cr-layout__panel[data-open='false'] { display: none; }
  .cr-layout__panel { padding-bottom: var(--cr-space-2); }
  .cr-layout__main { padding: var(--cr-space-4); }
  .cr-modal__actions { flex-wrap: wrap; }
  .cr-modal__actions .cr-button { min-height: 44px; }
}

.cr-page-header { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between;
  gap: var(--cr-space-4); margin-bottom: var(--cr-space-6); }
.cr-page-header__title { margin: 0; font-size: 1.75rem; }
.cr-page-header__description { margin: var(--cr-space-1) 0 0; color: var(--cr-color-muted); }

.cr-empty { display: flex; flex-direction: column; align-items: center; gap: var(--cr-space-2); padding: var(--cr-space-8);
  text-align: center; color: var(--cr-color-muted); background: var(--cr-color-surface);
  border: 1px dashed var(--cr-color-border); border-radius: var(--cr-radius); }
.cr-empty__title { margin: 0; font-size: 1.125rem; color: var(--cr-color-text); }

.cr-loading { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--cr-space-4);
  min-height: 100vh; color: var(--cr-color-muted); }
.cr-spinner { width: 40px; height: 40px; border: 4px solid var(--cr-color-primary-soft); border-top-color: var(--cr-color-primary);
  border-radius: 50%; animation: cr-spin 0.9s linear infinite; }
@keyframes cr-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .cr-spinner { animation-duration: 3s; } }

.cr-toast__viewport { position: fixed; top: 0; right: 0; z-index: 60; display: flex; flex-direction: column;
  gap: var(--cr-toast-gap); width: min(100vw, 380px); margin: 0; padding: var(--cr-space-4); list-style: none; outline: none; }
.cr-toast { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--cr-space-3);
  padding: var(--cr-space-3) var(--cr-space-4); color: var(--cr-color-on-primary); border-radius: var(--cr-radius);
  box-shadow: var(--cr-shadow); }
.cr-toast--success { background: var(--cr-color-success); }
.cr-toast--error { background: var(--cr-color-danger); }
.cr-toast__close { padding: 0 var(--cr-space-1); font: inherit; font-size: 1.25rem; line-height: 1; color: inherit;
  background: none; border: none; cursor: pointer; }
`;
