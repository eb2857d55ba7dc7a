import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusValue } from '@erep/shared/bus';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@erep/shared/i18n';
import { isWithin, PageLink, usePathname } from '@erep/shared/routing';
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
        <PageLink to="/privacy-policy">{t('footer.privacy')}</PageLink>
        <PageLink to="/contact">{t('footer.contact')}</PageLink>
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
              <PageLink to={crumb.to}>{crumb.label}</PageLink>
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
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const items = navItems(session, manifest, normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE);
  return (
    <div className={styles.app}>
      <header className={styles.navbar}>
        <PageLink to="/" className={styles.brandLink}>
          <Brand partner={partner} fallback={t('nav.home')} />
        </PageLink>
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
            {items.map((item) => {
              const active = isWithin(pathname, item.to);
              return (
                <li key={`${item.remote}:${item.id}`}>
                  <PageLink
                    to={item.to}
                    data-nav={item.id}
                    aria-current={active ? 'page' : undefined}
                    className={active ? `${styles.navLink} ${styles.active}` : styles.navLink}
                    onClick={() => setMenuOpen(false)}
                  >
                    {item.label}
                  </PageLink>
                </li>
              );
            })}
          </ul>
          <div className={styles.navTools}>
            <LanguageSelector />
            {session.user && (
              <PageLink to="/sign-out" className={styles.signOut} data-testid="sign-out">
                {t('nav.signOut')}
              </PageLink>
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
