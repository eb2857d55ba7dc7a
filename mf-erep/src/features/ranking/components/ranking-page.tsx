import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { REVIEW_PLATFORMS, type RankingRow, type ReviewPlatform } from '@erep/shared/schemas';
import { Card, Page, SelectField, Table } from '@erep/shared/ui';
import { AreaNav } from '../../../components/area-nav';
import { ChangeValue } from '../../../components/change-value';
import { DateRangePicker } from '../../../components/date-range-picker';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { useRangeParams } from '../../../hooks/use-range-params';
import { useRanking } from '../api/get-ranking';

export function RankingPage() {
  const { t } = useTranslation('erep');
  const tag = useParams().tag ?? '';
  const [platform, setPlatform] = useState<ReviewPlatform | ''>('');
  const ranking = useRanking(tag, useRangeParams(), platform);
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('establishments.title'), to: `/home/erep/customer/${tag}` }, { label: t('rank.title') }]);

  return (
    <Page title={t('rank.title')} description={t('rank.description')} testId="erep-rank">
      <AreaNav tag={tag} />
      <Card>
        <div className={styles.toolbar}>
          <DateRangePicker />
          <SelectField
            label={t('filters.platform')}
            value={platform}
            onChange={(e) => setPlatform(e.target.value as ReviewPlatform | '')}
            options={[{ value: '', label: t('filters.all') }, ...REVIEW_PLATFORMS.map((p) => ({ value: p, label: t(`platforms.${p}`) }))]}
            data-testid="rank-platform"
          />
        </div>
        <QueryView query={ranking} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <>
              <p data-testid="rank-prior">
                {t('rank.formula', { prior: data.prior, mean: data.mean === null ? '—' : data.mean.toFixed(2) })}
              </p>
              <Table<RankingRow>
                rows={data.rows}
                pageSize={50}
                rowKey={(row) => `${row.kind}-${row.id}`}
                caption={t('rank.caption')}
                columns={[
                  { key: 'rank', header: t('rank.rank'), align: 'end', render: (row) => row.rank },
                  {
                    key: 'name',
                    header: t('rank.place'),
                    render: (row) => (row.kind === 'competitor' ? t('rank.competitorOf', { name: row.name, of: row.of ?? '' }) : <strong>{row.name}</strong>),
                  },
                  { key: 'weighted', header: t('rank.weighted'), align: 'end', render: (row) => (row.weighted === null ? '—' : row.weighted.toFixed(2)) },
                  { key: 'average', header: t('rank.average'), align: 'end', render: (row) => (row.average === null ? '—' : row.average.toFixed(2)) },
                  { key: 'reviews', header: t('rank.reviews'), align: 'end', render: (row) => row.reviews },
                  { key: 'change', header: t('rank.change'), align: 'end', render: (row) => <ChangeValue value={row.rank_change} digits={0} /> },
                  {
                    key: 'google',
                    header: t('rank.google'),
                    align: 'end',
                    render: (row) => (row.google_rating === null ? '—' : t('rank.googleValue', { rating: row.google_rating.toFixed(1), count: row.google_reviews ?? 0 })),
                  },
                ]}
              />
            </>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
