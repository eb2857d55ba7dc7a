import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { useRemoteEnabled } from '@erep/shared/federation';
import type { EstablishmentOverview } from '@erep/shared/schemas';
import { Card, Page, Table } from '@erep/shared/ui';
import { FirstSteps, type FirstStep } from '@erep/shared/ui/first-steps';
import { AreaNav } from '../../../components/area-nav';
import { ChangeValue } from '../../../components/change-value';
import { DateRangePicker } from '../../../components/date-range-picker';
import { QueryView } from '../../../components/query-view';
import { ScoreBar } from '../../../components/score-bar';
import { useRangeParams } from '../../../hooks/use-range-params';
import { formatPercent } from '../../../lib/format';
import { useOverview } from '../api/get-overview';

/**
 * What to do when no review came in: a new shop's first page says how reviews arrive rather than
 * showing empty figures. The offer step only when the plan has the offers area.
 */
function ReviewFirstSteps({ tag, first }: { tag: string; first: EstablishmentOverview }) {
  const { t } = useTranslation('erep');
  const offers = useRemoteEnabled('mf_leadgen');
  const steps: FirstStep[] = [
    { id: 'poster', label: t('establishments.firstSteps.poster', { name: first.name }), to: `/customer/${tag}/establishment/${first.establishment_id}/qr_code_document_preview` },
  ];
  if (offers) steps.push({ id: 'offer', label: t('establishments.firstSteps.offer'), to: `/home/leadgen/customer/${tag}/advantage` });
  return <FirstSteps title={t('establishments.firstSteps.title')} intro={t('establishments.firstSteps.intro')} steps={steps} footer={t('establishments.firstSteps.wait')} />;
}

export function EstablishmentListPage() {
  const { t, i18n } = useTranslation('erep');
  const tag = useParams().tag ?? '';
  const overview = useOverview(tag, useRangeParams());
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
      <AreaNav tag={tag} />
      <Card>
        <DateRangePicker />
        <QueryView query={overview}>
          {(data) => (
            <>
              {/* No review yet: what to do first, in place of a score. */}
              {data.reviews === 0 && data.establishments[0] ? <ReviewFirstSteps tag={tag} first={data.establishments[0]} /> : <ScoreBar score={data.score} average={data.average} />}
              <Table<EstablishmentOverview>
                rows={data.establishments}
                rowKey={(row) => String(row.establishment_id)}
                caption={t('establishments.caption', { count: data.reviews })}
                empty={{ title: t('establishments.empty') }}
                columns={[
                  {
                    key: 'name',
                    header: t('establishments.name'),
                    render: (row) => <Link to={`/customer/${tag}/establishment/${row.establishment_id}`}>{row.name}</Link>,
                  },
                  { key: 'city', header: t('establishments.city'), render: (row) => row.city ?? '—' },
                  { key: 'reviews', header: t('establishments.reviews'), align: 'end', render: (row) => row.reviews },
                  {
                    key: 'average',
                    header: t('establishments.average'),
                    align: 'end',
                    render: (row) => (row.average === null ? '—' : t('outOfFive', { value: row.average.toFixed(2) })),
                  },
                  { key: 'change', header: t('establishments.change'), align: 'end', render: (row) => <ChangeValue value={row.change} /> },
                  { key: 'comment', header: t('establishments.withComment'), align: 'end', render: (row) => formatPercent(i18n.language, row.with_comment) },
                  { key: 'answered', header: t('establishments.answered'), align: 'end', render: (row) => formatPercent(i18n.language, row.answered) },
                ]}
              />
            </>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
