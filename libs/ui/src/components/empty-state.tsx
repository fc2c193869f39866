import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <section className="cr-empty" aria-label={title}>
      <p className="cr-empty__title">{title}</p>
      {description && <p>{description}</p>}
      {action}
    </section>
  );
}
