import { useTranslation } from 'react-i18next';
import type { SearchHit } from '@erep/shared/schemas';
import styles from '../../../components/erep.module.css';
import { MarkedText } from '../../../components/highlighted-text';
import { formatDay } from '../../../lib/format';

export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const { t, i18n } = useTranslation('erep');
  return (
    <li className={styles.review} data-testid="search-hit">
      <div className={styles.reviewMeta}>
        <span>{hit.kind === 'competitor' ? t('search.competitor', { name: hit.place }) : hit.place}</span>
        <span>{formatDay(i18n.language, hit.visit_day)}</span>
        <span>{t('ratingValue', { value: hit.rating })}</span>
        <span>{t(`platforms.${hit.source}`, { defaultValue: hit.source })}</span>
        {hit.language ? <span>{t(`languages.${hit.language}`, { defaultValue: hit.language })}</span> : null}
        {hit.sentiment ? <span>{t(`sentiments.${hit.sentiment}`)}</span> : null}
        {hit.with_advantage ? <span>{t('search.withAdvantage')}</span> : null}
        {hit.is_internal ? <strong>{t('latest.internal')}</strong> : null}
      </div>
      <p className={styles.reviewText}>{hit.highlighted ? <MarkedText text={hit.highlighted} /> : (hit.comment ?? t('search.noComment'))}</p>
    </li>
  );
}
