import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { useSearchCustomers } from '../api/search-customers';

export function CustomerSearchResults({ q }: { q: string }) {
  const { t } = useTranslation('erep');
  const customers = useSearchCustomers(q);
  return (
    <QueryView query={customers} isEmpty={(list) => list.length === 0} empty={t('customers.empty')}>
      {(list) => (
        <ul className={styles.list} data-testid="home-results">
          {list.map((c) => (
            <li key={c.tag} className={styles.review}>
              <Link className={styles.rowLink} to={`/home/erep/customer/${encodeURIComponent(c.tag)}`}>
                {c.name}
              </Link>{' '}
              — {c.city ?? '—'} · {c.plan ?? '—'}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
