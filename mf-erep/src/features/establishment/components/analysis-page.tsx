import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '@erep/shared/rules';
import type { DensityPoint, LanguageCode, TopicMatrixRow } from '@erep/shared/schemas';
import { Card, CheckboxField, Page, SelectField, Table } from '@erep/shared/ui';
import { ChangeValue } from '../../../components/change-value';
import styles from '../../../components/erep.module.css';
import { useEstablishmentPage } from '../../../components/establishment-context';
import { QueryView } from '../../../components/query-view';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useEstablishmentAnalysis } from '../api/get-analysis';
import { CONTOUR_DEFAULTS } from '../lib/density';
import { DensityChart, type AxisSpec } from './density-chart';

type DensityKey = keyof DensityPoint;
const KEYS: DensityKey[] = ['hour', 'weekday', 'rating'];
const BANDWIDTHS = [6, 12, 20, 30];

const lang = (language: string): LanguageCode => (language === 'en' || language === 'sp' ? language : 'fr');

/** Monday first, in the reader's language. */
function weekdayNames(language: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(toBcp47(lang(language)), { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_v, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

function axisOf(key: DensityKey, label: string, days: string[]): AxisSpec {
  if (key === 'hour') return { label, domain: { min: 0, max: 24 }, ticks: [0, 6, 12, 18, 24].map((h) => ({ value: h, label: `${h}h` })) };
  if (key === 'weekday') return { label, domain: { min: -0.5, max: 6.5 }, ticks: days.map((d, i) => ({ value: i, label: d })) };
  return { label, domain: { min: 0.5, max: 5.5 }, ticks: [1, 2, 3, 4, 5].map((r) => ({ value: r, label: `${r}★` })) };
}

/** The busiest cell (an hour, a day, a rating), as words for the chart's text alternative. */
function peakOf(points: DensityPoint[], xKey: DensityKey, yKey: DensityKey): [number, number] | null {
  const counts = new Map<string, number>();
  let best: [number, number] | null = null;
  let bestCount = 0;
  for (const p of points) {
    const cell: [number, number] = [Math.floor(p[xKey]), Math.floor(p[yKey])];
    const key = cell.join(':');
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n > bestCount) {
      bestCount = n;
      best = cell;
    }
  }
  return best;
}

export function AnalysisPage() {
  const { t, i18n } = useTranslation('erep');
  const { tag, establishmentId, range } = useEstablishmentPage();
  const analysis = useEstablishmentAnalysis(tag, establishmentId, range);
  const [xKey, setXKey] = useState<DensityKey>('hour');
  const [yKey, setYKey] = useState<DensityKey>('weekday');
  const [bandwidth, setBandwidth] = useState(CONTOUR_DEFAULTS.bandwidth);
  const [useThresholds, setUseThresholds] = useState(CONTOUR_DEFAULTS.useThresholds);
  const days = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const longDays = useMemo(() => weekdayNames(i18n.language, 'long'), [i18n.language]);
  const xAxis = useMemo(() => axisOf(xKey, t(`estab.analysis.keys.${xKey}`), days), [xKey, t, days]);
  const yAxis = useMemo(() => axisOf(yKey, t(`estab.analysis.keys.${yKey}`), days), [yKey, t, days]);
  const valueText = (key: DensityKey, value: number) => (key === 'hour' ? `${value}h` : key === 'weekday' ? (longDays[value] ?? '') : t('ratingValue', { value }));
  const keyOptions = KEYS.map((k) => ({ value: k, label: t(`estab.analysis.keys.${k}`) }));

  return (
    <Page title={t('estab.analysis.title')} description={t('estab.analysis.description')} testId="estab-analysis">
      <QueryView query={analysis}>
        {(data) => {
          const analysed = data.sentiments.positive + data.sentiments.neutral + data.sentiments.negative;
          const peak = peakOf(data.points, xKey, yKey);
          return (
            <>
              <Card>
                <dl className={styles.stats} data-testid="estab-figures">
                  <div>
                    <dt>{t('estab.analysis.reviews')}</dt>
                    <dd data-testid="estab-reviews">{formatNumber(i18n.language, data.reviews)}</dd>
                  </div>
                  <div>
                    <dt>{t('estab.analysis.average')}</dt>
                    <dd>{data.average === null ? '—' : t('score.value', { value: formatNumber(i18n.language, data.average, 2) })}</dd>
                  </div>
                  <div>
                    <dt>{t('estab.analysis.change')}</dt>
                    <dd>
                      <ChangeValue value={data.change} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('estab.analysis.withComment')}</dt>
                    <dd>{formatPercent(i18n.language, data.with_comment)}</dd>
                  </div>
                  <div>
                    <dt>{t('estab.analysis.answered')}</dt>
                    <dd>{formatPercent(i18n.language, data.answered)}</dd>
                  </div>
                  {(['positive', 'neutral', 'negative'] as const).map((s) => (
                    <div key={s}>
                      <dt>{t(`sentiments.${s}`)}</dt>
                      <dd>{formatPercent(i18n.language, analysed === 0 ? null : data.sentiments[s] / analysed)}</dd>
                    </div>
                  ))}
                </dl>
                {data.reviews > analysed ? <p>{t('estab.analysis.notAnalysed', { count: data.reviews - analysed })}</p> : null}
              </Card>
              <Card title={t('estab.analysis.density')}>
                <div className={styles.toolbar}>
                  <SelectField label={t('estab.analysis.x')} value={xKey} options={keyOptions} onChange={(e) => setXKey(e.target.value as DensityKey)} data-testid="density-x" />
                  <SelectField label={t('estab.analysis.y')} value={yKey} options={keyOptions} onChange={(e) => setYKey(e.target.value as DensityKey)} data-testid="density-y" />
                  <SelectField
                    label={t('estab.analysis.bandwidth')}
                    value={String(bandwidth)}
                    options={BANDWIDTHS.map((b) => ({ value: String(b), label: String(b) }))}
                    onChange={(e) => setBandwidth(Number(e.target.value))}
                  />
                  <CheckboxField label={t('estab.analysis.thresholds')} checked={useThresholds} onChange={(e) => setUseThresholds(e.target.checked)} />
                </div>
                {data.points.length === 0 ? (
                  <p>{t('estab.analysis.densityEmpty')}</p>
                ) : (
                  <>
                    <p>{t('estab.analysis.densityHelp')}</p>
                    <DensityChart<DensityPoint>
                      plotData={data.points}
                      xKey={xKey}
                      yKey={yKey}
                      width={256}
                      height={256}
                      bins={[256, 256]}
                      bandwidth={bandwidth}
                      useThresholds={useThresholds}
                      xAxis={xAxis}
                      yAxis={yAxis}
                      label={t('estab.analysis.density')}
                    />
                    <p data-testid="density-summary">
                      {t('estab.analysis.densitySummary', {
                        count: data.points.length,
                        x: peak ? `${t(`estab.analysis.keys.${xKey}`)} ${valueText(xKey, peak[0])}` : '—',
                        y: peak ? `${t(`estab.analysis.keys.${yKey}`)} ${valueText(yKey, peak[1])}` : '—',
                      })}
                    </p>
                  </>
                )}
              </Card>
              <div className={styles.columns}>
                <Card title={t('estab.analysis.ratings')}>
                  <Table
                    rows={data.ratings}
                    rowKey={(r) => r.rating}
                    caption={t('estab.analysis.ratings')}
                    columns={[
                      { key: 'rating', header: t('estab.analysis.rating'), render: (r) => t('ratingValue', { value: r.rating }) },
                      { key: 'reviews', header: t('estab.analysis.count'), align: 'end', render: (r) => formatNumber(i18n.language, r.reviews) },
                    ]}
                  />
                </Card>
                <Card title={t('estab.analysis.platforms')}>
                  <Table
                    rows={data.platforms}
                    rowKey={(r) => r.source}
                    caption={t('estab.analysis.platforms')}
                    columns={[
                      { key: 'source', header: t('estab.analysis.platform'), render: (r) => t(`platforms.${r.source}`, { defaultValue: r.source }) },
                      { key: 'reviews', header: t('estab.analysis.count'), align: 'end', render: (r) => formatNumber(i18n.language, r.reviews) },
                      { key: 'average', header: t('estab.analysis.average'), align: 'end', render: (r) => (r.average === null ? '—' : formatNumber(i18n.language, r.average, 2)) },
                    ]}
                  />
                </Card>
              </div>
              <Card title={t('estab.analysis.topics')}>
                <TopicTable rows={data.topics} />
              </Card>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}

export function TopicTable({ rows }: { rows: TopicMatrixRow[] }) {
  const { t, i18n } = useTranslation('erep');
  return (
    <Table
      rows={rows}
      rowKey={(r) => r.topic}
      caption={t('estab.analysis.topics')}
      columns={[
        { key: 'topic', header: t('estab.analysis.topic'), render: (r) => t(`topics.${r.topic}`) },
        ...(['positive', 'neutral', 'negative'] as const).map((s) => ({
          key: s,
          header: t(`sentiments.${s}`),
          align: 'end' as const,
          render: (r: TopicMatrixRow) => formatNumber(i18n.language, r[s]),
        })),
      ]}
    />
  );
}
