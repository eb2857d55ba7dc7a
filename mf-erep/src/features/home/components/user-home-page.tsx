import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Button, Card, Page, TextField } from '@erep/shared/ui';
import { DateRangePicker } from '../../../components/date-range-picker';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { useRangeParams } from '../../../hooks/use-range-params';
import { formatNumber } from '../../../lib/format';
import { useCounts } from '../api/get-counts';
import { CustomerSearchResults } from './customer-search-results';

/** An administrator's home: the platform's counts and a customer search (others are sent to their list by the guard). */
export function UserHomePage() {
  const { t, i18n } = useTranslation('erep');
  const range = useRangeParams();
  const counts = useCounts(range);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const navigate = useNavigate();
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('home.title') }]);

  return (
    <Page title={t('home.title')} description={t('home.description')} testId="erep-user-home">
      <Card>
        <DateRangePicker />
        <QueryView query={counts}>
          {(data) => (
            <dl className={styles.counts} data-testid="admin-counts">
              {(['partners', 'customers', 'establishments', 'reviews'] as const).map((key) => (
                <div key={key}>
                  <dt>{t(`home.${key}`)}</dt>
                  <dd data-testid={`count-${key}`}>{formatNumber(i18n.language, data[key])}</dd>
                </div>
              ))}
            </dl>
          )}
        </QueryView>
      </Card>
      <Card title={t('home.findCustomer')}>
        <form
          role="search"
          className={styles.range}
          onSubmit={(e) => {
            e.preventDefault();
            setQ(draft.trim());
          }}
        >
          <TextField type="search" label={t('customers.search')} hint={t('customers.searchHint')} value={draft} onChange={(e) => setDraft(e.target.value)} data-testid="home-search" />
          <Button type="submit" variant="secondary">
            {t('customers.searchButton')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void navigate('/home/erep/customers')}>
            {t('home.allCustomers')}
          </Button>
        </form>
        {q ? <CustomerSearchResults q={q} /> : null}
      </Card>
    </Page>
  );
}
