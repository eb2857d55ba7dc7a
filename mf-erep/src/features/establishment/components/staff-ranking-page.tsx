import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffRankingRow } from '@erep/shared/schemas';
import { Card, Page, Table } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { useEstablishmentPage } from '../../../components/establishment-context';
import { QueryView } from '../../../components/query-view';
import { RankingNote } from '../../../components/ranking-note';
import { formatNumber } from '../../../lib/format';
import { useStaffRanking } from '../api/get-staff-ranking';

/** The three topics most mentioned about someone, with the feeling that dominates. */
function topTopics(row: StaffRankingRow, t: (key: string) => string): string {
  const mentioned = row.topics
    .map((m) => ({ ...m, total: m.positive + m.neutral + m.negative }))
    .filter((m) => m.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, 3);
  if (mentioned.length === 0) return '—';
  return mentioned
    .map((m) => {
      const feeling = m.positive >= m.negative ? (m.positive >= m.neutral ? 'positive' : 'neutral') : m.negative >= m.neutral ? 'negative' : 'neutral';
      return `${t(`topics.${m.topic}`)} (${m.total}, ${t(`sentiments.${feeling}`).toLowerCase()})`;
    })
    .join(' · ');
}

export function StaffRankingPage() {
  const { t, i18n } = useTranslation('erep');
  const { tag, establishmentId, range } = useEstablishmentPage();
  const ranking = useStaffRanking(tag, establishmentId, range);
  const base = `/customer/${encodeURIComponent(tag)}/establishment/${establishmentId}`;

  return (
    <Page title={t('estab.staff.title')} description={t('estab.staff.description')} testId="estab-staffsranking">
      <Card>
        <QueryView query={ranking} isEmpty={(data) => data.rows.length === 0} empty={t('estab.staff.empty')}>
          {(data) => (
            <>
              <RankingNote prior={data.prior} mean={data.mean} subject="staff" />
              <Table<StaffRankingRow>
                rows={data.rows}
                pageSize={25}
                rowKey={(row) => row.id}
                caption={t('estab.staff.caption')}
                columns={[
                  { key: 'rank', header: t('estab.staff.rank'), align: 'end', render: (row) => (row.weighted === null ? '—' : row.rank) },
                  {
                    key: 'name',
                    header: t('estab.staff.name'),
                    render: (row) => (
                      <Link className={styles.rowLink} to={`${base}/services/staff/${encodeURIComponent(row.tag)}/reviews`} data-testid="staff-link">
                        {row.name}
                      </Link>
                    ),
                  },
                  { key: 'department', header: t('estab.staff.department'), render: (row) => row.department ?? '—' },
                  { key: 'average', header: t('estab.staff.average'), align: 'end', render: (row) => (row.average === null ? '—' : formatNumber(i18n.language, row.average, 2)) },
                  { key: 'reviews', header: t('estab.staff.reviews'), align: 'end', render: (row) => formatNumber(i18n.language, row.reviews) },
                  { key: 'weighted', header: t('estab.staff.weighted'), align: 'end', render: (row) => (row.weighted === null ? '—' : formatNumber(i18n.language, row.weighted, 2)) },
                  { key: 'topics', header: t('estab.staff.topics'), render: (row) => topTopics(row, t) },
                ]}
              />
            </>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
