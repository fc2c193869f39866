import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
}

/** The page's one `h1`, its description and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="cr-page-header">
      <div>
        <h1 className="cr-page-header__title">{title}</h1>
        {description && <p className="cr-page-header__description">{description}</p>}
      </div>
      {actions && <div>{actions}</div>}
    </header>
  );
}
