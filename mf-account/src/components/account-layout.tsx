import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { isAccountManager, useSession } from '@erep/shared/session';
import { Spinner } from '@erep/shared/ui';
import { ACCOUNT_NAV, ACCOUNT_NS } from '../lib/sections';
import styles from './account-layout.module.css';

/** The account area's own chrome: its section navigation around the current page. */
export function AccountLayout() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { tag = '' } = useParams();
  const manager = isAccountManager(useSession().user);
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('nav.label')} data-testid="account-nav">
        {ACCOUNT_NAV.filter((item) => !(manager && item.ownersOnly)).map(({ path, section }) => (
          <NavLink
            key={path}
            to={`/customer/${tag}/account/${path}`}
            className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
          >
            {t(`sections.${section}.title`)}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<Spinner size="lg" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
