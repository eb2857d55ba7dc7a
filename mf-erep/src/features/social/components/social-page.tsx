import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PlatformPresence } from '@erep/shared/schemas';
import { Card, Page, SelectField, Spinner, Table } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { ENGAGE_NS } from '../../../i18n/engagement/register';
import { formatNumber } from '../../../lib/format';
import { EstablishmentLinks } from '../../../components/establishment-links';
import { useSocial } from '../api/get-social';
import { ReviewImport } from './review-import';

// @nivo is heavy: only pages with a chart load it.
const SocialChart = lazy(() => import('./social-chart'));

/** /customer/:tag/establishment/:id/social — presence per platform, its links and competitors, imports. */
export function SocialPage() {
  const { t, i18n } = useTranslation([ENGAGE_NS, 'erep']);
  const params = useParams();
  const tag = params.tag ?? '';
  const establishmentId = /^[1-9][0-9]*$/.test(params.id ?? '') ? Number(params.id) : 0;
  const social = useSocial(tag, establishmentId);
  const [metric, setMetric] = useState<'average' | 'reviews'>('reviews');
  const nameOf = (source: string) => t(`erep:platforms.${source}`, { defaultValue: source });
  const metricLabel = t(metric === 'average' ? 'social.average' : 'social.reviews');
  const average = (value: number | null) => (value === null ? '—' : formatNumber(i18n.language, value, 2));

  return (
    <Page title={t('social.title')} description={t('social.description')} testId="erep-social">
      <Card>
        <h2>{t('social.platforms')}</h2>
        <QueryView query={social} isEmpty={(data) => data.platforms.every((p) => p.reviews === 0)} empty={t('social.noData')}>
          {(data) => (
            <>
              <Table<PlatformPresence>
                caption={t('social.platforms')}
                rowKey={(p) => p.source}
                rows={data.platforms}
                columns={[
                  { key: 'source', header: t('social.platform'), render: (p) => nameOf(p.source) },
                  { key: 'reviews', header: t('social.reviews'), align: 'end' },
                  { key: 'average', header: t('social.average'), align: 'end', render: (p) => average(p.average) },
                  { key: 'answered', header: t('social.answered'), align: 'end' },
                ]}
              />
              <div className={styles.toolbar}>
                <SelectField
                  id="social-metric"
                  label={t('social.metric')}
                  value={metric}
                  onChange={(e) => setMetric(e.target.value === 'average' ? 'average' : 'reviews')}
                  options={[
                    { value: 'reviews', label: t('social.reviews') },
                    { value: 'average', label: t('social.average') },
                  ]}
                />
              </div>
              <div className={styles.chart} data-testid="social-chart">
                <Suspense fallback={<Spinner label={t('erep:loading')} />}>
                  <SocialChart platforms={data.platforms} metric={metric} label={t('social.chartLabel', { metric: metricLabel })} nameOf={nameOf} />
                </Suspense>
              </div>
              <details>
                <summary>{t('social.table')}</summary>
                <Table
                  caption={t('social.chartLabel', { metric: metricLabel })}
                  rowKey={(row: { month: string }) => row.month}
                  pageSize={12}
                  rows={(data.platforms[0]?.series ?? []).map((point, i) => ({
                    month: point.month,
                    ...Object.fromEntries(data.platforms.map((p) => [p.source, p.series[i]])),
                  }))}
                  columns={[
                    { key: 'month', header: t('social.month'), render: (row: { month: string }) => row.month.slice(0, 7) },
                    ...data.platforms.map((p) => ({
                      key: p.source,
                      header: nameOf(p.source),
                      align: 'end' as const,
                      render: (row: Record<string, unknown>) => {
                        const point = row[p.source] as PlatformPresence['series'][number] | undefined;
                        if (!point) return '—';
                        return metric === 'average' ? average(point.average) : String(point.reviews);
                      },
                    })),
                  ]}
                />
              </details>
            </>
          )}
        </QueryView>
      </Card>
      <EstablishmentLinks tag={tag} establishmentId={establishmentId} />
      <Card>
        <h2>{t('social.import.title')}</h2>
        <ReviewImport tag={tag} establishmentId={establishmentId} competitors={social.data?.competitors ?? []} />
      </Card>
    </Page>
  );
}
