const css = `
.student-loans { margin-top: var(--cr-space-4); }
.student-loans h3 { font-size: 1.05rem; margin: 0 0 var(--cr-space-2); }
.student-loans__list { margin: 0; padding-left: 1.25rem; display: flex; flex-direction: column; gap: var(--cr-space-2); overflow-wrap: anywhere; }
.student-loans__overdue { color: var(--cr-color-danger); font-weight: 600; }
`;

/** Styles of 'Mes prêts', on top of the UI kit's tokens. */
export function MyLoansStyles() {
  return (
    <style href="crescendo-student-loans" precedence="default">
      {css}
    </style>
  );
}
