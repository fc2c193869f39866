const css = `
.wk-recordings { margin-top: var(--cr-space-4); display: flex; flex-direction: column; gap: var(--cr-space-3); }
.wk-recordings h5 { margin: 0; font-size: 1rem; }
.wk-recordings__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-3); }
.wk-recording { display: flex; flex-direction: column; gap: var(--cr-space-2); padding: var(--cr-space-3); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius-small); min-width: 0; }
.wk-recording p { margin: 0; overflow-wrap: anywhere; }
.wk-recording audio { width: 100%; max-width: 100%; }
.wk-recording__kept { font-weight: 600; }
.wk-recording__comments { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-1); }
.wk-recording__moment { background: none; border: none; padding: var(--cr-space-1) 0; min-height: 44px; text-align: left; color: var(--cr-color-text); font: inherit; text-decoration: underline; cursor: pointer; overflow-wrap: anywhere; }
.wk-recording__comment { display: flex; flex-direction: column; gap: var(--cr-space-2); }
.wk-recorder { display: flex; flex-direction: column; gap: var(--cr-space-2); padding: var(--cr-space-3); border: 1px dashed var(--cr-color-border); border-radius: var(--cr-radius-small); }
.wk-recorder p { margin: 0; }
.wk-recorder__file { display: flex; flex-direction: column; gap: var(--cr-space-1); }
.wk-recorder__file input { max-width: 100%; min-height: 44px; }
.wk-recorder__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); }
.wk-recorder .cr-button, .wk-recording .cr-button { min-height: 44px; }
`;

/** The recordings' styles, on top of the UI kit's tokens: one column, 44 px targets (phones first). */
export function RecordingStyles() {
  return (
    <style href="crescendo-recordings" precedence="default">
      {css}
    </style>
  );
}
