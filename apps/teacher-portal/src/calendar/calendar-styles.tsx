const css = `
.cr-calendar { display: flex; flex-direction: column; gap: var(--cr-space-3); }
.cr-calendar__toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--cr-space-2); }
.cr-calendar__views, .cr-calendar__period { display: flex; align-items: center; gap: var(--cr-space-2); }
.cr-calendar__period h2 { margin: 0; font-size: 1.125rem; text-transform: capitalize; min-width: 9rem; text-align: center; overflow-wrap: anywhere; }
.cr-calendar__days { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-3); }
.cr-calendar__day h3 { margin: 0 0 var(--cr-space-2); font-size: 1rem; }
.cr-calendar__items { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--cr-space-2); }
.cr-calendar__item { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); justify-content: space-between; padding: var(--cr-space-2) var(--cr-space-3); background: var(--cr-color-surface); border: 1px solid var(--cr-color-border); border-radius: 8px; min-width: 0; }
.cr-calendar__item > div:first-child { min-width: 0; overflow-wrap: anywhere; }
.cr-calendar__item p { margin: 0; }
.cr-calendar__item--due { border-style: dashed; }
.cr-calendar__item--imported { border-left: 4px solid var(--cr-color-primary); background: var(--cr-color-info-soft); }
.cr-calendar__badge { font-size: 0.875rem; color: var(--cr-color-text); }
.cr-calendar__actions { display: flex; flex-wrap: wrap; gap: var(--cr-space-2); align-items: flex-start; }
.cr-calendar__title { font-weight: 600; }
.cr-calendar__cancelled { color: var(--cr-color-danger); font-weight: 600; }
.cr-calendar__item--cancelled .cr-calendar__title { text-decoration: line-through; }
@media (max-width: 760px) {
  .cr-calendar .cr-button { min-height: 44px; }
  .cr-calendar__period h2 { min-width: 0; flex: 1; }
}
`;

/** Styles of the teacher's 'Calendrier', on top of the UI kit's tokens. */
export function CalendarStyles() {
  return (
    <style href="crescendo-teacher-calendar" precedence="default">
      {css}
    </style>
  );
}
