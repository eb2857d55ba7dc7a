import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { ROLES, type CustomerListItem, type CustomerSort } from '@erep/shared/schemas';
import { useSession } from '@erep/shared/session';
import { Button, Card, Page, Pagination, Table, TextField } from '@erep/shared/ui';
import { ChangeValue } from '../../../components/change-value';
import { DateRangePicker } from '../../../components/date-range-picker';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { useRangeParams } from '../../../hooks/use-range-params';
import { formatDay } from '../../../lib/format';
import { useCustomers, type CustomersParams } from '../api/get-customers';
import { customerEntry } from '../lib/customer-entry';

const PER_PAGE = 10;

export function CustomersPage() {
  const { t, i18n } = useTranslation('erep');
  const navigate = useNavigate();
  const range = useRangeParams();
  const [draft, setDraft] = useState('');
  const [params, setParams] = useState<CustomersParams>({ q: '', sort: 'name', order: 'asc', page: 1, per_page: PER_PAGE });
  const customers = useCustomers(params, range);
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('customers.title') }]);

  const sortHeader = (key: CustomerSort, label: string) => {
    const active = params.sort === key;
    return (
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => setParams((p) => ({ ...p, sort: key, order: active && p.order === 'asc' ? 'desc' : 'asc', page: 1 }))}
        aria-label={t('customers.sortBy', { column: label })}
        data-testid={`sort-${key}`}
      >
        {label}
        {active ? <span aria-hidden="true">{params.order === 'asc' ? ' ▲' : ' ▼'}</span> : null}
        {active ? <span className="erep-visually-hidden"> ({t(params.order === 'asc' ? 'customers.ascending' : 'customers.descending')})</span> : null}
      </button>
    );
  };
  const isPartner = useSession().user?.roles.includes(ROLES.partner) ?? false;

  return (
    <Page
      title={t('customers.title')}
      description={t('customers.description')}
      testId="erep-customers"
      actions={
        isPartner ? (
          <Link to="/home/erep/customers/new" className="erep-button erep-button--primary erep-button--md" data-testid="create-customer-link">
            {t('customers.create.open')}
          </Link>
        ) : null
      }
    >
      <Card>
        <div className={styles.toolbar}>
          <form
            role="search"
            className={styles.range}
            onSubmit={(e) => {
              e.preventDefault();
              setParams((p) => ({ ...p, q: draft.trim(), page: 1 }));
            }}
          >
            <TextField type="search" label={t('customers.search')} hint={t('customers.searchHint')} value={draft} onChange={(e) => setDraft(e.target.value)} data-testid="customers-search" />
            <Button type="submit" variant="secondary">
              {t('customers.searchButton')}
            </Button>
          </form>
          <DateRangePicker />
        </div>
        <QueryView query={customers}>
          {(page) => (
            <>
              <Table<CustomerListItem>
                rows={page.data}
                pageSize={PER_PAGE}
                rowKey={(row) => row.tag}
                caption={t('customers.caption', { count: page.total })}
                empty={{ title: t('customers.empty') }}
                columns={[
                  {
                    key: 'name',
                    header: sortHeader('name', t('customers.name')),
                    render: (row) => (
                      <Link to={customerEntry(row)} className={styles.rowLink} data-testid="customer-link">
                        {row.name}
                      </Link>
                    ),
                  },
                  { key: 'tag', header: sortHeader('tag', t('customers.tag')), render: (row) => row.tag },
                  { key: 'city', header: sortHeader('city', t('customers.city')), render: (row) => row.city ?? '—' },
                  { key: 'plan', header: sortHeader('plan', t('customers.plan')), render: (row) => row.plan ?? '—' },
                  {
                    key: 'payment',
                    header: t('customers.payment'),
                    render: (row) => <span data-testid="payment-state">{t(`customers.paymentState.${row.payment_state}`)}</span>,
                  },
                  { key: 'establishments', header: sortHeader('establishments', t('customers.establishments')), align: 'end', render: (row) => row.establishments },
                  { key: 'reviews', header: sortHeader('reviews', t('customers.reviews')), align: 'end', render: (row) => row.reviews },
                  {
                    key: 'average',
                    header: sortHeader('average', t('customers.average')),
                    align: 'end',
                    render: (row) => (row.average === null ? '—' : t('outOfFive', { value: row.average.toFixed(2) })),
                  },
                  { key: 'change', header: sortHeader('change', t('customers.change')), align: 'end', render: (row) => <ChangeValue value={row.change} /> },
                  { key: 'last', header: sortHeader('last_review', t('customers.lastReview')), render: (row) => formatDay(i18n.language, row.last_review) },
                  {
                    key: 'open',
                    header: <span className="erep-visually-hidden">{t('customers.open')}</span>,
                    render: (row) => (
                      <Button type="button" size="sm" variant="ghost" onClick={() => void navigate(customerEntry(row))} aria-label={t(row.reputation ? 'customers.openNamed' : row.offers ? 'customers.openOffersNamed' : 'customers.openAccountNamed', { name: row.name })}>
                        {t(row.reputation ? 'customers.open' : row.offers ? 'customers.openOffers' : 'customers.openAccount')}
                      </Button>
                    ),
                  },
                ]}
              />
              {page.total > PER_PAGE ? (
                <Pagination page={page.page} pageCount={Math.ceil(page.total / PER_PAGE)} onChange={(next) => setParams((p) => ({ ...p, page: next }))} />
              ) : null}
            </>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
