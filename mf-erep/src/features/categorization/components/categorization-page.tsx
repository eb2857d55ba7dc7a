import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { REVIEW_SENTIMENTS } from '@erep/shared/schemas';
import { Card, Page } from '@erep/shared/ui';
import { AreaNav } from '../../../components/area-nav';
import { DateRangePicker } from '../../../components/date-range-picker';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { useRangeParams } from '../../../hooks/use-range-params';
import { useTopicMatrix } from '../api/get-topic-matrix';

/** Topic x sentiment over the range; a cell opens that topic's reviews. */
export function CategorizationPage() {
  const { t } = useTranslation('erep');
  const tag = useParams().tag ?? '';
  const matrix = useTopicMatrix(tag, useRangeParams());
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('establishments.title'), to: `/home/erep/customer/${tag}` }, { label: t('categorization.title') }]);

  return (
    <Page title={t('categorization.title')} description={t('categorization.description')} testId="erep-categorization">
      <AreaNav tag={tag} />
      <Card>
        <DateRangePicker />
        <QueryView query={matrix} isEmpty={(data) => data.analysed === 0} empty={t('categorization.empty')}>
          {(data) => (
            <>
              <p data-testid="categorization-totals">{t('categorization.totals', { analysed: data.analysed, corrected: data.corrected })}</p>
              <div className="erep-table-wrap">
                <div className="erep-table-scroll">
                  <table className="erep-table" data-testid="topic-matrix">
                    <caption className="erep-table__caption">{t('categorization.caption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('categorization.topic')}</th>
                        {REVIEW_SENTIMENTS.map((s) => (
                          <th scope="col" key={s} className="erep-align-end">
                            {t(`sentiments.${s}`)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.rows.map((row) => (
                        <tr key={row.topic}>
                          <th scope="row">{t(`topics.${row.topic}`)}</th>
                          {REVIEW_SENTIMENTS.map((s) => (
                            <td key={s} className="erep-align-end" data-testid={`cell-${row.topic}-${s}`}>
                              {row[s] === 0 ? (
                                '0'
                              ) : (
                                <Link
                                  className={styles.rowLink}
                                  to={`/customer/${encodeURIComponent(tag)}/categorization/${row.topic}/review?sentiment=${s}`}
                                  aria-label={t('categorization.open', { count: row[s], topic: t(`topics.${row.topic}`), sentiment: t(`sentiments.${s}`) })}
                                >
                                  {row[s]}
                                </Link>
                              )}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            </>
          )}
        </QueryView>
      </Card>
    </Page>
  );
}
