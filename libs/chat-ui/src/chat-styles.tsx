const css = `
.ch-layout { display: grid; gap: var(--cr-space-4); grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); align-items: start; }
@media (max-width: 900px) { .ch-layout { grid-template-columns: minmax(0, 1fr); } }
.ch-pickers { display: flex; flex-wrap: wrap; gap: var(--cr-space-3); align-items: flex-end; margin-bottom: var(--cr-space-3); }
.ch-pickers .cr-field { min-width: min(100%, 220px); }
.ch-panel { display: flex; flex-direction: column; height: 600px; max-height: 80vh; border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); background: var(--cr-color-surface); }
.ch-log { flex: 1; overflow-y: auto; padding: var(--cr-space-3); display: flex; flex-direction: column; }
.ch-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-2); }
.ch-message { max-width: 85%; padding: var(--cr-space-2) var(--cr-space-3); border-radius: var(--cr-radius); background: var(--cr-color-bg); overflow-wrap: anywhere; }
.ch-message--mine { align-self: flex-end; background: var(--cr-color-primary-soft); }
.ch-message__head { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); align-items: baseline; font-size: 0.875rem; }
.ch-message__sender { font-weight: 700; }
.ch-message__time { color: var(--cr-color-muted); }
.ch-message__text { margin: var(--cr-space-1) 0 0; white-space: pre-wrap; }
.ch-message__removed { margin: var(--cr-space-1) 0 0; font-style: italic; color: var(--cr-color-muted); }
.ch-message .cr-button { margin-top: var(--cr-space-1); }
.ch-empty { margin: auto; color: var(--cr-color-muted); text-align: center; }
.ch-composer { display: flex; flex-direction: column; gap: var(--cr-space-2); padding: var(--cr-space-3); border-top: 1px solid var(--cr-color-border); }
.ch-composer textarea { min-height: 3.5rem; }
.ch-composer__row { display: flex; justify-content: space-between; align-items: center; gap: var(--cr-space-2); flex-wrap: wrap; }
.ch-muted { color: var(--cr-color-muted); font-size: 0.875rem; margin: 0; }
.ch-side { display: flex; flex-direction: column; gap: var(--cr-space-4); }
.ch-card { padding: var(--cr-space-3); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); background: var(--cr-color-surface); }
.ch-card h2, .ch-card h3 { margin: 0 0 var(--cr-space-2); font-size: 1.1rem; }
.ch-items { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-3); }
.ch-item h4 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
.ch-item p { margin: var(--cr-space-1) 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.ch-item__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); margin-top: var(--cr-space-2); }
.ch-form { display: flex; flex-direction: column; gap: var(--cr-space-2); margin-top: var(--cr-space-3); }
.ch-check { display: flex; align-items: center; gap: var(--cr-space-2); min-height: 44px; }
.ch-check input { width: 20px; height: 20px; flex: none; }
.ch-tag { display: inline-block; padding: 0 var(--cr-space-2); border-radius: 999px; background: var(--cr-color-bg); font-size: 0.8rem; margin-left: var(--cr-space-2); }
.ch-badge { display: inline-block; min-width: 1.5em; padding: 0 6px; margin-left: var(--cr-space-2); border-radius: 999px; background: #b91c1c; color: #fff; font-size: 0.8rem; font-weight: 700; text-align: center; line-height: 1.5; }
.ch-table { width: 100%; border-collapse: collapse; }
.ch-table th, .ch-table td { text-align: left; padding: var(--cr-space-2); border-bottom: 1px solid var(--cr-color-border); vertical-align: top; overflow-wrap: anywhere; }
`;

/** Musichat's styles, on top of the UI kit's tokens. */
export function ChatStyles() {
  return (
    <style href="crescendo-chat" precedence="default">
      {css}
    </style>
  );
}
