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
import { RankingNote } from '../../../components/ranking-note';
import { useRangeParams } from '../../../hooks/use-range-params';
import { formatNumber } from '../../../lib/format';
import { useRanking } from '../api/get-ranking';

export function RankingPage() {
  const { t, i18n } = useTranslation('erep');
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
              <RankingNote prior={data.prior} mean={data.mean} subject="place" />
              <Table<RankingRow>
                rows={data.rows}
                pageSize={50}
                rowKey={(row) => `${row.kind}-${row.id}`}
                caption={t('rank.caption')}
                columns={[
                  // A place without reviews is listed last, but has no rank to show.
                  { key: 'rank', header: t('rank.rank'), align: 'end', render: (row) => (row.weighted === null ? '—' : row.rank) },
                  {
                    key: 'name',
                    header: t('rank.place'),
                    render: (row) => (row.kind === 'competitor' ? t('rank.competitorOf', { name: row.name, of: row.of ?? '' }) : <strong>{row.name}</strong>),
                  },
                  // The plain figures beside the rank; the cautious score after them.
                  { key: 'average', header: t('rank.average'), align: 'end', render: (row) => (row.average === null ? '—' : formatNumber(i18n.language, row.average, 2)) },
                  { key: 'reviews', header: t('rank.reviews'), align: 'end', render: (row) => formatNumber(i18n.language, row.reviews) },
                  { key: 'weighted', header: t('rank.weighted'), align: 'end', render: (row) => (row.weighted === null ? '—' : formatNumber(i18n.language, row.weighted, 2)) },
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
