import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LEADGEN_NS } from '../i18n/register';
import styles from './leadgen-nav.module.css';

/** Every section of the offers program, by path below `/home/leadgen/customer/{tag}` and label key. */
const SECTIONS = [
  ['advantage', 'sections.advantage.title'],
  ['partnership', 'sections.partnership.title'],
  ['discount-coupon', 'sections.discountCoupon.title'],
  ['contact', 'sections.contact.title'],
  ['my-qrcode', 'sections.qrcode.title'],
  ['my-screen', 'sections.screen.title'],
  ['establishment/analytic', 'sections.analytic.title'],
  ['campaign', 'outreach.nav.campaigns'],
  ['site', 'outreach.nav.site'],
  ['files', 'outreach.nav.files'],
] as const;

/** The offers program's sections, above each page of the area. */
export function LeadgenNav({ tag }: { tag: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  const base = `/home/leadgen/customer/${encodeURIComponent(tag)}`;
  return (
    <nav aria-label={t('area')} className={styles.nav} data-testid="leadgen-nav">
      {SECTIONS.map(([path, label]) => (
        <NavLink key={path} to={`${base}/${path}`} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
          {t(label)}
        </NavLink>
      ))}
    </nav>
  );
}
