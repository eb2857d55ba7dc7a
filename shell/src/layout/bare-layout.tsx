import type { ReactNode } from 'react';
import type { PartnerInfo } from '@erep/shared/schemas';
import { LanguageSelector } from './language-selector';
import styles from './layout.module.css';

/**
 * The partner's logo and name. In the home link the name is the link's text, hence its accessible
 * name; `fallback` names the link while partner info has not arrived.
 */
export function Brand({ partner, fallback }: { partner: PartnerInfo | null; fallback?: string }) {
  return (
    <span className={styles.brand}>
      {partner?.logo && <img src={partner.logo} alt="" width={32} height={32} />}
      {partner?.brand ? <span>{partner.brand}</span> : fallback && <span className={styles.srOnly}>{fallback}</span>}
    </span>
  );
}

/** Pages without back-office chrome (sign-in, public pages): content and a language switch unless the page has its own. */
export function BareLayout({ partner, children, languageSwitch = true }: { partner: PartnerInfo | null; children: ReactNode; languageSwitch?: boolean }) {
  return (
    <div className={styles.bare}>
      <div className={styles.bareTools}>
        <Brand partner={partner} />
        {languageSwitch ? <LanguageSelector /> : null}
      </div>
      <main id="content">{children}</main>
    </div>
  );
}
