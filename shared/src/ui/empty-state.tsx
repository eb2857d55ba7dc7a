import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button leading to the first action. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={['erep-empty', className].filter(Boolean).join(' ')}>
      {icon ? <div className="erep-empty__icon" aria-hidden="true">{icon}</div> : null}
      <p className="erep-empty__title">{title}</p>
      {description ? <p className="erep-empty__description">{description}</p> : null}
      {action ? <div className="erep-empty__action">{action}</div> : null}
    </div>
  );
}
