const css = `
.cr-planning { display: flex; flex-direction: column; gap: var(--cr-space-3); margin-top: var(--cr-space-3); }
.cr-planning__toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--cr-space-2); }
.cr-planning__month { display: flex; align-items: center; gap: var(--cr-space-2); }
.cr-planning__month h2 { margin: 0; font-size: 1.125rem; text-transform: capitalize; min-width: 10rem; text-align: center; }
.cr-planning__days { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-3); }
.cr-planning__day h3 { margin: 0 0 var(--cr-space-2); font-size: 1rem; }
.cr-planning__events { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-2); }
.cr-planning__event { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); justify-content: space-between; padding: var(--cr-space-2) var(--cr-space-3); background: var(--cr-color-surface); border: 1px solid var(--cr-color-border); border-radius: 8px; }
.cr-planning__event p { margin: 0; }
.cr-planning__title { font-weight: 600; }
.cr-planning__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); align-items: flex-start; }
.cr-planning__cancelled { color: var(--cr-color-danger); font-weight: 600; }
.cr-planning__event--cancelled .cr-planning__title { text-decoration: line-through; }
.cr-planning__event--imported { border-left: 4px solid var(--cr-color-primary); background: var(--cr-color-info-soft); }
.cr-planning__badge { font-size: 0.875rem; color: var(--cr-color-text); }
.cr-planning__imports { display: flex; flex-direction: column; gap: var(--cr-space-2); margin-top: var(--cr-space-4); }
.cr-planning__imports h2 { margin: 0; font-size: 1.125rem; }
.cr-planning__source { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: var(--cr-space-3); }
.cr-planning__source legend { font-weight: 600; margin-bottom: var(--cr-space-1); }
.cr-planning__source-choice { display: inline-flex; align-items: center; gap: var(--cr-space-2); }
.cr-planning__source-choice input { width: 1.25rem; height: 1.25rem; margin: 0; }
.cr-planning__source-url { overflow-wrap: anywhere; font-size: 0.875rem; }
@media (max-width: 760px) {
  .cr-planning .cr-button { min-height: 44px; }
  .cr-planning__source-choice { min-height: 44px; }
}
`;

/** Styles of the planning page, on top of the UI kit's tokens. */
export function PlanningStyles() {
  return (
    <style href="crescendo-planning" precedence="default">
      {css}
    </style>
  );
}
