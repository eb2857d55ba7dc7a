import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Alert, Card, Page, Spinner, Table } from '@erep/shared/ui';
import { useEstablishmentRows, type EstablishmentRow } from '../hooks/use-establishment-rows';

export function EstablishmentListPage() {
  const { t } = useTranslation('erep');
  const tag = useParams().tag ?? '';
  const establishments = useEstablishmentRows(tag);
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('establishments.title') }]);

  return (
    <Page
      title={t('establishments.title')}
      description={t('establishments.description')}
      testId="erep-establishments"
      actions={
        <Link to={`/home/leadgen/customer/${tag}/advantage`} data-testid="to-offers">
          {t('establishments.toOffers')}
        </Link>
      }
    >
      <Card>
        {establishments.state === 'loading' && <Spinner label={t('loading')} />}
        {establishments.state === 'error' && (
          <Alert kind="error">{t(establishments.status === 403 ? 'errors.forbidden' : 'errors.generic')}</Alert>
        )}
        {establishments.state === 'ready' && (
          <Table<EstablishmentRow>
            rows={establishments.data}
            rowKey={(row) => String(row.id)}
            empty={{ title: t('establishments.empty') }}
            columns={[
              {
                key: 'name',
                header: t('establishments.name'),
                render: (row) => <Link to={`/customer/${tag}/establishment/${row.id}`}>{row.name}</Link>,
              },
              { key: 'city', header: t('establishments.city'), render: (row) => row.city ?? '—' },
              { key: 'reviews', header: t('establishments.reviews'), render: (row) => row.reviews ?? '—' },
              {
                key: 'average',
                header: t('establishments.average'),
                render: (row) => (row.average === null ? '—' : t('establishments.outOfFive', { value: row.average.toFixed(1) })),
              },
            ]}
          />
        )}
      </Card>
    </Page>
  );
}
