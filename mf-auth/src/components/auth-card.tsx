import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The centred card every account-access page uses; narrows at 1024 px and below. */
export function AuthCard({ title, children, wide = false, medium = false, testId }: { title: string; children: ReactNode; wide?: boolean; medium?: boolean; testId?: string }) {
  return (
    <div className={styles.wrapper} data-testid={testId}>
      <section className={[styles.card, wide ? styles.wide : '', medium ? styles.medium : ''].join(' ')} aria-labelledby={`${testId ?? 'auth'}-title`}>
        <h1 id={`${testId ?? 'auth'}-title`} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

export { styles as authStyles };
