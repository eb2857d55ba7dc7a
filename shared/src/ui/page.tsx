import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

/** The frame of every screen: title, optional lead text and actions, then content cards. */
export function Page({ title, description, actions, children, testId }: PageProps) {
  return (
    <section className={styles.page} data-testid={testId}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}

export function Card({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div className={styles.card}>
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      {children}
    </div>
  );
}
