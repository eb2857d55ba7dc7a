import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styles from './erep.module.css';

const PAGES = [
  ['list', ''],
  ['rank', '/establishment/rank'],
  ['trends', '/establishment/trends'],
  ['categorization', '/establishment/categorization'],
  ['search', '/establishment/search/reviews'],
  ['latest', '/establishment/reviews/latest'],
] as const;

/** The reputation pages of one customer. */
export function AreaNav({ tag }: { tag: string }) {
  const { t } = useTranslation('erep');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.nav}>
        {PAGES.map(([key, path]) => (
          <li key={key}>
            <NavLink end to={`/home/erep/customer/${encodeURIComponent(tag)}${path}`} data-testid={`nav-${key}`}>
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
