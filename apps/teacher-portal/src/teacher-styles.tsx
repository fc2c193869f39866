const css = `
.tp-toolbar { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); align-items: center; margin-bottom: var(--cr-space-4); }
.tp-toolbar__spacer { flex: 1; }
.tp-table { width: 100%; border-collapse: collapse; background: var(--cr-color-surface); }
.tp-table th, .tp-table td { text-align: left; padding: var(--cr-space-2) var(--cr-space-3); border-bottom: 1px solid var(--cr-color-border); vertical-align: middle; }
.tp-table td .cr-button { margin-right: var(--cr-space-2); }
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
