import { useTranslation } from 'react-i18next';
import type { TrendSeries } from '@erep/shared/schemas';
import { Card, Page, Table } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { useEstablishmentPage } from '../../../components/establishment-context';
import { QueryView } from '../../../components/query-view';
import { formatDay, formatNumber } from '../../../lib/format';
import { TrendsToolbar, useTrendsChoices } from '../../../components/trends-toolbar';
import { TrendsChartView } from '../../../components/trends/trends-chart-view';
import { useEstablishmentTrends } from '../api/get-trends';

interface Row {
  key: string;
  place: string;
  period: string;
  reviews: number;
  average: number | null;
}

const rowsOf = (series: TrendSeries[]): Row[] => series.flatMap((s) => s.points.map((p) => ({ key: `${s.kind}-${s.id}-${p.period}`, place: s.name, ...p })));

/** This establishment against its competitors over time, with the owner's events. */
export function EstablishmentTrendsPage() {
  const { t, i18n } = useTranslation('erep');
  const { tag, establishmentId, range } = useEstablishmentPage();
  const choices = useTrendsChoices(range);
  const { interval, metric, view } = choices;
  const trends = useEstablishmentTrends(tag, establishmentId, range, interval);
  const metricLabel = t(metric === 'average' ? 'trends.average' : 'trends.volume');

  return (
    <Page title={t('estab.trends.title')} description={t('estab.trends.description')} testId="estab-trends">
      <Card>
        <TrendsToolbar choices={choices} testId="estab-trends" />
        <QueryView query={trends} isEmpty={(data) => data.series.every((s) => s.points.length === 0)}>
          {(data) => (
            <>
              {view === 'chart' ? (
                <>
                  <TrendsChartView
                    series={data.series}
                    interval={data.interval}
                    range={range}
                    metric={metric}
                    label={metricLabel}
                    events={data.events}
                    testId="estab-trends-chart"
                  />
                  <p>{t('estab.trends.eventsHint')}</p>
                </>
              ) : (
                <Table<Row>
                  rows={rowsOf(data.series)}
                  pageSize={24}
                  rowKey={(r) => r.key}
                  caption={t('estab.trends.title')}
                  columns={[
                    { key: 'place', header: t('rank.place'), render: (r) => r.place },
                    { key: 'period', header: t('trends.period'), render: (r) => formatDay(i18n.language, r.period) },
                    { key: 'reviews', header: t('trends.volume'), align: 'end', render: (r) => formatNumber(i18n.language, r.reviews) },
                    { key: 'average', header: t('trends.average'), align: 'end', render: (r) => (r.average === null ? '—' : formatNumber(i18n.language, r.average, 2)) },
                  ]}
                />
              )}
              <h2 className={styles.subTitle}>{t('estab.trends.events')}</h2>
              {data.events.length === 0 ? (
                <p>{t('estab.trends.noEvents')}</p>
              ) : (
                <ul className={styles.eventList} data-testid="trend-events">
                  {data.events.map((e) => (
                    <li key={e.id}>
                      {formatDay(i18n.language, e.day)} — {t(`estab.events.kinds.${e.kind}`)} · {e.title}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
