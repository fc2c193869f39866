const css = `
.cl-status { display: flex; flex-wrap: wrap; align-items: center; gap: var(--cr-space-2); margin: 0 0 var(--cr-space-4); color: var(--cr-color-muted); }
.cl-courses { border: 0; margin: 0; padding: 0; min-width: 0; }
.cl-courses__legend { font-weight: 600; margin-bottom: var(--cr-space-2); }
.cl-courses__list { list-style: none; margin: 0; padding: 0; max-height: 50vh; overflow-y: auto; }
.cl-course { display: flex; gap: var(--cr-space-3); align-items: flex-start; min-height: 44px; padding: var(--cr-space-2) 0; border-bottom: 1px solid var(--cr-color-border); cursor: pointer; overflow-wrap: anywhere; }
.cl-course input { width: 24px; height: 24px; margin: 0; flex: none; }
.cl-course--all { font-weight: 600; }
.cl-course__detail, .cl-course__imported { display: block; color: var(--cr-color-muted); font-size: 0.875rem; }
.cl-hint { color: var(--cr-color-danger); margin: var(--cr-space-2) 0 0; }
.cl-progress progress { width: 100%; height: 12px; }
.cl-progress__courses { list-style: none; margin: 0; padding: 0; max-height: 40vh; overflow-y: auto; }
.cl-progress__courses li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--cr-space-2); padding: var(--cr-space-1) 0; overflow-wrap: anywhere; }
.cl-progress__reason { flex-basis: 100%; color: var(--cr-color-danger); font-size: 0.875rem; }
.cl-state { font-weight: 600; flex: none; }
.cl-state--created, .cl-state--updated { color: var(--cr-color-success); }
.cl-state--failed { color: var(--cr-color-danger); }
`;

/** The Classroom import's own styles, on top of the UI kit's tokens. */
export function ClassroomStyles() {
  return (
    <style href="crescendo-classroom" precedence="default">
      {css}
    </style>
  );
}
