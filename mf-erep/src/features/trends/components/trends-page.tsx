import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Card, Page } from '@erep/shared/ui';
import { AreaNav } from '../../../components/area-nav';
import { DateRangePicker } from '../../../components/date-range-picker';
import { QueryView } from '../../../components/query-view';
import { useRangeParams } from '../../../hooks/use-range-params';
import { TrendsToolbar, useTrendsChoices } from '../../../components/trends-toolbar';
import { useTrends } from '../api/get-trends';
import { TrendsChartView } from '../../../components/trends/trends-chart-view';
import { TrendsTable } from './trends-table';

export function TrendsPage() {
  const { t } = useTranslation('erep');
  const tag = useParams().tag ?? '';
  const range = useRangeParams();
  const choices = useTrendsChoices(range);
  const { interval, metric, view } = choices;
  const trends = useTrends(tag, range, interval);
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('establishments.title'), to: `/home/erep/customer/${tag}` }, { label: t('trends.title') }]);
  const metricLabel = t(metric === 'average' ? 'trends.average' : 'trends.volume');

  return (
    <Page title={t('trends.title')} description={t('trends.description')} testId="erep-trends">
      <AreaNav tag={tag} />
      <Card>
        <TrendsToolbar choices={choices} testId="trends">
          <DateRangePicker />
        </TrendsToolbar>
        <QueryView query={trends} isEmpty={(data) => data.series.every((s) => s.points.length === 0)}>
          {(data) =>
            view === 'chart' ? (
              <>
                <TrendsChartView series={data.series} interval={data.interval} range={range} metric={metric} label={metricLabel} testId="trends-chart" />
                <p>{t('trends.tableHint')}</p>
              </>
            ) : (
              <TrendsTable series={data.series} metric={metric} label={metricLabel} />
            )
          }
        </QueryView>
      </Card>
    </Page>
  );
}
