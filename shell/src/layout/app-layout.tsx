import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useBusValue } from '@erep/shared/bus';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@erep/shared/i18n';
import { useSession } from '@erep/shared/session';
import type { PartnerInfo, RemoteManifest } from '@erep/shared/schemas';
import { Brand } from './bare-layout';
import { LanguageSelector } from './language-selector';
import { navItems } from './nav-items';
import styles from './layout.module.css';

interface LayoutProps {
  partner: PartnerInfo | null;
  manifest: RemoteManifest | null;
  children: ReactNode;
}

function Footer({ partner }: { partner: PartnerInfo | null }) {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <span>
        © {new Date().getFullYear()} {partner?.brand ?? ''}
      </span>
      <nav aria-label={t('footer.label')}>
        <Link to="/privacy-policy">{t('footer.privacy')}</Link>
        <Link to="/contact">{t('footer.contact')}</Link>
      </nav>
    </footer>
  );
}

function Breadcrumbs() {
  const { t } = useTranslation('shell');
  const crumbs = useBusValue('breadcrumbs') ?? [];
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb} data-testid="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Back-office chrome: navbar, header with breadcrumb, content, footer. */
export function AppLayout({ partner, manifest, children }: LayoutProps) {
  const { t, i18n } = useTranslation('shell');
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItems(session, manifest, normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE);
  return (
    <div className={styles.app}>
      <header className={styles.navbar}>
        <Link to="/" className={styles.brandLink}>
          <Brand partner={partner} fallback={t('nav.home')} />
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">☰</span>
          <span className={styles.srOnly}>{t('nav.menu')}</span>
        </button>
        <nav id="main-nav" aria-label={t('nav.label')} className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}>
          <ul>
            {items.map((item) => (
              <li key={`${item.remote}:${item.id}`}>
                <NavLink
                  to={item.to}
                  data-nav={item.id}
                  className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className={styles.navTools}>
            <LanguageSelector />
            {session.user && (
              <Link to="/sign-out" className={styles.signOut} data-testid="sign-out">
                {t('nav.signOut')}
              </Link>
            )}
          </div>
        </nav>
      </header>
      <div className={styles.header}>
        <Breadcrumbs />
      </div>
      <main className={styles.main} id="content">
        {children}
      </main>
      <Footer partner={partner} />
    </div>
  );
}
