import { useTranslation } from 'react-i18next';
import type { WeatherGroup, WeatherReport } from '@erep/shared/schemas';
import { Alert, Card, Page, Table } from '@erep/shared/ui';
import { BarChart } from '../../../components/bar-chart';
import styles from '../../../components/erep.module.css';
import { useEstablishmentPage } from '../../../components/establishment-context';
import { QueryView } from '../../../components/query-view';
import { RelationSentence } from '../../../components/relation-sentence';
import { formatDay, formatNumber } from '../../../lib/format';
import { useWeather } from '../api/get-weather';

type Day = WeatherReport['days'][number];

function WeatherReportView({ report }: { report: WeatherReport }) {
  const { t, i18n } = useTranslation('erep');
  const lang = i18n.language;
  const perDay = (g: WeatherGroup) => (g.reviews_per_day === null ? '—' : formatNumber(lang, g.reviews_per_day, 1));
  const avg = (g: WeatherGroup) => (g.average === null ? '—' : t('outOfFive', { value: formatNumber(lang, g.average, 2) }));
  const groups: { key: string; label: string; group: WeatherGroup }[] = [
    ...report.bands.map((b) => ({ key: b.band, label: t(`weather.band.${b.band}`), group: b })),
    { key: 'dry', label: t('weather.dry'), group: report.rain.dry },
    { key: 'rainy', label: t('weather.rainy'), group: report.rain.rainy },
  ];
  const volumeMax = Math.max(0, ...groups.map((g) => g.group.reviews_per_day ?? 0));
  const bars = (metric: 'volume' | 'rating', keys: string[]) =>
    groups
      .filter((g) => keys.includes(g.key))
      .map((g) => ({
        key: g.key,
        label: `${g.label} (${t('weather.days', { count: g.group.days })})`,
        value: metric === 'volume' ? g.group.reviews_per_day : g.group.average,
        text: metric === 'volume' ? perDay(g.group) : avg(g.group),
      }));
  const bands = report.bands.map((b) => b.band as string);
  const columns = [
    { key: 'day', header: t('weather.day'), render: (d: Day) => formatDay(lang, d.day) },
    { key: 'temperature_max', header: t('weather.temperature'), align: 'end' as const, render: (d: Day) => `${formatNumber(lang, d.temperature_max, 1)} °C` },
    { key: 'precipitation', header: t('weather.precipitation'), align: 'end' as const, render: (d: Day) => `${formatNumber(lang, d.precipitation, 1)} mm` },
    { key: 'reviews', header: t('weather.reviews'), align: 'end' as const },
    { key: 'average', header: t('weather.average'), align: 'end' as const, render: (d: Day) => (d.average === null ? '—' : formatNumber(lang, d.average, 2)) },
  ];
  const temperature = t('weather.factor.temperature');
  const rain = t('weather.factor.rain');
  const rating = t('relation.measure.rating');
  const volume = t('relation.measure.volume');
  return (
    <>
      {report.fetch_failed ? <Alert kind="warning" title={t('weather.fetchFailed')} /> : null}
      <section aria-labelledby="weather-relations" className={styles.relations} data-testid="weather-relations">
        <h2 id="weather-relations">{t('relation.title')}</h2>
        <RelationSentence relation={report.relations.temperature_rating} a={temperature} b={rating} testId="relation-temperature-rating" />
        <RelationSentence relation={report.relations.temperature_volume} a={temperature} b={volume} />
        <RelationSentence relation={report.relations.rain_rating} a={rain} b={rating} />
        <RelationSentence relation={report.relations.rain_volume} a={rain} b={volume} />
        <p className={styles.rangeStatus}>{t('relation.note')}</p>
      </section>
      <div className={styles.chartGrid} data-testid="weather-chart">
        <BarChart title={t('weather.volumeByBand')} bars={bars('volume', bands)} max={volumeMax} />
        <BarChart title={t('weather.ratingByBand')} bars={bars('rating', bands)} max={5} />
        <BarChart title={t('weather.volumeByRain')} bars={bars('volume', ['dry', 'rainy'])} max={volumeMax} />
        <BarChart title={t('weather.ratingByRain')} bars={bars('rating', ['dry', 'rainy'])} max={5} />
      </div>
      <p className={styles.rangeStatus}>{t('weather.bandsHint')}</p>
      <Table columns={columns} rows={[...report.days].reverse()} rowKey={(d) => d.day} caption={t('weather.tableCaption')} pageSize={14} />
    </>
  );
}

/** Reviews against the weather of the day: volume and rating by temperature band and by rain. */
export function WeatherPage() {
  const { t } = useTranslation('erep');
  const { tag, establishmentId, range } = useEstablishmentPage();
  const weather = useWeather(tag, establishmentId, range);
  return (
    <Page title={t('weather.title')} description={t('weather.description')} testId="erep-weather">
      <Card>
        <QueryView
          query={weather}
          isEmpty={(data) => data.days.length === 0}
          empty={weather.data && !weather.data.located ? t('weather.notLocated') : t('weather.empty')}
        >
          {(data) => <WeatherReportView report={data} />}
        </QueryView>
      </Card>
    </Page>
  );
}
