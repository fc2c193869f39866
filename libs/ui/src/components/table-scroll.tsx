import type { ReactNode } from 'react';

export interface TableScrollProps {
  /** What the table holds: the region's name for a screen reader (WCAG: a scrollable region is named). */
  label: string;
  children: ReactNode;
}

/**
 * A table that may be wider than a phone scrolls sideways in its own box, never the page (WCAG 1.4.10 lets a
 * data table keep its two dimensions), its first column fixed so a row stays named. The box is focusable so the keyboard scrolls it too, and positioned so
 * that what a table hides absolutely (a visually hidden header) stays inside it instead of widening the page.
 */
export function TableScroll({ label, children }: TableScrollProps) {
  return (
    <div className="cr-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
